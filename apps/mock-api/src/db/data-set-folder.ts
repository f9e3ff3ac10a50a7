import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// A type only: the demo's build configuration reads folders with this module, and loads no contract code.
import type { DataSetFiles } from '@formation/contract';

// With its extension: the demo's build configuration loads this file as Node does.
import { DataSetInvalid } from './data-set-invalid.ts';

/**
 * A folder as the reader typed it: a relative one is read from where the command was typed. pnpm
 * says where as INIT_CWD, but the root's commands run each app through turbo, and pnpm sets INIT_CWD
 * anew in the app's folder: scripts/turbo.sh hands the first one on as TYPED_IN.
 */
export function folderAsTyped(folder: string): string {
  return resolve(process.env.TYPED_IN ?? process.env.INIT_CWD ?? process.cwd(), folder);
}

/** A data set folder's JSON files by name, each parsed; a folder or file that cannot be read says so. */
export function readDataSetFolder(dir: string): DataSetFiles {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch (error) {
    throw new DataSetInvalid([
      `${dir}: no folder to read (${error instanceof Error ? error.message : String(error)})`,
    ]);
  }
  const files: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of names.sort()) {
    try {
      files[name] = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      problems.push(`${name}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  if (problems.length > 0) throw new DataSetInvalid(problems);
  return files;
}

/** A data set's file: a table's name or `manifest`, `.json`; never a path. */
const FILE_NAME = /^[a-z_]+\.json$/;

/** Writes a data set's files into `dir` (made if missing), one JSON file each, two spaces a level. */
export function writeDataSetFolder(dir: string, files: DataSetFiles): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    if (!FILE_NAME.test(name)) throw new DataSetInvalid([`${name}: not a file name of a data set`]);
    writeFileSync(join(dir, name), `${JSON.stringify(content, null, 2)}\n`);
  }
}
