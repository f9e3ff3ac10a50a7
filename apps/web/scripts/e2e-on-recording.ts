/**
 * The browser suite on a recording, as a team runs it on a recording of its backend: the seeded mock
 * in its `spec` profile (a backend that sends only what the product rules document) is recorded with
 * `pnpm contract:check --record`, signed in as the seeded learner and with its pictures, and the
 * suite then runs with MOCK_DATA_SET on that folder: the `spec` project, where every test runs, and
 * the demo, which embeds the folder (its journeys that write run here only: DEMO_WRITES). The `full`
 * project is left out: its tests are those of our fields, which a recording of a `spec` backend
 * cannot hold.
 *
 * This is where the suite's `spec` tests run (`pnpm e2e`, scripts/e2e-suite.ts, runs only `full` and
 * the demo on the seeded mock while it records, then this pass): the recording is made from the
 * seeded `spec` mock and served by the same mock, so a pass on the seeded `spec` mock too would add
 * only the seed's way into the tables, which the mock's own tests hold.
 *
 * Usage: pnpm e2e:recording [playwright options]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { playwrightOnRecording, recordSpecMock } from './spec-recording';

const folder = mkdtempSync(join(tmpdir(), 'e2e-recording-'));
try {
  const recorded = await recordSpecMock(folder);
  process.exitCode = recorded === 0 ? await playwrightOnRecording(folder, process.argv.slice(2)) : recorded;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
