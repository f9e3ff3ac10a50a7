import { and, asc, eq, ne } from 'drizzle-orm';

import type { Db } from '../db/database';
import { courses } from '../db/schema';

export type CourseRow = typeof courses.$inferSelect;

export function findCourseById(db: Db, id: number): CourseRow | undefined {
  return db.select().from(courses).where(eq(courses.id, id)).get();
}

export function findCourseBySlug(db: Db, slug: string): CourseRow | undefined {
  return db.select().from(courses).where(eq(courses.slug, slug)).get();
}

/** Every course of a status (all of them without one), by id. */
export function coursesOfStatus(db: Db, status: CourseRow['status'] | undefined): CourseRow[] {
  return db
    .select()
    .from(courses)
    .where(status === undefined ? undefined : eq(courses.status, status))
    .orderBy(asc(courses.id))
    .all();
}

/** The published courses but one, by id. */
export function publishedCoursesBut(db: Db, id: number): CourseRow[] {
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.status, 'PUBLISHED'), ne(courses.id, id)))
    .orderBy(asc(courses.id))
    .all();
}
