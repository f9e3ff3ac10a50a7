import { asc, eq, sql } from 'drizzle-orm';

import { deepFreeze } from '../core/deep-freeze';
import type { Db } from '../db/database';
import { courses, tableVersions } from '../db/schema';
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

const versionOf = preparedPer((db) =>
  db
    .select({ version: tableVersions.version })
    .from(tableVersions)
    .where(eq(tableVersions.name, sql.placeholder('name')))
    .prepare(),
);

/** The courses table's version: triggers move it on every change of a course, whoever writes it. */
export function coursesVersion(db: Db): number {
  const row = versionOf(db).get({ name: 'courses' });
  if (row === undefined) throw new Error('table_versions has no row for courses: migrate the database');
  return row.version;
}

interface KeptLists {
  version: number;
  byStatus: Map<CourseRow['status'] | 'all', readonly CourseRow[]>;
}

/**
 * The course lists read at the courses' current version, per database. Reading and decoding 74 rows
 * with their JSON columns is most of what a catalogue costs, and a comment, the commonest write, does
 * not change a course row (its rating is counted from the comments).
 */
const keptLists = new WeakMap<Db, KeptLists>();

/**
 * Every course of a status (all of them without one), by id: read again only once a course changed
 * since. The rows are shared by every caller until then, so they are frozen.
 */
export function coursesOfStatus(db: Db, status: CourseRow['status'] | undefined): readonly CourseRow[] {
  const version = coursesVersion(db);
  let kept = keptLists.get(db);
  if (kept?.version !== version) {
    kept = { version, byStatus: new Map() };
    keptLists.set(db, kept);
  }
  const key = status ?? 'all';
  let rows = kept.byStatus.get(key);
  if (rows === undefined) {
    rows = Object.freeze(
      (status === undefined ? all(db).all() : ofStatus(db).all({ status })).map(deepFreeze),
    );
    kept.byStatus.set(key, rows);
  }
  return rows;
}

/** The published courses but one, by id. */
export function publishedCoursesBut(db: Db, id: number): CourseRow[] {
  return coursesOfStatus(db, 'PUBLISHED').filter((course) => course.id !== id);
}
