/**
 * bench/team-load: bench/mixed-load's QA traffic (40 browse, 5 sign-in, 5 comment connections) through
 * the team mock's nginx (apps/mock-api/nginx/team.conf, as shipped) in front of one replica, then two,
 * each a mock process of its own. In `private` mode every connection has its own data set, as a
 * suite's workers: they spread over the replicas. In `shared` mode every call goes to the replica
 * that holds the shared data set, whatever their number. Server CPU counts the replicas and nginx.
 * Prints the figures and the machine. Not a test; needs Debian's nginx (scripts/install-test-tools.sh).
 *
 *   pnpm -C bench team-load [-- --duration 10 --runs 2 --replicas 1,2 --modes private,shared]
 *   (and mixed-load's --mix and --env)
 */
import { startBalancer } from '@formation/mock-api/process';

import { groupsLine, loadOptions, settingsLine } from './load-options';
import { machineLines } from './machine';
import { goalsLine, measureRun, TABLE_HEAD } from './mixed-load-run';
import { startMock, type RunningMock } from './mock-process';

const MOCK_NOW = '2026-11-22T00:00:00.000Z';
const ADMIN_KEY = 'bench-team-admin-key-0123456789';
const options = loadOptions({ modes: 'private,shared' }, { replicas: true });

/** `count` fresh seeded replicas, one token secret and admin key for all, as the compose profile runs them. */
async function replicas(count: number): Promise<RunningMock[]> {
  const env = {
    ...options.env,
    MOCK_ADMIN_TOKEN: ADMIN_KEY,
    AUTH_SECRET: 'bench-team-token-secret-0123456789',
  };
  return Promise.all(
    Array.from({ length: count }, (_, n) =>
      startMock({
        profile: 'full',
        now: MOCK_NOW,
        env: { ...env, MOCK_REPLICA_ID: `mock-${String(n + 1)}` },
      }),
    ),
  );
}

async function main(): Promise<void> {
  console.log(`team-load: ${groupsLine(options.groups)} connections at once, through nginx (team.conf)`);
  for (const line of machineLines(['apps/mock-api'])) console.log(line);
  console.log(
    `${String(options.duration)} s per run, ${String(options.runs)} runs each, fresh seeded replicas (AUTH_RATE_LIMIT=1000000, LOG_LEVEL=info${settingsLine(options.env)})\n`,
  );
  for (const line of TABLE_HEAD) console.log(line.replace('| data sets |', '| data sets, replicas |'));
  const verdicts: string[] = [];
  for (const mode of options.modes) {
    for (const count of options.replicas) {
      for (let run = 1; run <= options.runs; run += 1) {
        const started = await replicas(count);
        let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined;
        try {
          balancer = await startBalancer(started.map((mock) => ({ port: Number(new URL(mock.url).port) })));
          const target = {
            url: balancer.url,
            pids: [...started.map((mock) => mock.pid), balancer.pid],
            adminKey: ADMIN_KEY,
          };
          const verdict = await measureRun(target, mode, `${mode}, ${String(count)}`, run, options);
          if (verdict !== null) verdicts.push(verdict);
        } finally {
          await balancer?.stop();
          await Promise.all(started.map((mock) => mock.stop()));
        }
      }
    }
  }
  console.log(goalsLine(verdicts));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
