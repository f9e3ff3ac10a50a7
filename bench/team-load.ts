/**
 * bench/team-load: bench/mixed-load's QA traffic (40 browse, 5 sign-in, 5 comment connections) through
 * the team mock's nginx (apps/mock-api/nginx/team.conf, as shipped) in front of one replica, then two,
 * each a mock process of its own. In `private` mode every connection has its own data set, as a
 * suite's workers: they spread over the replicas. In `shared` mode every call goes to the replica
 * that holds the shared data set, whatever their number. Each run first sends the same traffic
 * through the same nginx to as many bare limit servers (bench/limit-server, the mock's recorded
 * answers), before the replicas and again after: the limit the replicas are measured against. Server
 * CPU counts the servers and nginx.
 * Prints the figures, the host's CPU index, the machine and the goals (bench/mixed-load-run). Not a
 * test; needs Debian's nginx (scripts/install-test-tools.sh).
 *
 *   pnpm -C bench team-load [-- --duration 10 --runs 2 --replicas 1,2 --modes private,shared]
 *   (and mixed-load's --mix and --env)
 */
import { startBalancer } from '@formation/mock-api/process';

import { hostIndex, hostIndexLine } from './host-index';
import { answersFile, recordAnswers, startLimit } from './limit-answers';
import { groupsLine, loadOptions, settingsLine } from './load-options';
import { machineLines } from './machine';
import { goalsLine, measureRun, TABLE_HEAD, type Server, type StartedTarget } from './mixed-load-run';
import { startMock, type RunningMock } from './mock-process';
import { catalogueOf } from './seeded-data';

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

/** `count` fresh servers of one kind behind a fresh nginx: what one run's load goes to. */
async function behindNginx(server: Server, count: number, limitAnswers: string): Promise<StartedTarget> {
  const started =
    server === 'mock'
      ? await replicas(count)
      : await Promise.all(Array.from({ length: count }, () => startLimit(limitAnswers)));
  try {
    const balancer = await startBalancer(started);
    return {
      target: {
        url: balancer.url,
        pids: [...started.map((one) => one.pid), balancer.pid],
        adminKey: ADMIN_KEY,
      },
      stop: async () => {
        await balancer.stop();
        await Promise.all(started.map((one) => one.stop()));
      },
    };
  } catch (error) {
    await Promise.all(started.map((one) => one.stop()));
    throw error;
  }
}

async function main(): Promise<void> {
  console.log(`team-load: ${groupsLine(options.groups)} connections at once, through nginx (team.conf)`);
  for (const line of machineLines(['apps/mock-api'])) console.log(line);
  console.log(`${hostIndexLine(await hostIndex())}, before the runs`);
  console.log(
    `${String(options.duration)} s per run, ${String(options.runs)} runs each, on fresh limit servers, fresh seeded replicas, then fresh limit servers again (AUTH_RATE_LIMIT=1000000, LOG_LEVEL=info${settingsLine(options.env)})\n`,
  );
  const [recording] = await replicas(1);
  if (recording === undefined) throw new Error('no replica to record');
  const answers = await recordAnswers(recording.url, await catalogueOf(recording.url)).finally(
    recording.stop,
  );
  const file = answersFile(answers);
  for (const line of TABLE_HEAD) console.log(line.replace('| data sets |', '| data sets, replicas |'));
  const verdicts: string[] = [];
  for (const mode of options.modes) {
    for (const count of options.replicas) {
      for (let run = 1; run <= options.runs; run += 1) {
        const start = (server: Server) => behindNginx(server, count, file);
        const verdict = await measureRun(start, mode, `${mode}, ${String(count)}`, run, options);
        if (verdict !== null) verdicts.push(verdict);
      }
    }
  }
  console.log(goalsLine(verdicts));
  console.log(`${hostIndexLine(await hostIndex())}, after the runs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
