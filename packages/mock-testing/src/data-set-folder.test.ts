import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { readDataSetFolder, writeDataSetFolder } from './data-set-folder.js';

describe('a data set folder on disk', () => {
  it('writes the files and reads them back, and writes nothing outside the folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'kit-folder-'));
    try {
      const folder = join(root, 'data-set');
      await writeDataSetFolder(folder, { 'manifest.json': { version: 1 }, 'courses.json': [{ id: 1 }] });
      expect(await readDataSetFolder(folder)).toEqual({
        'courses.json': [{ id: 1 }],
        'manifest.json': { version: 1 },
      });
      for (const name of ['../escaped.json', '/tmp/escaped.json', 'sub/x.json', 'notes.txt']) {
        await expect(writeDataSetFolder(folder, { [name]: [] })).rejects.toThrow(
          'is not a file name of a data set',
        );
      }
      expect(await readdir(root)).toEqual(['data-set']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
