/**
 * bench/mixed-load: the mock API under a QA suite's parallel load, as a new user would start it for a
 * load test (`AUTH_RATE_LIMIT=1000000`, the default log level), against the limit of the host in the
 * same run. 50 connections at once for the duration: 40 browse (the catalogue, a course, its
 * comments, the blog, an article), 5 sign in, 5 post a comment and delete it. Each run sends the mix
 * first to a bare `node:http` server answering the same requests with the mock's recorded bytes
 * (bench/limit-server: the limit), then to a fresh seeded mock, then to the limit again: the mock is
 * held to the two limits taken together, the host's speed in its own minutes. Modes: every connection
 * on the shared data set, then every connection on its own private data set (`x-mock-session`, made
 * before the run), as a suite whose workers each have one.
 * Prints p50/p99 per kind, the mock's throughput as a fraction of the limit's and its p99s as
 * multiples, the servers' CPU, the host's CPU index and the machine, and the goals (bench/mixed-load-run).
 * Not a test.
 *
 *   pnpm -C bench mixed-load [-- --duration 10 --runs 2 --modes shared,private]
 *   pnpm -C bench mixed-load -- --url http://127.0.0.1:3001   (a mock already running: a profile of it, say)
 *   pnpm -C bench mixed-load -- --mix 40,0,5   (connections browsing, signing in, commenting)
 *   pnpm -C bench mixed-load -- --env ARGON2ID_MEMORY_KIB=4096,ARGON2ID_PASSES=1   (the mock's settings)
 */
import { hostIndex, hostIndexLine } from './host-index';
import { answersFile, recordAnswers, startLimit } from './limit-answers';
import { groupsLine, loadOptions, settingsLine } from './load-options';
import { machineLines } from './machine';
import { goalsLine, measureRun, TABLE_HEAD, type Server, type StartedTarget } from './mixed-load-run';
import { startMock } from './mock-process';
import { catalogueOf } from './seeded-data';

const MOCK_NOW = '2026-11-22T00:00:00.000Z';
const options = loadOptions({ modes: 'shared,private' }, { url: true });

/** A fresh seeded mock, or the one at --url (left running). */
async function mock(): Promise<StartedTarget> {
  if (options.url !== undefined) return { target: { url: options.url, pids: [] }, stop: async () => {} };
  const running = await startMock({ profile: 'full', now: MOCK_NOW, env: options.env });
  return { target: { url: running.url, pids: [running.pid] }, stop: running.stop };
}

async function main(): Promise<void> {
  console.log(`mixed-load: ${groupsLine(options.groups)} connections at once`);
  for (const line of machineLines(['apps/mock-api'])) console.log(line);
  console.log(`${hostIndexLine(await hostIndex())}, before the runs`);
  console.log(
    `${String(options.duration)} s per run, ${String(options.runs)} runs per mode, each on a fresh limit server, a fresh seeded mock, then a fresh limit server again (AUTH_RATE_LIMIT=1000000, LOG_LEVEL=info${settingsLine(options.env)})\n`,
  );
  const recording = await mock();
  const answers = await recordAnswers(recording.target.url, await catalogueOf(recording.target.url)).finally(
    recording.stop,
  );
  const file = answersFile(answers);
  const start = async (server: Server): Promise<StartedTarget> => {
    if (server === 'mock') return mock();
    const limit = await startLimit(file);
    return { target: { url: limit.url, pids: [limit.pid] }, stop: () => limit.stop() };
  };
  for (const line of TABLE_HEAD) console.log(line);
  const verdicts: string[] = [];
  for (const mode of options.modes) {
    for (let run = 1; run <= options.runs; run += 1) {
      const verdict = await measureRun(start, mode, mode, run, options);
      if (verdict !== null) verdicts.push(verdict);
    }
  }
  console.log(goalsLine(verdicts));
  console.log(`${hostIndexLine(await hostIndex())}, after the runs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
