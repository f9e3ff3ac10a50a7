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
import autocannon from 'autocannon';

import { machineLines } from './machine';
import { dataSet, loopOf, requestsOf, signIn, type Kind, type Mode, type Tally } from './mixed-load-requests';
import { startMock, type RunningMock } from './mock-process';
import { catalogueOf, type Catalogue } from './seeded-data';
import { cpuSeconds } from './server-process';
import { percentile } from './stats';

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
const GOALS: Record<Kind, number> = { browse: 50, 'sign-in': 250, comment: 50 };

interface RunFigures {
  kinds: Record<Kind, { p50: number; p99: number; count: number; errors: string }>;
  requestsPerSecond: number;
  cpuPercent: number;
  clientCpuPercent: number;
}

type Target = Pick<RunningMock, 'url'> & { pid: number | null };

async function runOnce(mock: Target, mode: Mode, catalogue: Catalogue): Promise<RunFigures> {
  const commentGroup = GROUPS.find((group) => group.kind === 'comment')?.connections ?? 0;
  const tokens = await Promise.all(
    Array.from({ length: commentGroup }, (_, slot) => signIn(mock.url, dataSet(mode, 'comment', slot), slot)),
  );
  // Each worker's private data set is made before the run, as a QA kit makes it at the worker's
  // start: the figures are the load's, not the copies'.
  if (mode === 'private') {
    for (const { kind, connections } of GROUPS) {
      for (let slot = 0; slot < connections; slot += 1) {
        await fetch(`${mock.url}/blog`, { headers: dataSet(mode, kind, slot) }).then((answer) =>
          answer.arrayBuffer(),
        );
      }
    }
  }
  const tallies = new Map<Kind, Tally>(
    GROUPS.map(({ kind }) => [kind, { latencies: [], errors: new Map() }]),
  );
  const cpuBefore = mock.pid === null ? Number.NaN : cpuSeconds(mock.pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const results = await Promise.all(
    GROUPS.map(({ kind, connections }) => {
      const tally = tallies.get(kind) as Tally;
      return autocannon({
        url: mock.url,
        connections,
        duration: DURATION,
        timeout: 10,
        requests: requestsOf(loopOf(kind, mode, catalogue, tokens), tally, { next: 0 }),
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuOfLoad = process.cpuUsage(clientBefore);
  const kinds = Object.fromEntries(
    GROUPS.map(({ kind }, i) => {
      const tally = tallies.get(kind) as Tally;
      const sorted = tally.latencies.toSorted((a, b) => a - b);
      const socket = (results[i]?.errors ?? 0) + (results[i]?.timeouts ?? 0);
      const errors = [...tally.errors].map(([status, n]) => `${String(n)}×${status}`);
      if (socket > 0) errors.push(`${String(socket)} socket errors or timeouts`);
      return [
        kind,
        {
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          count: sorted.length,
          errors: errors.join(' '),
        },
      ];
    }),
  ) as RunFigures['kinds'];
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    kinds,
    requestsPerSecond: total / seconds,
    cpuPercent: mock.pid === null ? Number.NaN : ((cpuSeconds(mock.pid) - cpuBefore) / seconds) * 100,
    clientCpuPercent: ((cpuOfLoad.user + cpuOfLoad.system) / 1e6 / seconds) * 100,
  };
}

const ms = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(1));

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
  console.log(
    '| data sets | run | req/s | server CPU | load CPU | browse p50/p99 ms | sign-in p50/p99 ms | comment p50/p99 ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const verdicts: string[] = [];
  for (const mode of MODES.filter(isMode)) {
    for (let run = 1; run <= RUNS; run += 1) {
      const running =
        options.url === undefined
          ? await startMock(ROOT, { profile: 'full', now: MOCK_NOW, env: MOCK_ENV })
          : null;
      const mock: Target = running ?? { url: options.url ?? '', pid: null };
      try {
        const figures = await runOnce(mock, mode, await catalogueOf(mock.url));
        const errors = GROUPS.flatMap(({ kind }) =>
          figures.kinds[kind].errors === '' ? [] : [`${kind}: ${figures.kinds[kind].errors}`],
        );
        const cells = (['browse', 'sign-in', 'comment'] as const).map((kind) => {
          const figure = (figures.kinds as Partial<RunFigures['kinds']>)[kind];
          return figure === undefined ? '–' : `${ms(figure.p50)} / ${ms(figure.p99)}`;
        });
        console.log(
          `| ${mode} | ${String(run)} | ${figures.requestsPerSecond.toFixed(0)} | ${Number.isNaN(figures.cpuPercent) ? '–' : `${figures.cpuPercent.toFixed(0)} %`} | ${figures.clientCpuPercent.toFixed(0)} % | ${cells.join(' | ')} | ${errors.length === 0 ? 'none' : errors.join('; ')} |`,
        );
        const missed = GROUPS.filter(({ kind }) => !(figures.kinds[kind].p99 <= GOALS[kind])).map(
          ({ kind }) => kind,
        );
        if (missed.length > 0 || errors.length > 0)
          verdicts.push(
            `${mode} run ${String(run)}: ${[...missed.map((kind) => `${kind} p99 over ${String(GOALS[kind])} ms`), ...errors].join(', ')}`,
          );
      } finally {
        await running?.close();
      }
    }
  }
  console.log(
    `\ngoals: browse and comment p99 ≤ 50 ms, sign-in p99 ≤ 250 ms, no error: ${verdicts.length === 0 ? 'met in every run' : `NOT MET (${verdicts.join('; ')})`}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
