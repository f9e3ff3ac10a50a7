import { and, asc, eq, ne, sql } from 'drizzle-orm';

import type { Db } from '../db/database';
import { courses } from '../db/schema';
import { preparedPer } from './prepared';

export type CourseRow = typeof courses.$inferSelect;

const byId = preparedPer((db) =>
  db
    .select()
    .from(courses)
    .where(eq(courses.id, sql.placeholder('id')))
    .prepare(),
);
const bySlug = preparedPer((db) =>
  db
    .select()
    .from(courses)
    .where(eq(courses.slug, sql.placeholder('slug')))
    .prepare(),
);
const ofStatus = preparedPer((db) =>
  db
    .select()
    .from(courses)
    .where(eq(courses.status, sql.placeholder('status')))
    .orderBy(asc(courses.id))
    .prepare(),
);
const all = preparedPer((db) => db.select().from(courses).orderBy(asc(courses.id)).prepare());

export function findCourseById(db: Db, id: number): CourseRow | undefined {
  return byId(db).get({ id });
}

export function findCourseBySlug(db: Db, slug: string): CourseRow | undefined {
  return bySlug(db).get({ slug });
}

/** Every course of a status (all of them without one), by id. */
export function coursesOfStatus(db: Db, status: CourseRow['status'] | undefined): CourseRow[] {
  return status === undefined ? all(db).all() : ofStatus(db).all({ status });
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
