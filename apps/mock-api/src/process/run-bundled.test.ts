import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The workspace's runner of a program from its bundle, which `pnpm start` and every mock process use.
const RUN_BUNDLED = fileURLToPath(new URL('../../../../scripts/run-bundled.mjs', import.meta.url));
const run = promisify(execFile);

let project: string;
const cache = () => join(project, 'node_modules', '.cache', 'bundled', 'src+main.ts');
const builtFrom = () =>
  (JSON.parse(readFileSync(join(cache(), 'manifest.json'), 'utf8')) as { build: string }).build;

function writeValue(value: string): void {
  writeFileSync(join(project, 'src', 'value.ts'), `export const value: string = ${JSON.stringify(value)};\n`);
}

async function runMain(...args: string[]): Promise<{ value: string; url: string; argv: string[] }> {
  const { stdout } = await run(process.execPath, [RUN_BUNDLED, 'src/main.ts', ...args], { cwd: project });
  return JSON.parse(stdout) as { value: string; url: string; argv: string[] };
}

/** A package of its own whose src/main.ts is `main`, removed once `use` is done with it. */
async function inOtherProject(main: string, use: (folder: string) => Promise<void>): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'run-bundled-'));
  try {
    mkdirSync(join(folder, 'src'));
    writeFileSync(join(folder, 'package.json'), '{}');
    writeFileSync(join(folder, 'src', 'main.ts'), main);
    await use(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'run-bundled-'));
  mkdirSync(join(project, 'src'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'bundled-program', type: 'module' }));
  writeFileSync(
    join(project, 'src', 'main.ts'),
    [
      "import { value } from './value.ts';",
      'interface Seen { value: string; url: string; argv: string[] }',
      'const seen: Seen = { value, url: import.meta.url, argv: process.argv.slice(2) };',
      "if (process.argv.includes('--fail')) throw new Error('failed on purpose');",
      'process.stdout.write(JSON.stringify(seen));',
      '',
    ].join('\n'),
  );
  writeValue('first');
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

describe('scripts/run-bundled.mjs', () => {
  it('runs a TypeScript program with its arguments, each module at its own URL', async () => {
    expect(await runMain('--a', 'b')).toEqual({
      value: 'first',
      url: pathToFileURL(join(project, 'src', 'main.ts')).href,
      argv: ['--a', 'b'],
    });
  });

  it('starts again from the same bundle while nothing it was built from changes', async () => {
    const before = builtFrom();
    expect((await runMain()).value).toBe('first');
    expect(builtFrom()).toBe(before);
  });

  it('builds again, and runs the edit, once a file it was built from changes', async () => {
    const before = builtFrom();
    writeValue('second');
    expect((await runMain()).value).toBe('second');
    expect(builtFrom()).not.toBe(before);
  });

  it('says in one line, without a stack trace of its own, when it cannot keep the bundle', async () => {
    await inOtherProject('export {};\n', async (other) => {
      // Where its cache would go, a file: no folder can be made there.
      mkdirSync(join(other, 'node_modules'));
      writeFileSync(join(other, 'node_modules', '.cache'), '');
      const failed = run(process.execPath, [RUN_BUNDLED, 'src/main.ts'], { cwd: other });
      await expect(failed).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(
          /^run-bundled: could not keep the bundle of src\/main\.ts: [^\n]+\n$/,
        ) as unknown,
      });
    });
  });

  it('shows where the sources do not build, and exits 1', async () => {
    await inOtherProject('const broken: = 1;\n', async (other) => {
      const failed = run(process.execPath, [RUN_BUNDLED, 'src/main.ts'], { cwd: other });
      await expect(failed).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(
          /src\/main\.ts:1:\d[\s\S]*run-bundled: src\/main\.ts did not build/,
        ) as unknown,
      });
      await expect(failed).rejects.not.toMatchObject({
        stderr: expect.stringMatching(/^ {4}at /m) as unknown,
      });
    });
  });

  it('names the TypeScript source and line in a stack trace', async () => {
    const failed = run(process.execPath, [RUN_BUNDLED, 'src/main.ts', '--fail'], { cwd: project });
    await expect(failed).rejects.toMatchObject({
      stderr: expect.stringMatching(/failed on purpose[\s\S]*src\/main\.ts:4\b/) as unknown,
    });
  });
});
