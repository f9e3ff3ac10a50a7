import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { test } from '../../index.js';

/** Where each test writes what it saw (run-id.test.ts reads it). */
const out = process.env.RUN_ID_OUT ?? '';

interface SeenByTest {
  title: string;
  retry: number;
  pid: number;
  dataSet: string;
}

function record(title: string, retry: number, dataSet: string | undefined): void {
  const seen: SeenByTest = { title, retry, pid: process.pid, dataSet: dataSet ?? '' };
  writeFileSync(join(out, `seen-${title}-${String(retry)}.json`), JSON.stringify(seen));
}

/** Returns once both tests have started: running at the same time, they are in two workers. */
async function bothStarted(title: string): Promise<void> {
  writeFileSync(join(out, `started-${title}`), '');
  const deadline = Date.now() + 20_000;
  while (!['first', 'second'].every((name) => existsSync(join(out, `started-${name}`)))) {
    if (Date.now() > deadline) throw new Error('the other test did not start within 20 s');
    await new Promise((done) => setTimeout(done, 50));
  }
}

for (const title of ['first', 'second']) {
  test(title, async ({ mockTarget }, testInfo) => {
    record(title, testInfo.retry, mockTarget.dataSet);
    await bothStarted(title);
  });
}

test('retried', ({ mockTarget }, testInfo) => {
  record('retried', testInfo.retry, mockTarget.dataSet);
  // Playwright runs the retry of a failed test in a new worker process.
  if (testInfo.retry === 0) throw new Error('fails on its first attempt, on purpose');
});
