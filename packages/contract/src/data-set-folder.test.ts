import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { readDataSetFolder, writeDataSetFolder } from './data-set-folder.js';
import { DataSetInvalid } from './data-set-invalid.js';

let root: string;
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});
const fresh = () => (root = mkdtempSync(join(tmpdir(), 'data-set-folder-')));

describe('a data set folder on disk', () => {
  it('writes the files and reads them back, and writes nothing outside the folder', () => {
    const folder = join(fresh(), 'data-set');
    writeDataSetFolder(folder, { 'manifest.json': { version: 1 }, 'courses.json': [{ id: 1 }] });
    expect(readDataSetFolder(folder, { manifest: 'required' })).toEqual({
      'courses.json': [{ id: 1 }],
      'manifest.json': { version: 1 },
    });
    for (const name of ['../escaped.json', '/tmp/escaped.json', 'sub/x.json', 'notes.txt', 'Users.json']) {
      expect(() => {
        writeDataSetFolder(folder, { 'courses.json': [], [name]: [] });
      }, name).toThrow(`${name}: not a file name of a data set`);
    }
    expect(readdirSync(root)).toEqual(['data-set']);
  });

  it('names every problem of a folder it cannot read', () => {
    const folder = fresh();
    expect(() => readDataSetFolder(join(folder, 'missing'))).toThrow(/missing: no folder to read/);
    writeFileSync(join(folder, 'courses.json'), '[{"id": 1');
    writeFileSync(join(folder, 'users.json'), 'not json');
    mkdirSync(join(folder, 'notes'));
    let refused: unknown;
    try {
      readDataSetFolder(folder, { manifest: 'required' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataSetInvalid);
    expect((refused as DataSetInvalid).problems).toEqual([
      expect.stringMatching(/^courses\.json: not JSON/),
      expect.stringMatching(/^users\.json: not JSON/),
      `${folder}: not a data set folder (no manifest.json)`,
    ]);
  });

  it('reads a folder without a manifest when the caller checks it later', () => {
    const folder = fresh();
    writeFileSync(join(folder, 'courses.json'), '[]');
    expect(readDataSetFolder(folder)).toEqual({ 'courses.json': [] });
  });
});
