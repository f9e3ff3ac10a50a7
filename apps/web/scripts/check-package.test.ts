import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runNodeScript } from './run-node-script';

/**
 * The repository's `pnpm check` of a package (scripts/check-package.mjs): tsc's diagnostics, then
 * eslint on the same program. `pnpm test` rests on it, so it must fail on what either tool would
 * fail on, and on a file it lints without its types.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const CHECK = join(repoRoot, 'scripts', 'check-package.mjs');

let folder: string;

/** Runs the check in the probe package: its exit code and what it printed. */
const check = () => runNodeScript(CHECK, [], { cwd: folder });

function write(file: string, text: string): void {
  writeFileSync(join(folder, file), text);
}

beforeAll(() => {
  // Inside the repository, so that its eslint.config.js and tsconfig.base.json apply.
  folder = mkdtempSync(join(repoRoot, '.check-package-'));
  mkdirSync(join(folder, 'src'));
  write('package.json', JSON.stringify({ name: 'check-probe', private: true, type: 'module' }));
  write(
    'tsconfig.json',
    JSON.stringify({ extends: '../tsconfig.base.json', compilerOptions: { types: [] }, include: ['src'] }),
  );
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('a package’s check', () => {
  it('passes a clean package, and says how many files it checked', async () => {
    write(
      'src/total.ts',
      'export function total(prices: readonly number[]): number {\n  return prices.reduce((sum, price) => sum + price, 0);\n}\n',
    );
    const { code, output } = await check();
    expect(output).toContain('types and lint: 1 file, clean');
    expect(code).toBe(0);
  }, 60_000);

  it('fails on a type error, a type-aware lint error and a file outside the program, naming each', async () => {
    write(
      'src/later.ts',
      [
        'async function later(): Promise<void> {}',
        'export function go(): void {',
        '  later();',
        '}',
        "export const count: number = 'two';",
        '',
      ].join('\n'),
    );
    write('outside.js', 'export const outside = 1;\n');
    const { code, output } = await check();
    expect(output).toContain(
      "src/later.ts(5,14): error TS2322: Type 'string' is not assignable to type 'number'.",
    );
    expect(output).toContain('@typescript-eslint/no-floating-promises');
    expect(output).toMatch(/was not found in any of the provided program instance\(s\): .*outside\.js/);
    expect(output).toContain('1 type error, 2 lint errors');
    expect(code).toBe(1);
  }, 60_000);
});
