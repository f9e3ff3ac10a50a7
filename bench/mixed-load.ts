/**
 * bench/mixed-load: the mock API under a QA suite's parallel load, as a new user would start it for a
 * load test (`AUTH_RATE_LIMIT=1000000`, the default log level). 50 connections at once for the
 * duration: 40 browse (the catalogue, a course, its comments, the blog, an article), 5 sign in, 5
 * post a comment and delete it. Run twice: every connection on the shared data set, then every
 * connection on its own private data set (`x-mock-session`, made before the run), as a suite whose
 * workers each have one.
 * Prints p50/p99 per kind against the goals (browse and comment p99 ≤ 50 ms, sign-in ≤ 250 ms, no
 * error), the server's CPU, and the machine. Not a test.
 *
 *   pnpm -C bench mixed-load [-- --duration 10 --runs 2 --modes shared,private]
 *   pnpm -C bench mixed-load -- --url http://127.0.0.1:3001   (a mock already running: a profile of it, say)
 *   pnpm -C bench mixed-load -- --mix 40,0,5   (connections browsing, signing in, commenting)
 *   pnpm -C bench mixed-load -- --env ARGON2ID_MEMORY_KIB=4096,ARGON2ID_PASSES=1   (the mock's settings)
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { machineLines } from './machine';
import type { Kind, Mode } from './mixed-load-requests';
import { GOALS_LINE, reportRun, runOnce, TABLE_HEAD, type Target } from './mixed-load-run';
import { startMock } from './mock-process';
import { catalogueOf } from './seeded-data';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MOCK_NOW = '2026-11-22T00:00:00.000Z';
const argv = process.argv.slice(2);
const { values: options } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: {
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '2' },
    modes: { type: 'string', default: 'shared,private' },
    url: { type: 'string' },
    mix: { type: 'string', default: '40,5,5' },
    env: { type: 'string', default: '' },
  },
});
const DURATION = Number(options.duration);
const RUNS = Number(options.runs);
const MODES = options.modes.split(',');
if (![DURATION, RUNS].every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error('--duration and --runs take positive whole numbers');
}
const isMode = (mode: string): mode is Mode => mode === 'shared' || mode === 'private';
if (!MODES.every(isMode)) throw new Error('--modes takes shared, private or both');

const MIX = options.mix.split(',').map(Number);
if (MIX.length !== 3 || !MIX.every((n) => Number.isInteger(n) && n >= 0)) {
  throw new Error('--mix takes three whole numbers: browse, sign-in and comment connections');
}
const GROUPS: readonly { kind: Kind; connections: number }[] = (['browse', 'sign-in', 'comment'] as const)
  .map((kind, i) => ({ kind, connections: MIX[i] ?? 0 }))
  .filter((group) => group.connections > 0);
/** Settings given to the mock beyond the bench's own. */
const MOCK_ENV = Object.fromEntries(
  options.env
    .split(',')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--env takes NAME=value pairs, not ${pair}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
);
async function main(): Promise<void> {
  console.log(
    `mixed-load: ${GROUPS.map(({ kind, connections }) => `${String(connections)} ${kind}`).join(', ')} connections at once`,
  );
  for (const line of machineLines(['apps/mock-api'])) console.log(line);
  console.log(
    `${String(DURATION)} s per run, ${String(RUNS)} runs per mode, each on a fresh seeded mock (AUTH_RATE_LIMIT=1000000, LOG_LEVEL=info${Object.entries(
      MOCK_ENV,
    )
      .map(([name, value]) => `, ${name}=${value}`)
      .join('')})\n`,
  );
  for (const line of TABLE_HEAD) console.log(line);
  const verdicts: string[] = [];
  for (const mode of MODES.filter(isMode)) {
    for (let run = 1; run <= RUNS; run += 1) {
      const running =
        options.url === undefined
          ? await startMock(ROOT, { profile: 'full', now: MOCK_NOW, env: MOCK_ENV })
          : null;
      const mock: Target =
        running === null ? { url: options.url ?? '', pids: [] } : { url: running.url, pids: [running.pid] };
      try {
        const figures = await runOnce(mock, mode, await catalogueOf(mock.url), GROUPS, DURATION);
        const verdict = reportRun(`${mode} | ${String(run)}`, figures, GROUPS);
        if (verdict !== null) verdicts.push(`${mode} run ${String(run)}: ${verdict}`);
      } finally {
        await running?.close();
      }
    }
  }
  console.log(
    `\n${GOALS_LINE}: ${verdicts.length === 0 ? 'met in every run' : `NOT MET (${verdicts.join('; ')})`}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
