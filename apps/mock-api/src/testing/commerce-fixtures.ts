// Test fixtures shared by the commerce features' tests (comments, favorites, enrollments, payments,
// coupons): seed lookups, direct row edits for situations the seed does not hold, extra learners.
import { eq } from 'drizzle-orm';

import { signToken } from '../auth/tokens';
import { coupons, courses, enrollments, users } from '../db/schema';
import { injectAs, type SignedIn, type TestApp, type TestResponse } from './test-app';

export type CourseRow = typeof courses.$inferSelect;

export function courseBySlug(app: TestApp, slug: string): CourseRow {
  const row = app.ctx.store.db.select().from(courses).where(eq(courses.slug, slug)).get();
  if (row === undefined) throw new Error(`no seed course ${slug}`);
  return row;
}

export function firstCourseWithStatus(app: TestApp, status: CourseRow['status']): CourseRow {
  const row = app.ctx.store.db.select().from(courses).where(eq(courses.status, status)).get();
  if (row === undefined) throw new Error(`no ${status} course in the seed`);
  return row;
}

export function courseById(app: TestApp, id: number): CourseRow {
  const row = app.ctx.store.db.select().from(courses).where(eq(courses.id, id)).get();
  if (row === undefined) throw new Error(`no course ${id}`);
  return row;
}

export function patchCourse(app: TestApp, id: number, set: Partial<Omit<CourseRow, 'id'>>): void {
  app.ctx.store.db.update(courses).set(set).where(eq(courses.id, id)).run();
}

export function couponByCode(app: TestApp, code: string) {
  const row = app.ctx.store.db.select().from(coupons).where(eq(coupons.code, code)).get();
  if (row === undefined) throw new Error(`no seed coupon ${code}`);
  return row;
}

/** A seed course that is open: PUBLISHED, places left, a session after today. */
export const OPEN_COURSE = 'product-owner-pspo-i';

/** A valid enrollment form for a course. */
export function enrollmentForm(courseId: number, extra: Record<string, unknown> = {}) {
  return {
    courseId,
    fullName: 'Amira Ben Salah',
    email: 'amira.bensalah@example.tn',
    appointmentTime: '2026-11-23T10:00:00.000Z',
    paymentMethod: 'online',
    ...extra,
  };
}

export function enroll(
  app: TestApp,
  signedIn: SignedIn | null,
  courseId: number,
  extra: Record<string, unknown> = {},
): Promise<TestResponse> {
  return injectAs(app, signedIn, {
    method: 'POST',
    url: '/enrollments',
    payload: enrollmentForm(courseId, extra),
  });
}

/** Enrolls and answers the new enrollment's id (fails the test otherwise). */
export async function enrolledId(
  app: TestApp,
  signedIn: SignedIn,
  courseId: number,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const res = await enroll(app, signedIn, courseId, extra);
  if (res.statusCode !== 201) throw new Error(`enrollment failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/**
 * Extra signed-in learners, made directly in the database with a signed token: for situations that
 * need more accounts than the seed's demo ones (a usage limit hit by many learners at once).
 */
export function extraLearners(app: TestApp, count: number): SignedIn[] {
  const { db, clock } = app.ctx.store;
  const now = clock.nowIso();
  return Array.from({ length: count }, (_, i) => {
    const row = db
      .insert(users)
      .values({
        fullName: `Apprenant Test ${i + 1}`,
        email: `apprenant.test${i + 1}@example.tn`,
        isEmailVerified: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id })
      .all()[0];
    if (row === undefined) throw new Error('learner not stored');
    const token = signToken(
      { userId: row.id, generation: app.ctx.store.generation, tokenVersion: 0 },
      clock.now(),
      3600,
      app.ctx.config.AUTH_SECRET,
    );
    return { token, userId: row.id };
  });
}

/** An enrollment made directly (for a course the API would refuse, e.g. a full one). */
export function insertEnrollmentRow(app: TestApp, userId: number, course: CourseRow): number {
  const now = app.ctx.store.clock.nowIso();
  const price = course.discountedPrice > 0 ? course.discountedPrice : course.originalPrice;
  const row = app.ctx.store.db
    .insert(enrollments)
    .values({
      userId,
      courseId: course.id,
      status: 'pending',
      fullName: 'Apprenant Test',
      email: 'apprenant.test@example.tn',
      appointmentTime: now,
      paymentMethod: 'online',
      paymentStatus: 'awaiting',
      subtotal: price,
      discount: 0,
      total: price,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: enrollments.id })
    .all()[0];
  if (row === undefined) throw new Error('enrollment not stored');
  return row.id;
}
