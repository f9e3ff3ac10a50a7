/*
 * What a data set's files are called and how a refused one says why: for the mock on either runtime
 * (the in-page mock included) and for the folder module (data-set-folder.ts, Node only).
 */

/** A data set's file: a table's name or `manifest`, `.json`; never a path. */
export const DATA_SET_FILE_NAME = /^[a-z_]+\.json$/;

/** The file that says what a folder holds, where from and when. */
export const MANIFEST_FILE = 'manifest.json';

/** Past this many, a refusal says how many more problems there are rather than list them all. */
const MAX_PROBLEMS = 20;

/** A data set refused (a folder, a file or a row), each problem saying which file, row and field. */
export class DataSetInvalid extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(`and ${String(problems.length - MAX_PROBLEMS)} more`);
    super(`The data set cannot be loaded:\n${shown.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'DataSetInvalid';
    this.problems = shown;
  }
}
