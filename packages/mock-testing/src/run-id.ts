import { randomBytes } from 'node:crypto';

/** Carries the run id to Playwright's workers, and fixes it when set beforehand. */
export const RUN_ID_ENV = 'MOCK_RUN_ID';

/**
 * At most 20 of the data set ids' characters: with `qa-`, a Playwright test id (41 characters) and
 * the retry, a data set id stays within the 80 the mock accepts.
 */
const RUN_ID_PATTERN = /^[\w.:-]{1,20}$/;

/** The run id, refused with a message that names the variable when it cannot be part of a data set id. */
export function checkRunId(runId: string): string {
  if (!RUN_ID_PATTERN.test(runId)) {
    throw new Error(
      `The QA kit's run id (${RUN_ID_ENV} or the mockRunId option) must be 1 to 20 letters, digits, dots, colons, dashes or underscores: "${runId}"`,
    );
  }
  return runId;
}

function printToStderr(line: string): void {
  // stderr: a reporter that writes JSON or JUnit to stdout keeps a file it can parse.
  process.stderr.write(`${line}\n`);
}

/**
 * This run's id: `MOCK_RUN_ID` when set, else a random one, written into `MOCK_RUN_ID` and printed
 * once. The first process of a run that loads the kit makes it (Playwright's runner, when it loads
 * the config or the test files); Playwright starts every worker later with a copy of the runner's
 * environment, so all workers, and a retry in a new worker, read the same id. Two runs, on two
 * machines or one after the other, get two ids, so their data sets on a shared mock never meet.
 */
export function currentMockRunId(
  env: NodeJS.ProcessEnv = process.env,
  announce: (line: string) => void = printToStderr,
): string {
  const given = env[RUN_ID_ENV];
  if (given !== undefined && given !== '') return checkRunId(given);
  // 64 random bits: a shared mock may see many thousands of runs, from many machines, and no two meet.
  const made = randomBytes(8).toString('hex');
  env[RUN_ID_ENV] = made;
  announce(
    `QA kit: this run's data sets on the mock are qa-${made}-<test id>-<retry>; ${RUN_ID_ENV}=${made} gives the same ids again.`,
  );
  return made;
}
