/**
 * `@formation/contract/data-set-folder` (Node only): a data set folder on disk, read and written one
 * way for the mock (MOCK_DATA_SET), the QA kit (`mock.loadDataSet`, `mock.exportDataSet`),
 * contract:check (`--record`, `--compare`) and the demo's build. Its files are those of `DataSetFiles`:
 * one JSON file per table and a manifest, named as `DATA_SET_FILE_NAME` says, never a path.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { DATA_SET_FILE_NAME, DataSetInvalid, MANIFEST_FILE } from './data-set-invalid.js';
import type { DataSetFiles, DataSetManifest } from './schemas/mock-admin.schemas.js';

/** What the module needs of a file system: Node's by default, a test's or a CLI's own otherwise. */
export interface FolderIo {
  listFiles: (dir: string) => string[];
  readFile: (path: string) => string;
  writeFile: (path: string, text: string) => void;
  makeDir: (dir: string) => void;
}

export const nodeFolderIo: FolderIo = {
  listFiles: (dir) => readdirSync(dir),
  readFile: (path) => readFileSync(path, 'utf8'),
  writeFile: (path, text) => {
    writeFileSync(path, text);
  },
  makeDir: (dir) => {
    mkdirSync(dir, { recursive: true });
  },
};

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A folder as the reader typed it: a relative one is read from where the command was typed. pnpm
 * says where as INIT_CWD, but the root's commands run each app through turbo, and pnpm sets INIT_CWD
 * anew in the app's folder: scripts/turbo.sh hands the first one on as TYPED_IN.
 */
export function folderAsTyped(folder: string): string {
  return resolve(process.env.TYPED_IN ?? process.env.INIT_CWD ?? process.cwd(), folder);
}

/**
 * A data set folder's JSON files by name, each parsed, in name order. A folder that cannot be read,
 * a file that is not JSON, or (with `manifest: 'required'`) a folder without a manifest is refused
 * with a `DataSetInvalid` that names each problem.
 */
export function readDataSetFolder(
  dir: string,
  options: { manifest?: 'required' | 'optional'; io?: Pick<FolderIo, 'listFiles' | 'readFile'> } = {},
): DataSetFiles {
  const io = options.io ?? nodeFolderIo;
  let names: string[];
  try {
    names = io.listFiles(dir).filter((name) => name.endsWith('.json'));
  } catch (error) {
    throw new DataSetInvalid([`${dir}: no folder to read (${why(error)})`]);
  }
  const files: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of names.sort()) {
    try {
      files[name] = JSON.parse(io.readFile(join(dir, name)));
    } catch (error) {
      problems.push(`${name}: not JSON (${why(error)})`);
    }
  }
  if (options.manifest === 'required' && !(MANIFEST_FILE in files)) {
    problems.push(`${dir}: not a data set folder (no ${MANIFEST_FILE})`);
  }
  if (problems.length > 0) throw new DataSetInvalid(problems);
  return files;
}

/**
 * Writes a data set's files into `dir` (made if missing), one JSON file each, two spaces a level. A
 * name that is not a data set's file (a path, say, from a server's answer) is refused before anything
 * is written.
 */
export function writeDataSetFolder(
  dir: string,
  files: DataSetFiles,
  io: Pick<FolderIo, 'writeFile' | 'makeDir'> = nodeFolderIo,
): void {
  const refused = Object.keys(files).filter((name) => !DATA_SET_FILE_NAME.test(name));
  if (refused.length > 0) {
    throw new DataSetInvalid(refused.map((name) => `${name}: not a file name of a data set`));
  }
  io.makeDir(dir);
  for (const [name, content] of Object.entries(files)) {
    io.writeFile(join(dir, name), `${JSON.stringify(content, null, 2)}\n`);
  }
}

/** The manifest of a data set's files, as read (its checks are the loader's). */
export const manifestOf = (files: DataSetFiles): Partial<DataSetManifest> | undefined =>
  files[MANIFEST_FILE] as Partial<DataSetManifest> | undefined;
