import { describe, expect, it } from 'vitest';

import { DATA_SET_FORMAT, type DataSetFiles } from '@formation/contract';

import { runCli } from '../run-cli';
import { compareDataSets, renderDrift } from './compare-data-sets';

const manifest = (source: string) => ({
  format: DATA_SET_FORMAT,
  version: 1,
  source,
  takenAt: '2026-11-22T00:00:00.000Z',
  counts: {},
});

const BEFORE: DataSetFiles = {
  'manifest.json': manifest('https://api.example.tn, Monday'),
  'users.json': [
    {
      id: 1,
      email: 'a@example.tn',
      fullName: 'Amira',
      passwordHash: '$argon2id$one',
      createdAt: '2026-01-01',
    },
  ],
  'courses.json': [
    { id: 10, slug: 'pmp', title: 'PMP', originalPrice: 1200, sessionDates: [{ startDate: '2026-12-01' }] },
    { id: 11, slug: 'itil', title: 'ITIL 4', originalPrice: 900, sessionDates: [] },
  ],
  'comments.json': [
    { id: 5, courseId: 10, userId: 1, content: 'Très bien', rate: 5, createdAt: '2026-02-01' },
  ],
};

/** The same data taken again: other ids and times, one price moved, a course gone, one come. */
const AFTER: DataSetFiles = {
  'manifest.json': manifest('https://api.example.tn, Friday'),
  'users.json': [
    {
      id: 7,
      email: 'a@example.tn',
      fullName: 'Amira',
      passwordHash: '$argon2id$two',
      createdAt: '2026-03-03',
    },
  ],
  'courses.json': [
    { id: 20, slug: 'pmp', title: 'PMP', originalPrice: 1350, sessionDates: [{ startDate: '2026-12-01' }] },
    { id: 21, slug: 'scrum', title: 'Scrum', originalPrice: 700, sessionDates: [] },
  ],
  'comments.json': [
    { id: 9, courseId: 20, userId: 7, content: 'Très bien', rate: 5, createdAt: '2026-04-04' },
  ],
};

describe('two data sets compared', () => {
  it('lists what changed by file and by the row’s own key, ids, times and hashes aside', () => {
    const drift = compareDataSets(BEFORE, AFTER);
    expect(drift.counts).toEqual([
      { file: 'comments.json', before: 1, after: 1 },
      { file: 'courses.json', before: 2, after: 2 },
      { file: 'users.json', before: 1, after: 1 },
    ]);
    expect(drift.changes).toEqual([
      {
        file: 'courses.json',
        key: 'pmp',
        kind: 'changed',
        fields: [{ field: 'originalPrice', before: 1200, after: 1350 }],
      },
      { file: 'courses.json', key: 'itil', kind: 'removed', fields: [] },
      { file: 'courses.json', key: 'scrum', kind: 'added', fields: [] },
    ]);
  });

  it('finds nothing between a data set and itself, and a moved comment where its course changed', () => {
    expect(compareDataSets(BEFORE, BEFORE).changes).toEqual([]);
    const moved = {
      ...AFTER,
      'comments.json': [{ id: 9, courseId: 21, userId: 7, content: 'Très bien', rate: 5 }],
    };
    const kinds = compareDataSets(BEFORE, moved)
      .changes.filter((change) => change.file === 'comments.json')
      .map((change) => change.kind);
    expect(kinds).toEqual(['removed', 'added']);
  });

  it('matches pages by their id, and repeated rows by their rank', () => {
    const pages = (title: string) => ({
      'pages.json': [
        { id: 'contact', title },
        { id: 'about', title: 'À propos' },
      ],
    });
    expect(compareDataSets(pages('Contact'), pages('Nous écrire')).changes).toEqual([
      {
        file: 'pages.json',
        key: 'contact',
        kind: 'changed',
        fields: [{ field: 'title', before: 'Contact', after: 'Nous écrire' }],
      },
    ]);
    const twice = { 'favorites.json': [{ courseId: 1 }, { courseId: 1 }] };
    const once = { 'favorites.json': [{ courseId: 1 }] };
    expect(compareDataSets(twice, once).changes.map((change) => [change.key, change.kind])).toEqual([
      ['{"courseId":"unknown 1"} #2', 'removed'],
    ]);
  });

  it('names a picture by its name, never by its bytes', () => {
    const before = { 'images.json': [{ name: 'a1.png', data: 'iVBORw0KGgo=' }] };
    const after = { 'images.json': [{ name: 'b2.png', data: 'iVBORw0KGgp=' }] };
    expect(compareDataSets(before, after).changes.map((change) => [change.key, change.kind])).toEqual([
      ['a1.png', 'removed'],
      ['b2.png', 'added'],
    ]);
  });

  it('reads as a terminal shows it', () => {
    const text = renderDrift(compareDataSets(BEFORE, AFTER), { before: 'monday', after: 'friday' });
    expect(text).toContain('Data sets compared: monday → friday (ids, times and password hashes aside)');
    expect(text).toContain('  courses.json: 2 → 2 rows');
    expect(text).toContain('courses.json  pmp  changed\n    originalPrice: 1200 → 1350');
    expect(text).toMatch(/3 rows differ\n$/);
    expect(renderDrift(compareDataSets(BEFORE, BEFORE), { before: 'a', after: 'a' })).toMatch(/no drift\n$/);
  });
});

describe('contract-check --compare', () => {
  function io(folders: Record<string, DataSetFiles>) {
    const out = { stdout: '', stderr: '' };
    const files = new Map<string, string>();
    for (const [dir, content] of Object.entries(folders)) {
      for (const [name, value] of Object.entries(content)) files.set(`${dir}/${name}`, JSON.stringify(value));
    }
    return {
      out,
      io: {
        stdout: (text: string) => (out.stdout += text),
        stderr: (text: string) => (out.stderr += text),
        writeFile: () => undefined,
        readFile: (path: string) => {
          const text = files.get(path);
          if (text === undefined) throw new Error(`ENOENT: ${path}`);
          return text;
        },
        listFiles: (dir: string) =>
          [...files.keys()]
            .filter((path) => path.startsWith(`${dir}/`))
            .map((path) => path.slice(dir.length + 1)),
        makeDir: () => undefined,
        env: {},
      },
    };
  }

  it('exits 1 and prints the drift when the folders differ, 0 when they do not', async () => {
    const differ = io({ monday: BEFORE, friday: AFTER });
    expect(await runCli(['--compare', 'monday', 'friday'], differ.io)).toBe(1);
    expect(differ.out.stdout).toContain('courses.json  itil  removed');
    const same = io({ monday: BEFORE });
    expect(await runCli(['--compare', 'monday', 'monday', '--json'], same.io)).toBe(0);
    expect(JSON.parse(same.out.stdout)).toMatchObject({ changes: [] });
  });

  it('exits 2 on a folder that is not a data set, and on arguments off the form', async () => {
    const notOne = io({ monday: BEFORE, other: { 'manifest.json': { format: 'something else' } } });
    expect(await runCli(['--compare', 'monday', 'other'], notOne.io)).toBe(2);
    expect(notOne.out.stderr).toContain('other is not a data set folder');
    for (const argv of [
      ['--compare', 'monday'],
      ['--compare', 'a', 'b', '--base-url', 'http://x.test'],
      ['stray'],
    ]) {
      const wrong = io({});
      expect(await runCli(argv, wrong.io), argv.join(' ')).toBe(2);
      expect(wrong.out.stderr).toMatch(/^contract-check: /);
    }
  });
});
