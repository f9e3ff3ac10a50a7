import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { CourseReceivedSchema } from '@formation/contract';

import { openDatabase, type NativeDatabase } from '../db/client';
import type { Db } from '../db/database';
import { comments, courses, users } from '../db/schema';
import { seedDatabase } from '../db/seed-database';
import { insertComment, ratingsOf } from '../repositories/comments.repository';
import { coursesOfStatus } from '../repositories/courses.repository';
import { coursesReceived, toCourseSummary } from './course.view';

const NOW = '2026-11-22T00:00:00.000Z';
const TODAY = '2026-11-22';
let database: NativeDatabase;
let db: Db;

beforeEach(async () => {
  database = openDatabase(':memory:');
  db = database.db;
  await seedDatabase(db, 'default', NOW);
});
afterEach(() => {
  database.close();
});

/** The catalogue as it would be made with nothing kept: rows and ratings read now, each checked. */
function madeAfresh(today: string) {
  const rows = db
    .select()
    .from(courses)
    .where(eq(courses.status, 'PUBLISHED'))
    .orderBy(asc(courses.id))
    .all();
  const ratings = ratingsOf(db, 'all');
  return rows.map((row) => CourseReceivedSchema.parse(toCourseSummary(row, ratings.get(row.id), today)));
}

const catalogue = (today = TODAY) => coursesReceived(db, coursesOfStatus(db, 'PUBLISHED'), today);

describe('the catalogue made from kept course summaries', () => {
  it('is what a catalogue made afresh says, and after a comment only its course’s summary is new', () => {
    const before = catalogue();
    expect(before).toEqual(madeAfresh(TODAY));
    const [course, other] = before;
    const [user] = db.select().from(users).limit(1).all();
    if (course === undefined || other === undefined || user === undefined) throw new Error('no seed');

    insertComment(db, {
      courseId: course.id,
      userId: user.id,
      content: 'Bien',
      rate: 1,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const after = catalogue();
    expect(after).toEqual(madeAfresh(TODAY));
    expect(after[0]?.ratingCount).toBe((course.ratingCount ?? 0) + 1);
    expect(after[0]).not.toBe(course);
    expect(after[1]).toBe(other);

    // Deleting the comment brings the rating back: a summary of the same rating again.
    db.delete(comments).where(eq(comments.courseId, course.id)).run();
    expect(catalogue()).toEqual(madeAfresh(TODAY));
  });

  it('is made again for another day, whose next sessions differ', () => {
    const today = catalogue();
    const later = catalogue('2027-06-01');
    expect(later).toEqual(madeAfresh('2027-06-01'));
    expect(later[0]).not.toBe(today[0]);
    expect(later.map((course) => course.nextSession)).not.toEqual(today.map((course) => course.nextSession));
  });
});
