import { afterEach, describe, expect, it } from 'vitest';

import { DataSetInvalid, MANIFEST_FILE } from '@formation/contract';

import { openDatabase, type NativeDatabase } from './client';
import { checkDataSet, DATA_SET_TABLES, dumpDataSet, fileOf, loadDataSet } from './data-set-files';
import type { Db } from './database';
import { readMockState } from './mock-state';
import { comments, courses, users } from './schema';
import { seedDatabase } from './seed-database';
import { openSqlJsDatabase } from './sql-js-client';

const NOW = '2026-11-22T00:00:00.000Z';
const open: { close(): void }[] = [];
afterEach(() => {
  for (const database of open.splice(0)) database.close();
});

function memory(): NativeDatabase {
  const database = openDatabase(':memory:');
  open.push(database);
  return database;
}

const everyRow = (db: Db) => DATA_SET_TABLES.map((table) => db.select().from(table).all());

/** What a test says the loader must refuse, with the words it must use. */
function refusal(files: Record<string, unknown>): string[] {
  try {
    checkDataSet(files);
  } catch (error) {
    if (error instanceof DataSetInvalid) return [...error.problems];
    throw error;
  }
  return [];
}

describe('a data set as files', () => {
  it('dumped from the seed and loaded into another database, gives every row back, ids included', async () => {
    const source = memory().db;
    await seedDatabase(source, 'default', NOW);
    const files = dumpDataSet(source, 'the seed (default)', NOW);
    expect(files[MANIFEST_FILE]).toMatchObject({ version: 1, takenAt: NOW });
    expect((files[fileOf(courses)] as unknown[]).length).toBeGreaterThan(70);
    // As a folder holds them: JSON text.
    const read = JSON.parse(JSON.stringify(files)) as Record<string, unknown>;

    for (const target of [memory().db, (await openSqlJsDatabase()).db]) {
      const generation = loadDataSet(target, checkDataSet(read));
      expect(generation).toBeGreaterThan(0);
      expect(everyRow(target)).toEqual(everyRow(source));
      expect(readMockState(target, 'scenario')).toBe('default');
    }
  });

  it('refuses files off the format, saying which file, row and field', async () => {
    const source = memory().db;
    await seedDatabase(source, 'default', NOW);
    const files = dumpDataSet(source, 'the seed', NOW);
    const [first, ...rest] = files[fileOf(courses)] as Record<string, unknown>[];
    expect(refusal({ ...files, 'course.json': [] })[0]).toMatch(/^course\.json: not a file of a data set/);
    expect(
      refusal({ ...files, [MANIFEST_FILE]: { ...(files[MANIFEST_FILE] as object), version: 2 } }),
    ).toEqual(['manifest.json: version: Invalid literal value, expected 1']);
    expect(refusal({ ...files, [fileOf(courses)]: [{ ...first, originalPrice: '900' }, ...rest] })).toEqual([
      'courses.json: row 0, originalPrice: Expected number, received string',
    ]);
    expect(refusal({ ...files, [fileOf(courses)]: [{ ...first, colour: 'red' }, ...rest] })[0]).toMatch(
      /^courses\.json: row 0: Unrecognized key\(s\) in object: 'colour'/,
    );
    expect(
      refusal({
        ...files,
        [fileOf(courses)]: [{ ...first, sessionDates: [{ startDate: 'soon' }] }, ...rest],
      }),
    ).toContain('courses.json: row 0, sessionDates.0.startDate: Invalid date');
  });

  it('refuses a time before 2000 or over ten years ahead, which a running clock would carry past year 9999', async () => {
    const source = memory().db;
    await seedDatabase(source, 'default', NOW);
    const files = dumpDataSet(source, 'the seed', NOW);
    const takenAt = (at: string) =>
      refusal({ ...files, [MANIFEST_FILE]: { ...(files[MANIFEST_FILE] as object), takenAt: at } });
    expect(takenAt('9999-12-31T23:59:59Z')[0]).toMatch(
      /^manifest\.json: takenAt: 9999-12-31T23:59:59Z is not between 2000-01-01T00:00:00\.000Z and \d{4}-/,
    );
    expect(takenAt('1999-12-31T23:59:59Z')).toHaveLength(1);
    expect(takenAt(new Date(Date.now() + 9 * 365 * 24 * 3600 * 1000).toISOString())).toEqual([]);
    expect(takenAt('2000-01-01T00:00:00Z')).toEqual([]);
  });

  it('refuses a password hash that is not argon2id, or costs more than the common defaults', async () => {
    const source = memory().db;
    await seedDatabase(source, 'default', NOW);
    const files = dumpDataSet(source, 'the seed', NOW);
    const [user, ...others] = files[fileOf(users)] as Record<string, unknown>[];
    const withHash = (passwordHash: string) =>
      refusal({ ...files, [fileOf(users)]: [{ ...user, passwordHash }, ...others] });
    expect(withHash('Apprenant2026!')).toEqual([
      'users.json: row 0, passwordHash: Not an argon2id hash of at most 64 MiB, 4 passes and 4 lanes',
    ]);
    const costly = String(user?.passwordHash).replace(/m=\d+/, 'm=4194304');
    expect(withHash(costly)).toHaveLength(1);
    expect(withHash(String(user?.passwordHash))).toEqual([]);
  });

  it('refuses a file the manifest counts other rows in: a folder copied in part', async () => {
    const source = memory().db;
    await seedDatabase(source, 'default', NOW);
    const files = dumpDataSet(source, 'the seed', NOW);
    const all = files[fileOf(courses)] as unknown[];
    expect(refusal({ ...files, [fileOf(courses)]: all.slice(0, 1) })).toEqual([
      `courses.json: 1 rows, where the manifest counts ${String(all.length)}`,
    ]);
    const { [fileOf(courses)]: _missing, ...withoutCourses } = files;
    expect(refusal(withoutCourses)).toEqual([
      `courses.json: 0 rows, where the manifest counts ${String(all.length)}`,
    ]);
    expect(refusal({ ...files, [fileOf(courses)]: null })).toEqual([
      `courses.json: no list of rows, where the manifest counts ${String(all.length)}`,
    ]);
  });

  it('is no longer the database’s data set once the seed is written again', async () => {
    const db = memory().db;
    await seedDatabase(db, 'default', NOW);
    loadDataSet(db, checkDataSet(dumpDataSet(db, 'the seed', NOW)));
    expect(readMockState(db, 'data-set')).toMatch(/^[0-9a-f]{32}$/);
    await seedDatabase(db, 'default', NOW);
    expect(readMockState(db, 'data-set')).toBe('');
  });

  it('refuses a row the database refuses, and keeps what the database had', async () => {
    const target = memory().db;
    await seedDatabase(target, 'default', NOW);
    const before = everyRow(target);
    const files = dumpDataSet(target, 'the seed', NOW);
    const orphan = {
      ...(files[fileOf(comments)] as Record<string, unknown>[])[0],
      id: 99_999,
      courseId: 99_999,
    };
    const rows = [...(files[fileOf(comments)] as unknown[]), orphan];
    const manifest = files[MANIFEST_FILE] as { counts: Record<string, number> };
    const checked = checkDataSet({
      ...files,
      [MANIFEST_FILE]: { ...manifest, counts: { ...manifest.counts, [fileOf(comments)]: rows.length } },
      [fileOf(comments)]: rows,
    });
    expect(() => loadDataSet(target, checked)).toThrow(
      /comments\.json: row \d+: FOREIGN KEY constraint failed/,
    );
    expect(everyRow(target)).toEqual(before);
  });
});
