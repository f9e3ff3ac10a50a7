import { and, desc, eq, lt, or, sql } from 'drizzle-orm';

import type { Db } from '../db/database';
import { connectionUsers, courses, enrollments } from '../db/schema';

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type NewEnrollment = typeof enrollments.$inferInsert;
export type ConnectionUserRow = typeof connectionUsers.$inferSelect;

export function findEnrollment(db: Db, id: number): EnrollmentRow | undefined {
  return db.select().from(enrollments).where(eq(enrollments.id, id)).get();
}

export function findEnrollmentOf(db: Db, userId: number, courseId: number): EnrollmentRow | undefined {
  return db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .get();
}

/** Inserts unless the (user, course) pair exists: undefined when the unique index refused it. */
export function insertEnrollment(db: Db, values: NewEnrollment): EnrollmentRow | undefined {
  return db.insert(enrollments).values(values).onConflictDoNothing().returning().all()[0];
}

export function updateEnrollment(
  db: Db,
  id: number,
  set: Partial<Omit<NewEnrollment, 'id' | 'userId' | 'courseId' | 'createdAt'>>,
): EnrollmentRow | undefined {
  return db.update(enrollments).set(set).where(eq(enrollments.id, id)).returning().all()[0];
}

/** The user's enrollments with their courses, newest first. */
export function enrollmentsOfUser(db: Db, userId: number) {
  return db
    .select({ enrollment: enrollments, course: courses })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
    .all();
}

export function insertConnectionUser(
  db: Db,
  values: typeof connectionUsers.$inferInsert,
): ConnectionUserRow | undefined {
  return db.insert(connectionUsers).values(values).returning().all()[0];
}

/**
 * Takes one place of the course: the guard in the UPDATE itself means the count never passes the
 * maximum, whatever runs in parallel (a maximum of 0 means no limit, as the session rules read it).
 */
export function takePlace(db: Db, courseId: number): boolean {
  const result = db
    .update(courses)
    .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
    .where(
      and(
        eq(courses.id, courseId),
        or(eq(courses.maxParticipants, 0), lt(courses.enrolledCount, courses.maxParticipants)),
      ),
    )
    .returning({ id: courses.id })
    .all();
  return result.length === 1;
}

/** One enrollment with its course. */
export function findEnrollmentWithCourse(db: Db, id: number) {
  return db
    .select({ enrollment: enrollments, course: courses })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.id, id))
    .get();
}
