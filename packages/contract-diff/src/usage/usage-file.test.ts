import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import type { ConsumerUsage } from '../change.js';
import { readUsageFile, usageFileText } from './usage-file.js';

const folder = mkdtempSync(join(tmpdir(), 'usage-file-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A file in the test's folder holding `text`. */
function fileWith(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

describe('usage files', () => {
  it('reads back what it wrote', () => {
    const usage: ConsumerUsage = {
      consumer: 'web',
      operations: { 'GET /courses/{id}': { answers: { 200: ['instructor.name', 'title'], 404: [] } } },
    };
    const path = join(folder, 'web.json');
    writeFileSync(path, usageFileText(usage));
    expect(readUsageFile(path)).toEqual(usage);
  });

  it.each([
    ['missing.json', undefined, /^missing\.json: cannot read the usage file \(ENOENT/],
    ['broken.json', '{"consumer": ', /^broken\.json: not JSON \(/],
    ['no-name.json', '{"operations": {}}', /^no-name\.json: not a usage file, consumer: Required$/],
    [
      'bad-operation.json',
      '{"consumer": "web", "operations": {"courses": {"answers": {}}}}',
      /^bad-operation\.json: not a usage file, operations\.courses: is not an operation such as/,
    ],
    [
      'bad-path.json',
      '{"consumer": "web", "operations": {"GET /x": {"answers": {"200": ["a", 1]}}}}',
      /^bad-path\.json: not a usage file, operations\."GET \/x"\.answers\.200\[1\]: Expected string, received number$/,
    ],
    [
      'extra.json',
      '{"consumer": "web", "operations": {}, "reads": []}',
      /^extra\.json: not a usage file, the file: Unrecognized key\(s\) in object: 'reads'$/,
    ],
  ])('refuses %s in one line naming the file', (name, text, message) => {
    const path = text === undefined ? join(folder, name) : fileWith(name, text);
    expect(() => readUsageFile(path)).toThrow(message);
  });
});
