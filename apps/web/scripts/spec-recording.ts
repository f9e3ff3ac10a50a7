/**
 * The browser suite's recording: the seeded mock in its `spec` profile (a backend that sends only
 * what the product rules document) recorded with `pnpm contract:check --record`, signed in as the
 * seeded learner and with its pictures, as a team records its backend; and Playwright run on it.
 * Used by `pnpm e2e:recording` (scripts/e2e-on-recording.ts) and the suite's own run
 * (scripts/e2e-suite.ts).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { startMockProcess } from '@formation/mock-api/process';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@formation/mock-testing';

import { MOCK_NOW } from '../e2e/ports';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs a command here to its end and gives its exit code; `quiet` keeps its standard output unless
 * it fails (the check's report).
 */
export function run(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
  quiet = false,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: webRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'inherit'],
    });
    let kept = '';
    child.stdout?.on('data', (chunk: Buffer) => (kept += chunk.toString()));
    child.on('error', () => {
      resolve(1);
    });
    child.on('exit', (code) => {
      if (quiet && code !== 0) process.stdout.write(kept);
      resolve(code ?? 1);
    });
  });
}

/** Records the seeded `spec` mock into `folder`; its exit code, said when it failed. */
export async function recordSpecMock(folder: string): Promise<number> {
  const source = await startMockProcess({ profile: 'spec', now: MOCK_NOW });
  let code: number;
  try {
    code = await run(
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
  return code;
}

/** The suite on the recording in `folder`: the `spec` project and the demo with the folder embedded. */
export function playwrightOnRecording(folder: string, args: readonly string[]): Promise<number> {
  return run('pnpm', ['exec', 'playwright', 'test', ...args], {
    E2E_PROFILES: 'spec',
    MOCK_DATA_SET: folder,
  });
}
