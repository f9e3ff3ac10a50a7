import { eq } from 'drizzle-orm';

import { connectionUsers, couponUsages, courses, favorites, payments, users } from '../db/schema';
import type { DataSet } from './data-set';

/** Seed courses the matrix uses: all PUBLISHED with an upcoming session and places left. */
export const COURSES = {
  /** The owner is enrolled here (online, a payment awaiting) and has commented on it. */
  enrolled: 'product-owner-pspo-i',
  /** In the owner's favorites. */
  favorite: 'prince2-foundation',
  /** Neither enrolled nor a favorite: for the create and add calls. */
  free: 'devops-foundation',
} as const;

export const RETURN_URL = 'http://localhost:5173/paiement/retour';

/** What the owner holds in a fresh data set, made through the routes as the owner. */
export interface OwnerData {
  ownerEmail: string;
  enrolledCourseId: number;
  favoriteCourseId: number;
  freeCourseId: number;
  enrollmentId: number;
  paymentId: number;
  commentId: number;
}

async function courseId(d: DataSet, slug: string): Promise<number> {
  const { db } = await d.store();
  const row = db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)).get();
  if (row === undefined) throw new Error(`no seed course ${slug}`);
  return row.id;
}

async function created(d: DataSet, url: string, payload: object, expected = 201): Promise<number> {
  const res = await d.as('owner', { method: 'POST', url, payload });
  if (res.statusCode !== expected) throw new Error(`setup ${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

export const enrollmentForm = (courseId: number) => ({
  courseId,
  fullName: 'Amira Ben Salah',
  email: 'amira.bensalah@example.tn',
  appointmentTime: '2026-11-23T10:00:00.000Z',
  paymentMethod: 'online',
});

/** A new online payment of the owner's enrollment (each call opens one). */
export const openOnlinePayment = (d: DataSet, o: OwnerData) =>
  created(d, '/payments/online', { enrollmentId: o.enrollmentId, returnUrl: RETURN_URL });

export async function makeOwnerData(d: DataSet): Promise<OwnerData> {
  const [enrolledCourseId, favoriteCourseId, freeCourseId] = await Promise.all([
    courseId(d, COURSES.enrolled),
    courseId(d, COURSES.favorite),
    courseId(d, COURSES.free),
  ]);
  const enrollmentId = await created(d, '/enrollments', enrollmentForm(enrolledCourseId));
  const base = { ownerEmail: 'amira.bensalah@example.tn', enrolledCourseId, favoriteCourseId, freeCourseId };
  const paymentId = await openOnlinePayment(d, { ...base, enrollmentId, paymentId: 0, commentId: 0 });
  const commentId = await created(d, '/comments', {
    courseId: enrolledCourseId,
    content: 'Formation claire et bien rythmée.',
    rate: 5,
  });
  await created(d, `/favorites/${favoriteCourseId}`, { userId: d.owner.userId });
  return { ...base, enrollmentId, paymentId, commentId };
}

/**
 * Everything the owner holds, read back as the owner through the routes (status and body), plus the
 * rows no route shows (password hash and token version, payments, advisor contacts, code uses).
 */
export async function ownerSnapshot(d: DataSet, o: OwnerData): Promise<unknown> {
  const get = async (url: string) => {
    const res = await d.as('owner', { method: 'GET', url });
    return { status: res.statusCode, body: res.json<unknown>() };
  };
  const comments = await get(`/comments/course/${o.enrolledCourseId}`);
  const ownComments = Array.isArray(comments.body)
    ? comments.body.filter((c: { userId?: number }) => c.userId === d.owner.userId)
    : comments.body;
  const { db } = await d.store();
  const ownerId = d.owner.userId;
  return {
    profile: await get(`/users/profile/${ownerId}`),
    favorites: await get(`/favorites/${ownerId}`),
    enrollments: await get('/enrollments/me'),
    payment: await get(`/payments/${o.paymentId}`),
    comments: ownComments,
    rows: {
      user: db.select().from(users).where(eq(users.id, ownerId)).get(),
      favorites: db.select().from(favorites).where(eq(favorites.userId, ownerId)).all(),
      payments: db.select().from(payments).where(eq(payments.userId, ownerId)).all(),
      contacts: db.select().from(connectionUsers).where(eq(connectionUsers.userId, ownerId)).all(),
      codeUses: db.select().from(couponUsages).where(eq(couponUsages.userId, ownerId)).all(),
    },
  };
}
