import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { DEMO_OUT_DIR, OUT_DIRS } from '../e2e/ports';
import { expect, test } from './demo-fixtures';

/** Every file of a build, relative to its folder. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/**
 * What only the mock brings, each sure to be in the demo's build: the database's schema (the
 * migrations' SQL), MSW's worker script and the address of SQLite's WebAssembly.
 */
const MOCK_MARKS = ['CREATE TABLE', 'mockServiceWorker', 'sql-wasm'];

function marksIn(dir: string): { files: string[]; marks: string[] } {
  const files = filesOf(dir);
  const code = files
    .filter((file) => /\.(?:js|html)$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  return {
    files: files.filter((file) => file.endsWith('.wasm') || file.endsWith('mockServiceWorker.js')),
    marks: MOCK_MARKS.filter((mark) => code.includes(mark)),
  };
}

test('the site’s production build holds none of the mock; the demo’s holds all of it', () => {
  const demo = marksIn(DEMO_OUT_DIR);
  expect(demo.marks).toEqual(MOCK_MARKS);
  expect(demo.files).toEqual(expect.arrayContaining(['mockServiceWorker.js']));
  expect(demo.files.some((file) => file.endsWith('.wasm'))).toBe(true);

  // The builds of this run (one per profile of the mock, see playwright.config.ts).
  const sites = Object.values(OUT_DIRS).filter((dir) => existsSync(dir));
  expect(sites.length).toBeGreaterThan(0);
  for (const dir of sites) expect(marksIn(dir), dir).toEqual({ files: [], marks: [] });
});
