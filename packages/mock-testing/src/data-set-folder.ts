import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { DataSetFiles } from '@formation/contract';

/** A data set folder's JSON files by name, each parsed (what `POST /__mock/data-set` takes). */
export async function readDataSetFolder(dir: string): Promise<DataSetFiles> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const files: Record<string, unknown> = {};
  for (const name of names) {
    const text = await readFile(join(dir, name), 'utf8');
    try {
      files[name] = JSON.parse(text);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`${join(dir, name)} is not JSON: ${why}`, { cause: error });
    }
  }
  return files;
}

/** A data set's file: a table's name or `manifest`, `.json`; never a path. */
const FILE_NAME = /^[a-z_]+\.json$/;

/** Writes a data set's files into `dir` (made if missing), as the mock's MOCK_DATA_SET reads them. */
export async function writeDataSetFolder(dir: string, files: DataSetFiles): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    // The names come from the mock's answer: a name that is a path would write outside the folder.
    if (!FILE_NAME.test(name)) throw new Error(`${name} is not a file name of a data set`);
    await writeFile(join(dir, name), `${JSON.stringify(content, null, 2)}\n`);
  }
}
