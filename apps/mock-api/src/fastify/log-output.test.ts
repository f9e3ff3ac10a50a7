import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { asyncLogOutput } from './log-output';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function logFile(): { fd: number; read: () => string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'log-output-'));
  dirs.push(dir);
  const file = join(dir, 'out.log');
  const fd = openSync(file, 'w');
  return {
    fd,
    read: () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line !== ''),
  };
}

const drained = (output: ReturnType<typeof asyncLogOutput>) =>
  new Promise<void>((resolve) => {
    output.once('drain', () => {
      resolve();
    });
  });

describe('the log output', () => {
  it('writes every line, in order', async () => {
    const { fd, read } = logFile();
    const output = asyncLogOutput({ fd });
    for (let n = 0; n < 100; n += 1) output.write(`line ${String(n)}\n`);
    await drained(output);
    expect(read()).toEqual(Array.from({ length: 100 }, (_, n) => `line ${String(n)}`));
    closeSync(fd);
  });

  it('drops lines past what may wait, and says how many once it drains', async () => {
    const { fd, read } = logFile();
    const output = asyncLogOutput({ fd, maxWaitingBytes: 200 });
    const line = `${'x'.repeat(39)}\n`;
    for (let n = 0; n < 10; n += 1) output.write(line);
    await drained(output);
    await drained(output);
    const lines = read();
    // The line being written and four waiting make 200 bytes: a sixth would pass what may wait.
    expect(lines.filter((written) => written === line.trim())).toHaveLength(5);
    const notice = JSON.parse(lines.at(-1) ?? '{}') as { level: number; msg: string };
    expect(notice).toMatchObject({ level: 40, msg: expect.stringMatching(/^5 log lines dropped/) as string });
    closeSync(fd);
  });
});
