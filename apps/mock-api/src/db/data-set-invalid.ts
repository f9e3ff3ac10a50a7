// No import: the demo's build configuration reads folders with it (data-set-folder.ts).

/** Past this many, a refusal says how many more problems there are rather than list them all. */
const MAX_PROBLEMS = 20;

/** A data set's files refused, each problem saying which file, row and field. */
export class DataSetInvalid extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(`and ${String(problems.length - MAX_PROBLEMS)} more`);
    super(`The data set cannot be loaded:\n${shown.map((problem) => `- ${problem}`).join('\n')}`);
    this.problems = shown;
  }
}
