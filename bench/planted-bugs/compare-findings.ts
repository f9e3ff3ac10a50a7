/**
 * What a checker reported on a bug's backend that it did not report on the clean one, split into what
 * lands on the bug's own calls (it found the bug) and what lands elsewhere (a checker that draws its
 * requests afresh on each run fails a little differently every time).
 */
import type { PlantedBug } from './bug-model';
import type { CheckerRun } from './checkers';

/**
 * The operation a finding key starts with, parameters as `{}`: `GET /comments/course/:courseId …`
 * (contract:check) and `GET /comments/course/(courseId:number) -> 200 | …` (Specmatic) both give
 * `GET /comments/course/{}`.
 */
export function operationOf(key: string): string {
  const [method = '', path = ''] = key.split(' ', 2);
  return `${method} ${path.replaceAll(/:\w+/g, '{}').replaceAll(/\([^()]*\)/g, '{}')}`;
}

export interface Comparison {
  /** New findings on the bug's calls. */
  onBug: string[];
  /** New findings on other calls. */
  elsewhere: string[];
}

/** Findings of `run` beyond `baseline` (the union of the clean runs); no bug: all of them count. */
export function compareWithClean(
  run: CheckerRun,
  baseline: ReadonlySet<string>,
  bug: Pick<PlantedBug, 'operations' | 'symptom'> | null,
): Comparison {
  if (run.kind !== 'ran') return { onBug: [], elsewhere: [] };
  const fresh = [...run.findings].filter((key) => !baseline.has(key));
  const isOnBug = (key: string) =>
    bug === null ||
    (bug.operations.includes('*')
      ? (bug.symptom?.test(key) ?? true)
      : bug.operations.includes(operationOf(key)));
  return { onBug: fresh.filter(isOnBug), elsewhere: fresh.filter((key) => !isOnBug(key)) };
}
