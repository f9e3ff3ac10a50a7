/**
 * One run of bench/mixed-load's traffic against a mock (or a balancer in front of replicas), and its
 * line of the table: what mixed-load and team-load share.
 */
import autocannon from 'autocannon';

import { dataSet, loopOf, requestsOf, signIn, type Kind, type Mode, type Tally } from './mixed-load-requests';
import { catalogueOf, type Catalogue } from './seeded-data';
import { cpuSeconds } from './server-process';
import { percentile } from './stats';

/** Connections per kind of request, each group running at once. */
export type Groups = readonly { kind: Kind; connections: number }[];

export const GOALS: Record<Kind, number> = { browse: 50, 'sign-in': 250, comment: 50 };

export const TABLE_HEAD = [
  '| data sets | run | req/s | server CPU | load CPU | browse p50/p99 ms | sign-in p50/p99 ms | comment p50/p99 ms | errors |',
  '|---|---|---|---|---|---|---|---|---|',
];

export interface RunFigures {
  kinds: Record<Kind, { p50: number; p99: number; count: number; errors: string }>;
  requestsPerSecond: number;
  cpuPercent: number;
  clientCpuPercent: number;
}

/** Where the load goes, the server processes whose CPU is counted, and the admin key they take. */
export interface Target {
  url: string;
  pids: readonly number[];
  adminKey?: string | undefined;
}

const cpuOf = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

export async function runOnce(
  mock: Target,
  mode: Mode,
  catalogue: Catalogue,
  groups: Groups,
  duration: number,
): Promise<RunFigures> {
  const commentGroup = groups.find((group) => group.kind === 'comment')?.connections ?? 0;
  const tokens = await Promise.all(
    Array.from({ length: commentGroup }, (_, slot) =>
      signIn(mock.url, dataSet(mode, 'comment', slot, mock.adminKey), slot),
    ),
  );
  // Each worker's private data set is made before the run, as a QA kit makes it at the worker's
  // start: the figures are the load's, not the copies'.
  if (mode === 'private') {
    for (const { kind, connections } of groups) {
      for (let slot = 0; slot < connections; slot += 1) {
        await fetch(`${mock.url}/blog`, { headers: dataSet(mode, kind, slot, mock.adminKey) }).then(
          (answer) => answer.arrayBuffer(),
        );
      }
    }
  }
  const tallies = new Map<Kind, Tally>(
    groups.map(({ kind }) => [kind, { latencies: [], errors: new Map() }]),
  );
  const cpuBefore = cpuOf(mock.pids);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const results = await Promise.all(
    groups.map(({ kind, connections }) => {
      const tally = tallies.get(kind) as Tally;
      return autocannon({
        url: mock.url,
        connections,
        duration,
        timeout: 10,
        requests: requestsOf(loopOf(kind, mode, catalogue, tokens, mock.adminKey), tally, { next: 0 }),
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuOfLoad = process.cpuUsage(clientBefore);
  const kinds = Object.fromEntries(
    groups.map(({ kind }, i) => {
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
    cpuPercent: mock.pids.length === 0 ? Number.NaN : ((cpuOf(mock.pids) - cpuBefore) / seconds) * 100,
    clientCpuPercent: ((cpuOfLoad.user + cpuOfLoad.system) / 1e6 / seconds) * 100,
  };
}

const ms = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(1));

const GOALS_LINE = 'goals: browse and comment p99 ≤ 50 ms, sign-in p99 ≤ 250 ms, no error';

/** Prints the run's line of the table (`cells` fill its first two columns); returns what missed a goal, or null. */
export function reportRun(cells: string, figures: RunFigures, groups: Groups): string | null {
  const errors = groups.flatMap(({ kind }) =>
    figures.kinds[kind].errors === '' ? [] : [`${kind}: ${figures.kinds[kind].errors}`],
  );
  const latencies = (['browse', 'sign-in', 'comment'] as const).map((kind) => {
    const figure = (figures.kinds as Partial<RunFigures['kinds']>)[kind];
    return figure === undefined ? '–' : `${ms(figure.p50)} / ${ms(figure.p99)}`;
  });
  const cpu = Number.isNaN(figures.cpuPercent) ? '–' : `${figures.cpuPercent.toFixed(0)} %`;
  console.log(
    `| ${cells} | ${figures.requestsPerSecond.toFixed(0)} | ${cpu} | ${figures.clientCpuPercent.toFixed(0)} % | ${latencies.join(' | ')} | ${errors.length === 0 ? 'none' : errors.join('; ')} |`,
  );
  const missed = groups
    .filter(({ kind }) => !(figures.kinds[kind].p99 <= GOALS[kind]))
    .map(({ kind }) => `${kind} p99 over ${String(GOALS[kind])} ms`);
  return missed.length > 0 || errors.length > 0 ? [...missed, ...errors].join(', ') : null;
}

/**
 * One run on `target`, its seeded catalogue read first, printed as a line of the table (`label` and
 * the run's number): why it missed the goals, or null when it met them.
 */
export async function measureRun(
  target: Target,
  mode: Mode,
  label: string,
  run: number,
  options: { groups: Groups; duration: number },
): Promise<string | null> {
  const figures = await runOnce(
    target,
    mode,
    await catalogueOf(target.url),
    options.groups,
    options.duration,
  );
  const verdict = reportRun(`${label} | ${String(run)}`, figures, options.groups);
  return verdict === null ? null : `${label} run ${String(run)}: ${verdict}`;
}

/** The closing line: the goals, met in every run or not, and why not. */
export function goalsLine(missed: readonly string[]): string {
  return `\n${GOALS_LINE}: ${missed.length === 0 ? 'met in every run' : `NOT MET (${missed.join('; ')})`}`;
}
