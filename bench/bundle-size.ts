/**
 * bench/bundle-size: builds the site and prints the gzip size of the JavaScript and CSS the home page
 * loads (index.html's assets plus the home page's lazy chunk), and of the largest lazy chunk. Not a test.
 *
 *   pnpm --filter @formation/bench bundle-size
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const WEB = fileURLToPath(new URL('../apps/web/', import.meta.url));
const DIST = join(WEB, 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipOf = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
const assets = readdirSync(join(DIST, 'assets')).map((f) => `assets/${f}`);
const homeChunk = assets.find((f) => /home-page-.*\.js$/.test(f));
const lazy = assets.filter((f) => f.endsWith('.js') && !initial.includes(f));
const largestLazy = lazy.map((f) => [f, gzipOf(f)] as const).sort((a, b) => b[1] - a[1])[0];

const homeJs = [...initial.filter((f) => f.endsWith('.js')), ...(homeChunk === undefined ? [] : [homeChunk])];
const homeCss = initial.filter((f) => f.endsWith('.css'));
const sum = (files: string[]) => files.reduce((n, f) => n + gzipOf(f), 0);

console.log('bundle-size (gzip -9):');
console.log(`home JavaScript: ${kb(sum(homeJs))} in ${String(homeJs.length)} files (target ≤ 150 kB)`);
console.log(`home CSS: ${kb(sum(homeCss))}`);
console.log(
  `largest lazy chunk: ${largestLazy === undefined ? 'none' : `${largestLazy[0]} ${kb(largestLazy[1])}`} (target ≤ 100 kB)`,
);
