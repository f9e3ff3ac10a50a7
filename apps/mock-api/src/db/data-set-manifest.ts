import { MANIFEST_FILE, type DataSetManifest } from '@formation/contract';

/**
 * The earliest time a data set may say it was taken: the firm's data starts after it, and the seed's
 * dates, counted back and on from a data set's time, stay four-digit years.
 */
export const EARLIEST_TAKEN_AT = '2000-01-01T00:00:00.000Z';
/**
 * How far a data set's time may be ahead of the loading process's clock: an export from a mock whose
 * clock QA set a few years on still loads, and a mock started on it never runs its clock off the end
 * of what a date-time can say (year 9999), where every answer that carries the time would fail.
 */
export const TAKEN_AT_YEARS_AHEAD = 10;

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** What the manifest says that the data set's rows or the loading process's clock contradict. */
export function manifestProblems(
  manifest: DataSetManifest,
  users: readonly Record<string, unknown>[],
  nowMs: number = Date.now(),
): string[] {
  const problems = takenAtProblems(manifest.takenAt, nowMs);
  if (manifest.learner !== undefined) problems.push(...learnerProblems(manifest, users));
  return problems;
}

function takenAtProblems(takenAt: string, nowMs: number): string[] {
  const taken = Date.parse(takenAt);
  const latest = new Date(nowMs + TAKEN_AT_YEARS_AHEAD * YEAR_MS).toISOString();
  return taken >= Date.parse(EARLIEST_TAKEN_AT) && taken <= Date.parse(latest)
    ? []
    : [
        `${MANIFEST_FILE}: takenAt: ${takenAt} is not between ${EARLIEST_TAKEN_AT} and ${latest}, ` +
          `${String(TAKEN_AT_YEARS_AHEAD)} years from now`,
      ];
}

/** A manifest's `learner` names one of the data set's users, who signs in with the seed's password. */
function learnerProblems(manifest: DataSetManifest, users: readonly Record<string, unknown>[]): string[] {
  if (manifest.seedAccounts !== true) {
    return [`${MANIFEST_FILE}: learner: only with seedAccounts, whose password the learner takes`];
  }
  return users.some((user) => user.email === manifest.learner)
    ? []
    : [`${MANIFEST_FILE}: learner: no user of users.json has the e-mail ${String(manifest.learner)}`];
}
