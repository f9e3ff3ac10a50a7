import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import type { Scenario } from '@formation/contract';

import { takePlace } from '../repositories/enrollments.repository';
import { openDatabase } from './client';
import type { Db } from './database';
import { courses, favorites, mockState, TABLES_IN_DELETE_ORDER } from './schema';
import { seedDatabase } from './seed-database';
import { openSqlJsDatabase } from './sql-js-client';

const NOW = '2026-11-22T00:00:00.000Z';
const open: { close(): void }[] = [];
afterEach(() => {
  for (const database of open.splice(0)) database.close();
});

/** Both drivers, each on a fresh database made from the same migration files. */
async function bothDrivers(): Promise<{ native: Db; wasm: Db; exportWasm: () => Uint8Array }> {
  const native = openDatabase(':memory:');
  const wasm = await openSqlJsDatabase();
  open.push(native, wasm);
  return { native: native.db, wasm: wasm.db, exportWasm: () => wasm.image() };
}

/** Every row of every table, in id order. */
function everyRow(db: Db) {
  return [
    ...TABLES_IN_DELETE_ORDER.map((table) => db.select().from(table).all()),
    db.select().from(mockState).all(),
  ];
}

describe('the mock database on sql.js (WebAssembly) and on better-sqlite3', () => {
  it.each<Scenario>(['default', 'sold-out', 'empty'])(
    'the %s scenario seeds the same rows, ids included, on both',
    async (scenario) => {
      const { native, wasm } = await bothDrivers();
      await seedDatabase(native, scenario, NOW);
      await seedDatabase(wasm, scenario, NOW);
      const rows = everyRow(native);
      expect(rows.reduce((sum, table) => sum + table.length, 0)).toBeGreaterThan(
        scenario === 'empty' ? 0 : 100,
      );
      expect(everyRow(wasm)).toEqual(rows);
    },
  );

  it('a write that guards itself answers the same on both (the last place of a full course)', async () => {
    const { native, wasm } = await bothDrivers();
    for (const db of [native, wasm]) {
      await seedDatabase(db, 'default', NOW);
      const course = db
        .select()
        .from(courses)
        .all()
        .find((row) => row.maxParticipants > row.enrolledCount);
      if (course === undefined) throw new Error('no course with places left');
      db.update(courses)
        .set({ enrolledCount: course.maxParticipants - 1 })
        .where(eq(courses.id, course.id))
        .run();
      expect(takePlace(db, course.id)).toBe(true);
      expect(takePlace(db, course.id)).toBe(false);
    }
  });

  it('keeps foreign keys on, and an exported image opens again with every row', async () => {
    const { wasm, exportWasm } = await bothDrivers();
    await seedDatabase(wasm, 'default', NOW);
    const image = exportWasm();
    const orphan = (db: Db) => () =>
      db.insert(favorites).values({ userId: 999_999, courseId: 999_999, createdAt: NOW }).run();
    expect(orphan(wasm)).toThrow(/FOREIGN KEY/);
    const reopened = await openSqlJsDatabase(image);
    open.push(reopened);
    expect(everyRow(reopened.db)).toEqual(everyRow(wasm));
    expect(orphan(reopened.db)).toThrow(/FOREIGN KEY/);
  });
});
