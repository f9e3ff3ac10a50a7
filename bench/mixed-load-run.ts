/**
 * One run of bench/mixed-load's traffic against a mock (or a balancer in front of replicas), and its
 * line of the table: what mixed-load and team-load share.
 */
import autocannon from 'autocannon';

import {
  dataSet,
  KINDS,
  loopOf,
  requestsOf,
  signIn,
  type Kind,
  type Mode,
  type Tally,
} from './mixed-load-requests';
import { catalogueOf, type Catalogue } from './seeded-data';
import { cpuSeconds } from './server-process';
import { percentile } from './stats';

/** Connections per kind of request, each group running at once. */
export type Groups = readonly { kind: Kind; connections: number }[];

/**
 * The goals on any host of this kind: throughput and the browse and comment p99s against the limit
 * measured in the same run (absolute figures do not travel between hosts 3× apart in speed);
 * sign-in's p99 in milliseconds, since a password hash is work no bare server does.
 */
export const GOALS = { throughput: 0.5, p99Multiple: 2, signInP99Ms: 250 } as const;

export const TABLE_HEAD = [
  "| data sets | run | server | req/s | req/s of the limit | browse / comment p99 × the limit's | server CPU | load CPU | browse p50/p99 ms | sign-in p50/p99 ms | comment p50/p99 ms | errors |",
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];

export interface RunFigures {
  /** The kinds the run sent (its groups): a `--mix` with no connection of a kind has no figures for it. */
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

/** A server one run measures: the limit (bench/limit-server) or the mock. */
export type Server = 'limit' | 'mock';

/** A server started for one run: where the load goes, and how to stop it. */
export interface StartedTarget {
  target: Target;
  stop: () => Promise<void>;
}

/** How the mock's figures stand against the limit's: throughput as a fraction, p99s as multiples. */
interface AgainstLimit {
  throughput: number;
  p99: Partial<Record<Kind, number>>;
}

function againstLimit(mock: RunFigures, limit: RunFigures, groups: Groups): AgainstLimit {
  return {
    throughput: mock.requestsPerSecond / limit.requestsPerSecond,
    p99: Object.fromEntries(groups.map(({ kind }) => [kind, mock.kinds[kind].p99 / limit.kinds[kind].p99])),
  };
}

/**
 * What the mock missed of the goals, or nothing: its throughput and the ratio kinds' p99 against the
 * limit's in the same run, sign-in's p99 in milliseconds (a hash's cost, which no bare server pays),
 * and errors on either server.
 */
function missedGoals(mock: RunFigures, limit: RunFigures, groups: Groups): string[] {
  const errorsOf = (figures: RunFigures, server: string) =>
    groups.flatMap(({ kind }) =>
      figures.kinds[kind].errors === '' ? [] : [`${server} ${kind}: ${figures.kinds[kind].errors}`],
    );
  const against = againstLimit(mock, limit, groups);
  const missed: string[] = [];
  if (!(against.throughput >= GOALS.throughput))
    missed.push(`req/s ${against.throughput.toFixed(2)} of the limit`);
  for (const { kind } of groups) {
    if (kind === 'sign-in') {
      if (!(mock.kinds[kind].p99 <= GOALS.signInP99Ms))
        missed.push(`sign-in p99 over ${String(GOALS.signInP99Ms)} ms`);
    } else if (!((against.p99[kind] ?? Number.NaN) <= GOALS.p99Multiple)) {
      missed.push(`${kind} p99 ${(against.p99[kind] ?? Number.NaN).toFixed(1)}× the limit's`);
    }
  }
  return [...missed, ...errorsOf(mock, 'mock'), ...errorsOf(limit, 'limit')];
}

/** Prints one server's line of the table (`cells` fill its first three columns). */
function reportRow(cells: string, figures: RunFigures, groups: Groups, against: AgainstLimit | null): void {
  const errors = groups.flatMap(({ kind }) =>
    figures.kinds[kind].errors === '' ? [] : [`${kind}: ${figures.kinds[kind].errors}`],
  );
  const latencies = KINDS.map((kind) => {
    const figure = (figures.kinds as Partial<RunFigures['kinds']>)[kind];
    return figure === undefined ? '–' : `${ms(figure.p50)} / ${ms(figure.p99)}`;
  });
  const multiple = (kind: Kind) => {
    const value = against?.p99[kind];
    return value === undefined ? '–' : `${value.toFixed(1)}×`;
  };
  const cpu = Number.isNaN(figures.cpuPercent) ? '–' : `${figures.cpuPercent.toFixed(0)} %`;
  console.log(
    `| ${cells} | ${figures.requestsPerSecond.toFixed(0)} | ${against === null ? '–' : against.throughput.toFixed(2)} | ${multiple('browse')} / ${multiple('comment')} | ${cpu} | ${figures.clientCpuPercent.toFixed(0)} % | ${latencies.join(' | ')} | ${errors.length === 0 ? 'none' : errors.join('; ')} |`,
  );
}

/**
 * The limit of the mock's own minutes: the limit measured just before the mock's run and just
 * after, taken together (throughput and percentiles averaged, counts and errors added). Hosts of this
 * kind move in speed within minutes (a run's two limits were up to 1.5× apart), and one limit
 * measured before the mock held it to another moment's host.
 */
function limitAround(before: RunFigures, after: RunFigures, groups: Groups): RunFigures {
  const mean = (a: number, b: number) => (a + b) / 2;
  const kinds = Object.fromEntries(
    groups.map(({ kind }) => {
      const [one, two] = [before.kinds[kind], after.kinds[kind]];
      const errors = [one.errors, two.errors].filter((e) => e !== '').join('; ');
      return [
        kind,
        { p50: mean(one.p50, two.p50), p99: mean(one.p99, two.p99), count: one.count + two.count, errors },
      ];
    }),
  ) as RunFigures['kinds'];
  return {
    kinds,
    requestsPerSecond: mean(before.requestsPerSecond, after.requestsPerSecond),
    cpuPercent: mean(before.cpuPercent, after.cpuPercent),
    clientCpuPercent: mean(before.clientCpuPercent, after.clientCpuPercent),
  };
}

/** The order of one run: the limit on both sides of the mock. */
const RUN_ORDER = [
  ['limit', 'limit'],
  ['mock', 'mock'],
  ['limit', 'limit again'],
] as const;

/**
 * One run of `mode`'s traffic on the limit, then on the mock, then on the limit again, each freshly
 * started by `start` and stopped after, all printed as lines of the table (`label` and the run's
 * number); the mock is held to the two limits taken together (`limitAround`). Returns why the mock
 * missed the goals, or null when it met them.
 */
export async function measureRun(
  start: (server: Server) => Promise<StartedTarget>,
  mode: Mode,
  label: string,
  run: number,
  options: { groups: Groups; duration: number },
): Promise<string | null> {
  const figures: RunFigures[] = [];
  for (const [server] of RUN_ORDER) {
    const started = await start(server);
    try {
      const catalogue = await catalogueOf(started.target.url);
      figures.push(await runOnce(started.target, mode, catalogue, options.groups, options.duration));
    } finally {
      await started.stop();
    }
  }
  const [before, mock, after] = figures as [RunFigures, RunFigures, RunFigures];
  const limit = limitAround(before, after, options.groups);
  RUN_ORDER.forEach(([, name], n) => {
    const one = figures[n] as RunFigures;
    reportRow(
      `${label} | ${String(run)} | ${name}`,
      one,
      options.groups,
      one === mock ? againstLimit(mock, limit, options.groups) : null,
    );
  });
  const missed = missedGoals(mock, limit, options.groups);
  return missed.length === 0 ? null : `${label} run ${String(run)}: ${missed.join(', ')}`;
}

const GOALS_LINE = `goals: req/s ≥ ${String(GOALS.throughput)} of the limit, browse and comment p99 ≤ ${String(GOALS.p99Multiple)}× the limit's, sign-in p99 ≤ ${String(GOALS.signInP99Ms)} ms, no error`;

/** The closing line: the goals, met in every run or not, and why not. */
export function goalsLine(missed: readonly string[]): string {
  return `\n${GOALS_LINE}: ${missed.length === 0 ? 'met in every run' : `NOT MET (${missed.join('; ')})`}`;
}
