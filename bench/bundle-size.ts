/**
 * bench/bundle-size: builds the site and prints the gzip size of the JavaScript and CSS the home page
 * loads (the entry, the home page's lazy chunk, its French words, and every chunk these import
 * statically), of what its first API call adds (the contract client), and of the largest lazy
 * chunk. Then builds the demo (the site with the mock inside the page) and prints what it adds: the
 * mock's code, SQLite's WebAssembly and MSW's worker, all loaded beside the site's own. Not a test.
 *
 *   pnpm --filter @formation/bench bundle-size
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const WEB = fileURLToPath(new URL('../apps/web/', import.meta.url));
const DIST = join(WEB, 'dist-bench');
const DEMO_DIST = join(WEB, 'dist-bench-demo');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipIn = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const gzipOf = (file: string) => gzipIn(DIST, file);

execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--manifest'], {
  cwd: WEB,
  stdio: 'inherit',
});

type Manifest = Record<string, ManifestChunk>;
const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const manifest = manifestOf(DIST);

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(keys: string[], manifest: Manifest = manifestOf(DIST)): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
const home = Object.keys(manifest).filter((key) => /features\/home\/pages\/home-page\.tsx$/.test(key));
// The words the home page fetches as it renders, in the default language (its session cards speak `sessions`).
const homeWords = Object.keys(manifest).filter((key) =>
  /locales\/fr\/(?:common|home|sessions)\.json$/.test(key),
);
const homeKeys = closure([...entry, ...home, ...homeWords]);
const homeJs = [...homeKeys].map((key) => manifest[key]?.file ?? '');
const homeCss = [...new Set([...homeKeys].flatMap((key) => manifest[key]?.css ?? []))];
const sum = (files: string[]) => files.reduce((n, f) => n + gzipOf(f), 0);

// The contract client (ts-rest, zod, the contract) loads with the first API call, not with the page.
const clientKeys = [...closure(['src/shared/api/contract-client.ts'])].filter((key) => !homeKeys.has(key));
const clientJs = clientKeys.map((key) => manifest[key]?.file ?? '');

// Chunks the home page does not load: each waits for the page (or the words) that needs it.
const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.file.endsWith('.js') && !homeKeys.has(key))
  .map(([, chunk]) => chunk)
  .map((chunk) => [chunk.file, gzipOf(chunk.file)] as const)
  .sort((a, b) => b[1] - a[1]);
const largest = lazy[0];

console.log('bundle-size (gzip -9):');
console.log(`home JavaScript: ${kb(sum(homeJs))} in ${String(homeJs.length)} files (target ≤ 150 kB)`);
console.log(`home CSS: ${kb(sum(homeCss))}`);
console.log(
  `with the first API call (the contract client): ${kb(sum(clientJs))} in ${String(clientJs.length)} files`,
);
console.log(
  `largest lazy chunk: ${largest === undefined ? 'none' : `${largest[0]} ${kb(largest[1])}`} (target ≤ 100 kB)`,
);
for (const [file, size] of lazy.slice(0, 8)) console.log(`  ${file}  ${kb(size)}`);

execFileSync(
  'pnpm',
  [
    'exec',
    'vite',
    'build',
    '--config',
    'vite.demo.config.ts',
    '--configLoader',
    'runner',
    '--logLevel',
    'error',
    '--manifest',
  ],
  { cwd: WEB, stdio: 'inherit', env: { ...process.env, DEMO_OUT_DIR: DEMO_DIST } },
);
const demo = manifestOf(DEMO_DIST);
const demoGzip = (keys: Iterable<string>) =>
  [...keys].reduce((n, key) => n + gzipIn(DEMO_DIST, demo[key]?.file ?? ''), 0);
const demoEntry = Object.keys(demo).filter((key) => demo[key]?.isEntry === true);
// The mock's side: the chunk that starts it and what it imports that the site's boot does not.
const siteSide = closure(['src/app/boot.tsx'], demo);
const startMock = Object.keys(demo).filter((key) => /start-mock/.test(key));
const mockSide = [...closure(startMock, demo)].filter((key) => !siteSide.has(key));
const wasm = Object.values(demo).find((chunk) => chunk.file.endsWith('.wasm'));
const worker = readFileSync(join(DEMO_DIST, 'mockServiceWorker.js'));

console.log('demo build (the mock inside the page), gzip -9:');
console.log(`  entry: ${kb(demoGzip(closure(demoEntry, demo)))}`);
console.log(`  the site's boot: ${kb(demoGzip(siteSide))} in ${String(siteSide.size)} files`);
console.log(
  `  the mock (core, seed, sql.js, MSW): ${kb(demoGzip(mockSide))} in ${String(mockSide.length)} files`,
);
if (wasm !== undefined) {
  const raw = readFileSync(join(DEMO_DIST, wasm.file)).length;
  console.log(
    `  SQLite's WebAssembly: ${kb(gzipIn(DEMO_DIST, wasm.file))} (${kb(raw)} raw), preloaded by the page`,
  );
}
console.log(`  MSW's worker: ${kb(gzipSync(worker, { level: 9 }).length)}`);
