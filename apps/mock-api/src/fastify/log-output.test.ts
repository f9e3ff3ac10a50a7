import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { asyncLogOutput, boundedLogOutput } from './log-output';
import { stalledLogReader } from './stalled-log-reader';

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

/** Polls until `done()` holds, for at most ten seconds. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 10_000) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A line of about 100 bytes, of a request of that kind. */
const lineOf = (kind: string, n: number) =>
  `${JSON.stringify({ level: 30, kind, n, url: `/blog?page=${'x'.repeat(40)}`, msg: 'request' })}\n`;

describe('the log output on a file', () => {
  it('writes every line, in order', async () => {
    const { fd, read } = logFile();
    const output = asyncLogOutput({ fd });
    for (let n = 0; n < 100; n += 1) output.write(`line ${String(n)}\n`);
    await until(() => read().length === 100, 'all lines written');
    expect(read()).toEqual(Array.from({ length: 100 }, (_, n) => `line ${String(n)}`));
    closeSync(fd);
  });
});

describe('the log output behind a reader that stopped reading', () => {
  it('drops only anonymous reads past what may wait, keeps the rest in order, and says how many', async () => {
    const reader = stalledLogReader(300);
    const output = boundedLogOutput(reader.stream, { maxWaitingBytes: 500 });
    const sent: string[] = [];
    const send = (kind: string, n: number) => {
      const line = lineOf(kind, n);
      sent.push(line.trim());
      output.write(line);
    };
    for (let n = 0; n < 20; n += 1) send('public-read', n);
    send('admin', 20);
    for (let n = 21; n < 40; n += 1) send('public-read', n);
    send('write', 40);
    send('auth', 41);
    send('signed-in-read', 42);
    for (let n = 43; n < 60; n += 1) send('public-read', n);
    reader.read();
    await until(() => reader.lines().some((line) => line.includes('dropped')), 'the dropped notice');

    const lines = reader.lines();
    const notice = JSON.parse(lines.at(-1) ?? '{}') as { level: number; msg: string; dropped: object };
    const written = lines.slice(0, -1);
    for (const kept of ['admin', 'write', 'auth', 'signed-in-read']) {
      expect(written.filter((line) => line.includes(`"kind":"${kept}"`))).toHaveLength(1);
    }
    // What was written came in the order it was sent, with nothing of its own changed.
    expect(written).toEqual(sent.filter((line) => written.includes(line)));
    const droppedReads = sent.length - written.length;
    expect(droppedReads).toBeGreaterThan(40);
    expect(notice).toMatchObject({
      level: 40,
      dropped: { 'public-read': droppedReads },
      msg: expect.stringMatching(
        new RegExp(`^${String(droppedReads)} log lines of anonymous reads dropped`),
      ) as string,
    });
  });

  it('past what may be kept, makes new requests wait until the reader has read', async () => {
    const reader = stalledLogReader(300);
    const output = boundedLogOutput(reader.stream, { maxWaitingBytes: 200, maxKeptBytes: 1000 });
    let n = 0;
    while (output.room() === undefined) {
      output.write(lineOf('write', n));
      n += 1;
      if (n > 100) throw new Error('the output never ran out of room');
    }
    let roomMade = false;
    const room = output.room()?.then(() => (roomMade = true));
    // Waiting lines are never dropped, even past the bound: only requests wait.
    output.write(lineOf('admin', n));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(roomMade).toBe(false);
    reader.read();
    await room;
    expect(output.room()).toBeUndefined();
    await until(() => reader.lines().length === n + 1, 'every line read');
    expect(reader.lines().at(-1)).toContain('"kind":"admin"');
  });

  it('hands every waiting line to the reader at once when the process exits', () => {
    const reader = stalledLogReader(300);
    const output = boundedLogOutput(reader.stream, { maxWaitingBytes: 200 });
    for (let n = 0; n < 10; n += 1) output.write(lineOf('public-read', n));
    for (let n = 10; n < 20; n += 1) output.write(lineOf('write', n));
    output.handOver();
    reader.read();
    const lines = reader.lines();
    expect(lines.filter((line) => line.includes('"kind":"write"'))).toHaveLength(10);
    expect(lines.at(-1)).toMatch(/"dropped":\{"public-read":\d+\}/);
  });
});
