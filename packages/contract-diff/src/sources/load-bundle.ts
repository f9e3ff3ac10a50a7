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

/**
 * The named exports of `entry` (relative to `folder`), or undefined when it does not build: an older
 * version may lack a module, and the caller says what that means.
 */
export async function importBundled(
  folder: string,
  entry: string,
  names: string[],
): Promise<Record<string, unknown> | undefined> {
  const out = mkdtempSync(join(tmpdir(), 'contract-diff-bundle-'));
  try {
    const outfile = join(out, 'bundle.mjs');
    await build({
      stdin: {
        contents: `export { ${names.join(', ')} } from ${JSON.stringify(`./${entry}`)};`,
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
      // CommonJS dependencies bundled into ESM still call require() for Node's own modules.
      // (Written in two parts: the workspace's own bundler writes this module's URL where it finds the whole.)
      banner: {
        js: `import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);`,
      },
    });
    return (await import(pathToFileURL(outfile).href)) as Record<string, unknown>;
  } catch {
    return undefined;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
