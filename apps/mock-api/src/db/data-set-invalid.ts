// No import: the demo's build configuration reads folders with it (data-set-folder.ts).
/** A data set's files refused, each problem saying which file, row and field. */
export class DataSetInvalid extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The data set cannot be loaded:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
}
