import { describe, expect, it } from 'vitest';

import { testEnv } from '../testing/test-app';
import { buildApp, type MockServer } from './fastify-app';
import { boundedLogOutput, type LogOutput, type LogOutputLimits } from './log-output';
import { stalledLogReader, type StalledLogReader } from './stalled-log-reader';

interface Line {
  method?: string;
  url?: string;
  kind?: string;
  status?: number;
  dropped?: Record<string, number>;
  msg?: string;
}

/** Polls until `done()` holds, for at most ten seconds. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 10_000) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function appBehind(
  limits: LogOutputLimits,
): Promise<{ app: MockServer; reader: StalledLogReader; output: LogOutput; lines: () => Line[] }> {
  const reader = stalledLogReader();
  const output = boundedLogOutput(reader.stream, limits);
  const app = await buildApp({ env: testEnv(), logger: true, logStream: output });
  return { app, reader, output, lines: () => reader.lines().map((text) => JSON.parse(text) as Line) };
}

/** An anonymous read padded to the header limit's size, as a flood of the log would send. */
const paddedRead = (n: number) => `/courses/1/related?pad=${String(n)}${'a'.repeat(4000)}`;

describe('the log behind a reader that stopped reading', () => {
  it('keeps admin reads and writes hidden among padded anonymous reads, and counts the reads it dropped', async () => {
    const { app, reader, lines } = await appBehind({ maxWaitingBytes: 8 * 1024 });
    try {
      const reads = 120;
      for (let n = 0; n < reads; n += 1) {
        // Three times, so that neither can slip through in the room one dropped read left.
        if (n === 40 || n === 60 || n === 80) {
          expect((await app.inject({ method: 'GET', url: '/__mock/state' })).statusCode).toBe(200);
          // A refused write is kept as well as an accepted one.
          expect((await app.inject({ method: 'POST', url: '/contact', payload: {} })).statusCode).toBe(400);
        }
        await app.inject({ method: 'GET', url: paddedRead(n) });
      }
      reader.read();
      await until(() => lines().some((line) => line.dropped !== undefined), 'the dropped notice');

      const requests = lines().filter((line) => line.msg === 'request');
      const admin = expect.objectContaining({ method: 'GET', kind: 'admin', status: 200 }) as Line;
      const write = expect.objectContaining({ method: 'POST', kind: 'write', status: 400 }) as Line;
      expect(requests.filter((line) => line.url === '/__mock/state')).toEqual([admin, admin, admin]);
      expect(requests.filter((line) => line.url === '/contact')).toEqual([write, write, write]);
      const readsWritten = requests.filter((line) => line.kind === 'public-read').length;
      const notice = lines().find((line) => line.dropped !== undefined);
      expect(readsWritten).toBeLessThan(reads);
      expect(notice?.dropped).toEqual({ 'public-read': reads - readsWritten });
      expect(notice?.msg).toMatch(/anonymous reads dropped/);
    } finally {
      await app.close();
    }
  });

  it('past what may be kept, holds new requests until the reader reads, and drops none of their lines', async () => {
    const { app, reader, output, lines } = await appBehind({ maxWaitingBytes: 1024, maxKeptBytes: 4 * 1024 });
    try {
      let writes = 0;
      while (output.room() === undefined) {
        if (writes > 200) throw new Error('the log never ran out of room');
        expect((await app.inject({ method: 'POST', url: '/contact', payload: {} })).statusCode).toBe(400);
        writes += 1;
      }
      let answered = false;
      const held = app.inject({ method: 'GET', url: '/health' }).then((res) => {
        answered = true;
        return res.statusCode;
      });
      // Ample for /health to answer when nothing holds it: it answered in a millisecond before.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answered).toBe(false);
      reader.read();
      expect(await held).toBe(200);
      await until(() => lines().some((line) => line.url === '/health'), 'the held request logged');
      expect(lines().filter((line) => line.url === '/contact')).toHaveLength(writes);
      expect(lines().some((line) => line.dropped !== undefined)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
