/**
 * bench/soak: the mock API under a realistic mix at rising concurrency, on loopback. Prints per stage
 * requests/s, p50 and p99 (overall and per kind of request), the errors, and the server's RSS over time
 * with its growth per minute after the warm-up. Not a test.
 *
 * The mix, per connection, in a loop of 20 requests: browse 70 % (course list, a course by slug, its
 * comments, related courses, blog list and article, search index), sign-in 10 %, comment 10 % (create,
 * then delete one's own), enrollment and favorites 10 % (enroll, 409 once enrolled or full; favorite
 * added, then removed). Each connection is one learner of the seed (two accounts, alternately).
 *
 *   pnpm --filter @formation/bench soak [-- --duration 20 --warmup 10 --stages 10,25,50]
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

import { killAllGroups, startMockProcess } from '@formation/mock-api/process';

import { machineLines } from './machine';
import { catalogueOf } from './seeded-data';
import { cpuSeconds, floors, rssMb, slopePerMinute, type Sample } from './server-process';
import { KINDS, newStats, sequence, steps } from './soak-steps';
import { percentile } from './stats';

const MOCK_NOW = '2026-11-22T00:00:00.000Z';
const TODAY = MOCK_NOW.slice(0, 10);

function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const DURATION = Number(flag('duration', '20'));
const WARMUP = Number(flag('warmup', '10'));
const STAGES = flag('stages', '10,25,50').split(',').map(Number);
if (![DURATION, WARMUP, ...STAGES].every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error('--duration, --warmup and --stages take positive integers (seconds, connections)');
}

/** Targets the figures are printed against. */
const TARGET_P99_MS = 50;
const TARGET_P99_CONNECTIONS = 50;
const TARGET_GROWTH_MB_PER_MIN = 1;

const fmt = (n: number, digits = 0) => (Number.isNaN(n) ? '–' : n.toFixed(digits));
const pad = (text: string, width: number) => text.padStart(width);

async function main(): Promise<void> {
  // Never leave the server behind, whatever ends this process.
  process.once('exit', killAllGroups);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAllGroups();
      process.exit(130);
    });
  }
  const server = await startMockProcess({
    data: 'temporary',
    now: MOCK_NOW,
    env: { MOCK_ADMIN: 'false', AUTH_RATE_LIMIT: '1000000' },
  });
  const base = server.url;
  const samples: Sample[] = [];
  let stageName = 'start';
  const sampler = setInterval(() => {
    const mb = rssMb(server.pid);
    if (mb !== null) samples.push({ t: performance.now(), mb, stage: stageName });
  }, 1000);
  try {
    const { courses, articles } = await catalogueOf(base);
    const open = courses.filter(
      (c) => c.nextSession !== null && c.nextSession > TODAY && c.enrolledCount < c.maxParticipants,
    );
    const loop = steps(courses, open, articles);

    console.log(
      `soak: mock API on ${base} (file database, MOCK_ADMIN=false), ${courses.length} courses (${open.length} open), ` +
        `${articles.length} articles; loop of ${loop.length} requests per connection: ` +
        'browse 70 %, sign-in 10 %, comment 10 %, enrollment and favorites 10 %',
    );
    console.log(
      `stages: warm-up ${WARMUP} s at ${STAGES[0]} connections, then ${STAGES.join(', ')} connections, ${DURATION} s each`,
    );
    console.log(
      `${machineLines(['apps/mock-api']).join('\n')}\n` +
        `server RSS at start: ${fmt(rssMb(server.pid) ?? Number.NaN, 1)} MB; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} (the client shares them)\n`,
    );

    const header = [
      'stage'.padEnd(16),
      pad('conns', 5),
      pad('req/s', 7),
      pad('p50 ms', 7),
      pad('p99 ms', 7),
      pad('errors', 7),
      pad('409s', 6),
      pad('CPU %', 6),
      pad('RSS MB min–max', 15),
    ].join(' ');
    console.log(header);

    const plan = [
      { name: 'warm-up', connections: STAGES[0] ?? 10, duration: WARMUP },
      ...STAGES.map((c) => ({ name: `${c} connections`, connections: c, duration: DURATION })),
    ];
    const kindLines: string[] = [];
    let errorsTotal = 0;
    let p99AtTarget = Number.NaN;
    for (const stage of plan) {
      const stats = newStats();
      stageName = stage.name;
      const first = samples.length;
      const cpuBefore = cpuSeconds(server.pid);
      const startedAt = performance.now();
      const result = await autocannon({
        url: base,
        connections: stage.connections,
        duration: stage.duration,
        timeout: 10,
        requests: sequence(loop, stats),
      });
      const cpu = ((cpuSeconds(server.pid) - cpuBefore) / ((performance.now() - startedAt) / 1000)) * 100;
      const during = samples.slice(first);
      const unexpected = [...stats.unexpected.values()].reduce((s, n) => s + n, 0);
      const errors = unexpected + result.errors + result.timeouts;
      if (stage.name !== 'warm-up') errorsTotal += errors;
      if (stage.connections === TARGET_P99_CONNECTIONS && stage.name !== 'warm-up')
        p99AtTarget = result.latency.p99;
      const rss =
        during.length === 0
          ? '–'
          : `${fmt(Math.min(...during.map((s) => s.mb)))}–${fmt(Math.max(...during.map((s) => s.mb)))}`;
      console.log(
        [
          stage.name.padEnd(16),
          pad(String(stage.connections), 5),
          pad(fmt(result.requests.average), 7),
          pad(String(result.latency.p50), 7),
          pad(String(result.latency.p99), 7),
          pad(String(errors), 7),
          pad(String(stats.expected409), 6),
          pad(fmt(cpu), 6),
          pad(rss, 15),
        ].join(' '),
      );
      const detail = [...stats.unexpected.entries()].map(([k, n]) => `${k}: ${n}`);
      if (result.errors + result.timeouts > 0)
        detail.push(`socket errors: ${result.errors}, timeouts: ${result.timeouts}`);
      if (detail.length > 0) console.log(`${''.padEnd(16)}   errors: ${detail.join(', ')}`);
      kindLines.push(
        `${stage.name.padEnd(16)} ` +
          KINDS.map((k) => {
            const sorted = [...stats.latencies[k]].sort((a, b) => a - b);
            return `${k} ${fmt(percentile(sorted, 50), 1)}/${fmt(percentile(sorted, 99), 1)} (${sorted.length})`;
          }).join('   '),
      );
    }

    console.log('\nper kind, p50/p99 ms (requests):');
    for (const line of kindLines) console.log(line);

    console.log('\nserver RSS over time (MB, one sample a second):');
    for (const stage of plan) {
      const values = samples.filter((s) => s.stage === stage.name).map((s) => fmt(s.mb));
      console.log(`${stage.name.padEnd(16)} ${values.join(' ')}`);
    }
    const afterWarmUp = samples.filter((s) => s.stage !== 'warm-up' && s.stage !== 'start');
    const floorsAfter = floors(afterWarmUp);
    const growth = slopePerMinute(floorsAfter);
    console.log(
      `5-second floors after warm-up: ${floorsAfter.map((s) => fmt(s.mb)).join(' ')} MB\n` +
        `growth after warm-up: ${fmt(growth, 1)} MB/min (slope of the floors over ${afterWarmUp.length} s; ` +
        `raw samples ${fmt(slopePerMinute(afterWarmUp), 1)} MB/min)` +
        (afterWarmUp.length < 120 ? ' — indicative only under 2 minutes: try --duration 60 or more' : ''),
    );

    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    console.log('\ntargets:');
    console.log(`  no errors after warm-up: ${verdict(errorsTotal === 0)} (${errorsTotal})`);
    console.log(
      `  no memory growth after warm-up (floor slope ≤ ${TARGET_GROWTH_MB_PER_MIN} MB/min): ` +
        `${verdict(growth <= TARGET_GROWTH_MB_PER_MIN)} (${fmt(growth, 1)} MB/min)`,
    );
    console.log(
      `  p99 < ${TARGET_P99_MS} ms at ${TARGET_P99_CONNECTIONS} connections: ` +
        (Number.isNaN(p99AtTarget)
          ? `not measured (no ${TARGET_P99_CONNECTIONS}-connection stage)`
          : `${verdict(p99AtTarget < TARGET_P99_MS)} (${p99AtTarget} ms)`),
    );
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
