// A version of the contract's sources (a git ref's, the working tree's, a packed tarball's) loaded as
// one bundle: esbuild resolves its imports (zod, ts-rest) from this workspace, so any version loads
// without an install of its own, with its own copy of zod.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** This workspace's folders that hold the packages a contract imports. */
const workspace = resolve(import.meta.dirname, '../../../..');
const NODE_PATHS = [
  join(workspace, 'packages/contract/node_modules'),
  join(workspace, 'packages/contract-diff/node_modules'),
  join(workspace, 'node_modules'),
];

export type Bundled = { exports: Record<string, unknown> } | { error: string };

/**
 * The named exports of each module (by its path relative to `folder`), from one bundle, or why it
 * did not build or load: an older version may lack a module, and the caller says what that means.
 */
export async function importBundled(folder: string, modules: Record<string, string[]>): Promise<Bundled> {
  const out = mkdtempSync(join(tmpdir(), 'contract-diff-bundle-'));
  try {
    const outfile = join(out, 'bundle.mjs');
    await build({
      stdin: {
        contents: Object.entries(modules)
          .map(([entry, names]) => `export { ${names.join(', ')} } from ${JSON.stringify(`./${entry}`)};`)
          .join('\n'),
        resolveDir: folder,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      nodePaths: NODE_PATHS,
      logLevel: 'silent',
      // CommonJS dependencies bundled into ESM still call require(), for Node's own modules only.
      banner: {
        js: `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(outfile)});`,
      },
    });
    return { exports: (await import(pathToFileURL(outfile).href)) as Record<string, unknown> };
  } catch (error) {
    // esbuild's message starts with the count of errors, then the first one, file and place.
    const lines = (error instanceof Error ? error.message : String(error)).split('\n');
    return { error: lines.find((line) => line.includes('ERROR')) ?? lines[0] ?? 'unknown error' };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
