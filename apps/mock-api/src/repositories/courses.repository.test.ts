import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { openDatabase, openSnapshot } from '../db/client';
import type { Database_, Db } from '../db/database';
import { courses, users } from '../db/schema';
import { seedDatabase } from '../db/seed-database';
import { openSqlJsDatabase } from '../db/sql-js-client';
import { insertComment } from './comments.repository';
import { coursesOfStatus, coursesVersion, publishedCoursesBut } from './courses.repository';
import { takePlace } from './enrollments.repository';

const NOW = '2026-11-22T00:00:00.000Z';
const open: Database_[] = [];
afterEach(() => {
  for (const database of open.splice(0)) database.close();
});

const DRIVERS = {
  'better-sqlite3': () => Promise.resolve(openDatabase(':memory:')),
  'sql.js': () => openSqlJsDatabase(),
};

async function seeded(driver: keyof typeof DRIVERS): Promise<Db> {
  const database = await DRIVERS[driver]();
  open.push(database);
  await seedDatabase(database.db, 'default', NOW);
  return database.db;
}

function firstPublished(db: Db) {
  const course = coursesOfStatus(db, 'PUBLISHED').find((row) => row.enrolledCount < row.maxParticipants);
  if (course === undefined) throw new Error('no published course with places left');
  return course;
}

describe.each(Object.keys(DRIVERS) as (keyof typeof DRIVERS)[])(
  'the course lists kept per database (%s)',
  (driver) => {
    it('are read once while no course changes, and cannot be changed by a caller', async () => {
      const db = await seeded(driver);
      const published = coursesOfStatus(db, 'PUBLISHED');
      expect(published.length).toBeGreaterThan(50);
      expect(coursesOfStatus(db, 'PUBLISHED')).toBe(published);
      expect(coursesOfStatus(db, undefined)).toBe(coursesOfStatus(db, undefined));
      expect(coursesOfStatus(db, undefined).length).toBeGreaterThan(published.length);
      const [first] = published;
      if (first === undefined) throw new Error('no course');
      expect(() => {
        (first as { title: string }).title = 'changed';
      }).toThrow(TypeError);
      expect(() => {
        (first.sessionDates as unknown[]).push({});
      }).toThrow(TypeError);
      expect(publishedCoursesBut(db, first.id).map((row) => row.id)).toEqual(
        published.slice(1).map((row) => row.id),
      );
    });

    it('are read again after any write to a course, whichever code makes it', async () => {
      const db = await seeded(driver);
      const course = firstPublished(db);
      const before = coursesVersion(db);

      expect(takePlace(db, course.id)).toBe(true);
      expect(coursesVersion(db)).toBeGreaterThan(before);
      const after = coursesOfStatus(db, 'PUBLISHED').find((row) => row.id === course.id);
      expect(after?.enrolledCount).toBe(course.enrolledCount + 1);

      // A query of no repository (a QA scenario, a test, a future feature) moves the version too.
      db.update(courses).set({ status: 'ARCHIVED' }).where(eq(courses.id, course.id)).run();
      expect(coursesOfStatus(db, 'PUBLISHED').map((row) => row.id)).not.toContain(course.id);
      expect(coursesOfStatus(db, 'ARCHIVED').map((row) => row.id)).toContain(course.id);
      db.delete(courses).where(eq(courses.id, course.id)).run();
      expect(coursesOfStatus(db, undefined).map((row) => row.id)).not.toContain(course.id);
    });

    it('are kept across a comment, which changes no course row', async () => {
      const db = await seeded(driver);
      const published = coursesOfStatus(db, 'PUBLISHED');
      const course = firstPublished(db);
      const [user] = db.select().from(users).limit(1).all();
      if (user === undefined) throw new Error('no user');
      insertComment(db, {
        courseId: course.id,
        userId: user.id,
        content: 'Très clair',
        rate: 5,
        createdAt: NOW,
        updatedAt: NOW,
      });
      expect(coursesOfStatus(db, 'PUBLISHED')).toBe(published);
    });

    it('show what a rolled-back write left, even when it read the lists meanwhile', async () => {
      const db = await seeded(driver);
      const course = firstPublished(db);
      expect(() =>
        db.transaction((tx) => {
          tx.update(courses).set({ title: 'Rolled back' }).where(eq(courses.id, course.id)).run();
          expect(coursesOfStatus(tx, 'PUBLISHED').find((row) => row.id === course.id)?.title).toBe(
            'Rolled back',
          );
          throw new Error('roll back');
        }),
      ).toThrow('roll back');
      expect(coursesOfStatus(db, 'PUBLISHED').find((row) => row.id === course.id)?.title).toBe(course.title);
    });

    it('read a change made right after a rolled-back one, which took the version to the same number', async () => {
      const db = await seeded(driver);
      const course = firstPublished(db);
      expect(() =>
        db.transaction((tx) => {
          tx.update(courses).set({ title: 'Rolled back' }).where(eq(courses.id, course.id)).run();
          coursesOfStatus(tx, 'PUBLISHED');
          throw new Error('roll back');
        }),
      ).toThrow('roll back');
      db.update(courses).set({ title: 'Committed' }).where(eq(courses.id, course.id)).run();
      expect(coursesOfStatus(db, 'PUBLISHED').find((row) => row.id === course.id)?.title).toBe('Committed');
    });
  },
);

it('a copy of a database (a private data set) keeps lists of its own, moved by its own writes', async () => {
  const db = await seeded('better-sqlite3');
  const original = coursesOfStatus(db, 'PUBLISHED');
  const source = open[0];
  if (source === undefined) throw new Error('no database');
  const copy = openSnapshot(source.image());
  open.push(copy);
  const course = firstPublished(copy.db);
  expect(takePlace(copy.db, course.id)).toBe(true);
  expect(coursesOfStatus(copy.db, 'PUBLISHED').find((row) => row.id === course.id)?.enrolledCount).toBe(
    course.enrolledCount + 1,
  );
  expect(coursesOfStatus(db, 'PUBLISHED')).toBe(original);
});
