import { builtinModules } from 'node:module';
import { relative } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Node's own modules, and packages that only run on Node (native code). */
const NODE_ONLY = new Set([
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
  '@node-rs/argon2',
  'better-sqlite3',
]);

/**
 * Bundles the fetch adapter for a browser, as a demo build would, and records every module that
 * reaches for Node. What remains is the short list below: the in-page build gives each of them a
 * browser counterpart; anything new on the list is a regression of the core's portability.
 */
async function nodeImportsOfBrowserBundle(): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const record: Plugin = {
    name: 'record-node-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (!NODE_ONLY.has(args.path)) return undefined;
        const importer = relative(process.cwd(), args.importer);
        found[importer] = [...new Set([...(found[importer] ?? []), args.path])].sort();
        return { path: args.path, external: true };
      });
    },
  };
  await build({
    entryPoints: ['src/fetch/fetch-app.ts'],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [record],
  });
  return found;
}

describe('the fetch adapter in a browser bundle', () => {
  it('reaches for Node only where the in-page build swaps a module', async () => {
    expect(await nodeImportsOfBrowserBundle()).toEqual({
      // argon2id through native code: a WebAssembly argon2id in the page.
      'src/auth/passwords.ts': ['@node-rs/argon2'],
      // Profile photos in a folder: in memory (and IndexedDB) in the page.
      'src/features/users/uploads-folder.ts': ['node:fs/promises', 'node:path'],
    });
  });
});
