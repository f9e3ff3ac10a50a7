/**
 * bench/bundle-size: builds the site and prints the gzip size of the JavaScript and CSS the home page
 * loads (the entry, the home page's lazy chunk, its French words, and every chunk these import
 * statically), of what its first API call adds (the contract client), and of the largest lazy
 * chunk. Not a test.
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
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipOf = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--manifest'], {
  cwd: WEB,
  stdio: 'inherit',
});

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(keys: string[]): Set<string> {
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
  /locales\/fr\/(common|home|sessions)\.json$/.test(key),
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
