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
import { groupsLine, loadOptions, settingsLine } from './load-options';
import { machineLines } from './machine';
import { goalsLine, measureRun, TABLE_HEAD, type Target } from './mixed-load-run';
import { startMock } from './mock-process';

const MOCK_NOW = '2026-11-22T00:00:00.000Z';
const options = loadOptions({ modes: 'shared,private' }, { url: true });

async function main(): Promise<void> {
  console.log(`mixed-load: ${groupsLine(options.groups)} connections at once`);
  for (const line of machineLines(['apps/mock-api'])) console.log(line);
  console.log(
    `${String(options.duration)} s per run, ${String(options.runs)} runs per mode, each on a fresh seeded mock (AUTH_RATE_LIMIT=1000000, LOG_LEVEL=info${settingsLine(options.env)})\n`,
  );
  for (const line of TABLE_HEAD) console.log(line);
  const verdicts: string[] = [];
  for (const mode of options.modes) {
    for (let run = 1; run <= options.runs; run += 1) {
      const running =
        options.url === undefined
          ? await startMock({ profile: 'full', now: MOCK_NOW, env: options.env })
          : null;
      const mock: Target =
        running === null ? { url: options.url ?? '', pids: [] } : { url: running.url, pids: [running.pid] };
      try {
        const verdict = await measureRun(mock, mode, mode, run, options);
        if (verdict !== null) verdicts.push(verdict);
      } finally {
        await running?.stop();
      }
    }
  }
  console.log(goalsLine(verdicts));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
