/**
 * The browser suite's own run (`pnpm e2e`), in two passes:
 *
 * 1. on the seeded mock, the tests of our fields on its `full` profile and the demo on the seed (its
 *    journeys that write aside, DEMO_WRITES);
 * 2. every test on a recording of the seeded `spec` mock (scripts/e2e-on-recording.ts says why).
 *
 * The recording is made during the first pass: it waits on the mock and on the check's calls more
 * than it works, and made between the passes it held up the second by a quarter of a minute with
 * half the machine idle.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { playwrightOnRecording, recordSpecMock, run } from './spec-recording';

const folder = mkdtempSync(join(tmpdir(), 'e2e-recording-'));
try {
  const recording = recordSpecMock(folder);
  const first = await run('pnpm', ['exec', 'playwright', 'test', '--grep-invert', '@demo-writes'], {
    E2E_PROFILES: 'full',
  });
  const recorded = await recording;
  process.exitCode =
    first !== 0 ? first : recorded !== 0 ? recorded : await playwrightOnRecording(folder, []);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
