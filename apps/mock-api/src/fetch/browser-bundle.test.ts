import { builtinModules } from 'node:module';
import { relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

import { IN_PAGE_SWAPS } from './in-page-swaps';

/** Node's own modules, and packages that only run on Node (native code). */
const NODE_ONLY = new Set([
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
  '@node-rs/argon2',
  'better-sqlite3',
]);

/**
 * Bundles the in-page mock (fetch adapter, sql.js, seed) for a browser, as a demo build would, and records
 * every module that reaches for Node. Without the swaps only the two swapped modules do; with them, none:
 * anything else that reaches for Node is a regression of the core's portability.
 */
async function nodeImportsOfBrowserBundle(
  swaps: Readonly<Record<string, string>>,
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const record: Plugin = {
    name: 'record-node-imports',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        const target = relative(process.cwd(), resolve(args.resolveDir, `${args.path}.ts`));
        const swapped = swaps[target];
        return swapped === undefined ? undefined : { path: resolve(swapped) };
      });
      b.onResolve({ filter: /.*/ }, (args) => {
        const importer = relative(process.cwd(), args.importer);
        // A package's own Node branches (sql.js's) are its business: its browser field maps them.
        if (!NODE_ONLY.has(args.path) || !importer.startsWith('src/')) return undefined;
        found[importer] = [...new Set([...(found[importer] ?? []), args.path])].sort();
        return { path: args.path, external: true };
      });
    },
  };
  await build({
    entryPoints: ['src/fetch/in-page-mock.ts'],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [record],
  });
  return found;
}

describe('the in-page mock in a browser bundle', () => {
  it('reaches for Node only in the modules the in-page build swaps', async () => {
    expect(await nodeImportsOfBrowserBundle({})).toEqual({
      'src/auth/argon2id.ts': ['@node-rs/argon2', 'node:os'],
      'src/features/users/uploads-folder.ts': ['node:fs/promises', 'node:path'],
    });
  });

  it('reaches for nothing of Node once they are swapped', async () => {
    expect(await nodeImportsOfBrowserBundle(IN_PAGE_SWAPS)).toEqual({});
  });
});
