import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dataSetIdFor } from './mock-headers.js';
import { currentMockRunId, RUN_ID_ENV } from './run-id.js';
import { startMockProcess, type MockProcess } from './testing/mock-process.js';

/** A Playwright test id: two 20-character hashes (file, then title and project). */
const TEST_ID = '3f2a1b4c5d6e7f809a1b-0123456789abcdef0123';
const MOCK_ID_PATTERN = /^[\w.:-]{1,80}$/;

/** A run id as made in a fresh process: its own environment, what it printed. */
function freshRun(env: NodeJS.ProcessEnv = {}): { runId: string; env: NodeJS.ProcessEnv; printed: string[] } {
  const printed: string[] = [];
  const runId = currentMockRunId(env, (line) => printed.push(line));
  return { runId, env, printed };
}

describe('the run id', () => {
  it('is made once per run, kept in MOCK_RUN_ID for the processes started after, and printed once', () => {
    const run = freshRun();
    expect(run.runId).toMatch(/^[0-9a-f]{16}$/);
    expect(run.env[RUN_ID_ENV]).toBe(run.runId);
    expect(run.printed).toEqual([
      `QA kit: this run's data sets on the mock are qa-${run.runId}-<test id>-<retry>; MOCK_RUN_ID=${run.runId} gives the same ids again.`,
    ]);
    // A worker starts with a copy of that environment.
    const worker = freshRun({ ...run.env });
    expect(worker.runId).toBe(run.runId);
    expect(worker.printed).toEqual([]);
  });

  it('differs between two runs, so the same test gets two data sets', () => {
    const [one, two] = [freshRun(), freshRun()];
    expect(one.runId).not.toBe(two.runId);
    expect(dataSetIdFor(TEST_ID, 0, one.runId)).not.toBe(dataSetIdFor(TEST_ID, 0, two.runId));
  });

  it('is the one given in MOCK_RUN_ID, which reproduces a run’s ids', () => {
    const earlier = freshRun();
    const again = freshRun({ [RUN_ID_ENV]: earlier.runId });
    expect(again.runId).toBe(earlier.runId);
    expect(dataSetIdFor(TEST_ID, 1, again.runId)).toBe(dataSetIdFor(TEST_ID, 1, earlier.runId));
    expect(freshRun({ [RUN_ID_ENV]: 'nightly-42' }).runId).toBe('nightly-42');
  });

  it('is refused when it cannot be part of a data set id', () => {
    for (const runId of ['with space', 'é', 'x'.repeat(21)]) {
      expect(() => freshRun({ [RUN_ID_ENV]: runId })).toThrow(
        /^The QA kit's run id \(MOCK_RUN_ID or the mockRunId option\) must be 1 to 20 letters/,
      );
      expect(() => dataSetIdFor(TEST_ID, 0, runId)).toThrow(/must be 1 to 20 letters/);
    }
  });
});

/** What a test of testing/run-id/data-set-ids.spec.ts saw. */
interface SeenByTest {
  title: string;
  retry: number;
  pid: number;
  dataSet: string;
}

interface PlaywrightRun {
  seen: SeenByTest[];
  output: string;
}

const packageDir = resolve(import.meta.dirname, '..');
const exec = promisify(execFile);

/**
 * Runs Playwright on testing/run-id/ as a QA team runs it: the runner loads the kit, then starts two
 * workers, and a third for the retry.
 */
async function playwrightRun(mockUrl: string, env: Record<string, string> = {}): Promise<PlaywrightRun> {
  const out = mkdtempSync(join(tmpdir(), 'mock-testing-run-id-'));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== RUN_ID_ENV && name !== 'CI'),
  );
  try {
    const { stdout, stderr } = await exec(
      'pnpm',
      ['exec', 'playwright', 'test', '-c', 'src/testing/run-id/playwright.config.ts'],
      {
        cwd: packageDir,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...inherited, MOCK_API_URL: mockUrl, RUN_ID_OUT: out, ...env },
      },
    ).catch((error: unknown) => {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`playwright test failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
    });
    const seen = readdirSync(out)
      .filter((name) => name.startsWith('seen-'))
      .map((name) => JSON.parse(readFileSync(join(out, name), 'utf8')) as SeenByTest);
    return { seen, output: `${stdout}\n${stderr}` };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The run id part of a data set id made by dataSetIdFor. */
const runIdOf = (dataSet: string) => /^qa-([\w.:-]+?)-[0-9a-f]{20}-[0-9a-f]{20}-\d+$/.exec(dataSet)?.[1];
const idsOf = (run: PlaywrightRun) =>
  run.seen.map((seen) => `${seen.title}/${String(seen.retry)}: ${seen.dataSet}`).sort();

describe('a Playwright run with the kit', () => {
  let mock: MockProcess;
  let first: Promise<PlaywrightRun>;
  beforeAll(async () => {
    mock = await startMockProcess();
    first = playwrightRun(mock.url);
  }, 60_000);
  afterAll(async () => {
    await first.catch(() => undefined);
    await mock.stop();
  });

  it('gives every worker, and a retry in a new worker, the data set ids of one run id, printed once', async () => {
    const { seen, output } = await first;
    expect(seen.map((test) => `${test.title}/${String(test.retry)}`).sort()).toEqual([
      'first/0',
      'retried/0',
      'retried/1',
      'second/0',
    ]);
    const byTitle = (title: string, retry = 0) =>
      seen.find((test) => test.title === title && test.retry === retry);
    // Running at the same time, `first` and `second` ran in two processes; the retry in another one.
    expect(byTitle('first')?.pid).not.toBe(byTitle('second')?.pid);
    expect(byTitle('retried', 1)?.pid).not.toBe(byTitle('retried', 0)?.pid);
    expect(new Set(seen.map((test) => test.pid)).size).toBeGreaterThanOrEqual(3);

    const runIds = new Set(seen.map((test) => runIdOf(test.dataSet)));
    expect(runIds.size).toBe(1);
    const [runId] = [...runIds];
    expect(runId).toMatch(/^[0-9a-f]{16}$/);
    expect(byTitle('retried', 1)?.dataSet).toBe(byTitle('retried', 0)?.dataSet.replace(/-0$/, '-1'));
    for (const test of seen) expect(test.dataSet).toMatch(MOCK_ID_PATTERN);
    // Made and printed by the runner, read by the workers.
    expect(output.split(`MOCK_RUN_ID=${String(runId)} gives the same ids again`)).toHaveLength(2);
  }, 120_000);

  it('gives the same tests other data set ids in another run', async () => {
    const [one, two] = [await first, await playwrightRun(mock.url)];
    const runOf = (run: PlaywrightRun) => runIdOf(run.seen[0]?.dataSet ?? '');
    expect(runOf(one)).not.toBe(runOf(two));
    const dataSets = (run: PlaywrightRun) => new Set(run.seen.map((test) => test.dataSet));
    expect([...dataSets(one)].filter((id) => dataSets(two).has(id))).toEqual([]);
  }, 120_000);

  it('with MOCK_RUN_ID, runs again on the data set ids of an earlier run', async () => {
    const earlier = await first;
    const runId = runIdOf(earlier.seen[0]?.dataSet ?? '') ?? '';
    const again = await playwrightRun(mock.url, { [RUN_ID_ENV]: runId });
    expect(idsOf(again)).toEqual(idsOf(earlier));
    expect(again.output).not.toContain('QA kit: this run');
  }, 120_000);
});
