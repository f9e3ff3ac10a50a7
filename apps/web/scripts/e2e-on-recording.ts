/**
 * The browser suite on a recording, as a team runs it on a recording of its backend: the seeded mock
 * in its `spec` profile (a backend that sends only what the product rules document) is recorded with
 * `pnpm contract:check --record`, signed in as the seeded learner and with its pictures, and the
 * suite then runs with MOCK_DATA_SET on that folder: the `spec` project, where every test runs, and
 * the demo, which embeds the folder (its journeys that write run here only: DEMO_WRITES). The `full`
 * project is left out: its tests are those of our fields, which a recording of a `spec` backend
 * cannot hold.
 *
 * This is where the suite's `spec` tests run (`pnpm e2e` runs only `full` and the demo on the seeded
 * mock before it): the recording is made from the seeded `spec` mock and served by the same mock, so
 * a pass on the seeded `spec` mock too would add only the seed's way into the tables, which the
 * mock's own tests hold.
 *
 * Usage: pnpm e2e:recording [playwright options]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startMockProcess } from '@formation/mock-api/process';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@formation/mock-testing';

import { MOCK_NOW } from '../e2e/ports';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'e2e-recording-'));

/** Runs a command here; `quiet` keeps its standard output unless it fails (the check's report). */
function run(command: string, args: readonly string[], env: Record<string, string>, quiet = false): number {
  const done = spawnSync(command, args, {
    cwd: webRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
  });
  if (quiet && done.status !== 0) process.stdout.write(done.stdout);
  return done.status ?? 1;
}

/** The recording's exit code, then the suite's. */
let code: number;
try {
  const source = await startMockProcess({ profile: 'spec', now: MOCK_NOW });
  try {
    code = run(
      'pnpm',
      [
        '--silent',
        '-w',
        'contract:check',
        '--base-url',
        source.url,
        '--record',
        folder,
        '--with-images',
        // The source's clock is frozen on purpose (MOCK_NOW), days from this machine's: keep its time.
        '--server-clock',
        '--email',
        SEEDED_ACCOUNTS.learner,
      ],
      { CONTRACT_CHECK_PASSWORD: SEEDED_PASSWORD },
      true,
    );
  } finally {
    await source.stop();
  }
  if (code !== 0) console.error(`e2e on a recording: the recording failed (exit ${String(code)})`);
  else {
    code = run('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)], {
      E2E_PROFILES: 'spec',
      MOCK_DATA_SET: folder,
    });
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exitCode = code;
