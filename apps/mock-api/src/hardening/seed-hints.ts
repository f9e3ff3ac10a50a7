import { eq, inArray } from 'drizzle-orm';

import type { RouteEntry } from '@formation/contract';
import type { Hints } from '@formation/zod-arbitraries';

import type { Db } from '../db/database';
import { articles, comments, coupons, courses, users } from '../db/schema';
import type { TestApp } from '../testing/test-app';
import { DEMO } from '../testing/test-app';

const APPOINTMENT = '2026-11-24T10:00:00.000Z';
const RETURN_URL = 'http://localhost:5173/paiement/retour';

/** A few of each: enough to reach the success paths, few enough to leave room for random values. */
const SOME = 6;

/**
 * Values of the seed that make generated inputs land somewhere: the demo accounts' ids, emails and
 * password, course ids and slugs, article slugs, promo codes, the learner's comments. Keyed by field
 * name; `id` depends on the route (see hintsFor).
 */
export function seedHints(db: Db): { byField: Hints; idsByPrefix: Record<string, readonly number[]> } {
  const demoUsers = db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        Object.values(DEMO).map((account) => account.email),
      ),
    )
    .all();
  const learner = demoUsers.find((u) => u.email === DEMO.learner.email);
  if (learner === undefined) throw new Error('seed hints: the demo learner is missing from the seed');
  const courseRows = db.select({ id: courses.id, slug: courses.slug }).from(courses).limit(SOME).all();
  const articleSlugs = db
    .select({ slug: articles.slug })
    .from(articles)
    .limit(SOME)
    .all()
    .map((a) => a.slug);
  const commentIds = db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.userId, learner.id))
    .limit(SOME)
    .all()
    .map((c) => c.id);
  const courseIds = courseRows.map((c) => c.id);
  return {
    byField: {
      userId: [learner.id],
      courseId: courseIds,
      slug: [...courseRows.map((c) => c.slug), ...articleSlugs],
      email: demoUsers.map((u) => u.email),
      password: [DEMO.learner.password],
      currentPassword: [DEMO.learner.password],
      code: db
        .select({ code: coupons.code })
        .from(coupons)
        .all()
        .map((c) => c.code),
      // A weekday slot after the test clock (TEST_NOW is a Sunday), and the site's own return page.
      appointmentTime: [APPOINTMENT],
      returnUrl: [RETURN_URL],
    },
    idsByPrefix: {
      '/courses/': courseIds,
      '/comments/': commentIds,
      '/users/': [learner.id],
    },
  };
}

export type SeedHints = ReturnType<typeof seedHints>;

/** Records made in a data set before its route's cases, so that valid inputs can succeed. */
export interface LearnerRecords {
  enrollmentIds: readonly number[];
  paymentIds: readonly number[];
  /** Hints read from the data set's outbox and identity provider: codes, tokens. */
  extra: Hints;
}

async function outboxItem(
  app: TestApp,
  dataSet: string,
  query: string,
  field: 'code' | 'link',
): Promise<string | null> {
  const res = await app.inject({
    method: 'GET',
    url: `/__mock/outbox?${query}`,
    headers: { 'x-mock-session': dataSet },
  });
  const [latest] = res.json<{ code: string | null; link: string | null }[]>();
  return latest?.[field] ?? null;
}

/**
 * The seed gives the demo learner no enrollment, favorite or pending mail, so many routes would stop
 * at "not found": in the route's private data set, enroll the learner and start an online payment, add
 * a favorite, ask for a reset link and a new verification code, and get a provider token.
 */
export async function makeLearnerRecords(
  app: TestApp,
  dataSet: string,
  token: string,
  hints: SeedHints,
): Promise<LearnerRecords> {
  const headers = { 'x-mock-session': dataSet, authorization: `Bearer ${token}` };
  for (const courseId of hints.byField.courseId ?? []) {
    const enrolled = await app.inject({
      method: 'POST',
      url: '/enrollments',
      headers,
      payload: {
        courseId,
        fullName: 'Amira Ben Salah',
        email: DEMO.learner.email,
        appointmentTime: APPOINTMENT,
        paymentMethod: 'online',
      },
    });
    if (enrolled.statusCode !== 201) continue;
    const enrollmentId = enrolled.json<{ id: number }>().id;
    const paid = await app.inject({
      method: 'POST',
      url: '/payments/online',
      headers,
      payload: { enrollmentId, returnUrl: RETURN_URL },
    });
    const paymentIds = paid.statusCode === 201 ? [paid.json<{ id: number }>().id] : [];
    return {
      enrollmentIds: [enrollmentId],
      paymentIds,
      extra: await mailAndTokens(app, dataSet, headers, courseId),
    };
  }
  throw new Error('seed hints: the demo learner could enroll in none of the hinted courses');
}

async function mailAndTokens(
  app: TestApp,
  dataSet: string,
  headers: Record<string, string>,
  courseId: unknown,
): Promise<Hints> {
  const userId = (await app.inject({ method: 'GET', url: '/enrollments/me', headers })).json<
    { userId: number }[]
  >()[0]?.userId;
  await app.inject({ method: 'POST', url: `/favorites/${String(courseId)}`, headers, payload: { userId } });
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { 'x-mock-session': dataSet }, payload });
  await post('/auth/forgot-password', { email: DEMO.learner2.email });
  await post('/auth/resend-code', { email: DEMO.unverified.email });
  const link = await outboxItem(app, dataSet, `kind=password-reset&to=${DEMO.learner2.email}`, 'link');
  const code = await outboxItem(app, dataSet, `kind=email-verification&to=${DEMO.unverified.email}`, 'code');
  const provider = await post('/__mock/identity/token', {
    email: DEMO.learner.email,
    name: 'Amira Ben Salah',
  });
  const providerToken = provider.json<{ access_token: string }>().access_token;
  return {
    token: link === null ? [] : [link.slice(link.lastIndexOf('/') + 1)],
    verificationCode: code === null ? [] : [code],
    providerToken: [providerToken],
    accessToken: [providerToken],
    authorization: [`Bearer ${providerToken}`],
  };
}

/** The hints of one route: the shared ones, the learner's records, and `id` as the route's path means it. */
export function hintsFor(entry: RouteEntry, hints: SeedHints, records: LearnerRecords): Hints {
  const ids: Record<string, readonly number[]> = {
    ...hints.idsByPrefix,
    '/payments/': records.paymentIds,
    '/__mock/payments/': records.paymentIds,
    '/__mock/enrollments/': records.enrollmentIds,
  };
  const prefix = Object.keys(ids).find((p) => entry.path.startsWith(p));
  const { verificationCode = [], ...extra } = records.extra;
  return {
    ...hints.byField,
    ...extra,
    // `code` is a promo code or a verification code: each schema keeps the hints it accepts.
    code: [...(hints.byField.code ?? []), ...verificationCode],
    enrollmentId: records.enrollmentIds,
    ...(prefix === undefined ? {} : { id: ids[prefix] ?? [] }),
  };
}
