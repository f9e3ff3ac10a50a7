// Requests that race. better-sqlite3 is synchronous, but handlers await (argon2),
// so requests interleave at those awaits: each case fires its requests together and checks the state.
// Already proven beside the features (not repeated here): 50 parallel enrollments through app.inject
// (enrollments.test.ts), 20 parallel adds of one favorite (favorites.test.ts), 10 parallel applies of
// SCRUM10 on ten enrollments (coupons.test.ts).
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Enrollment, Favorite } from '@formation/contract';

import { couponUsages, enrollments, users } from '../db/schema';
import type { MockServer } from '../fastify/fastify-app';
import { lastMail, mailCount, newAccount, post, registerVerified } from '../testing/account-fixtures';
import {
  couponByCode,
  courseBySlug,
  enrollmentForm,
  extraLearners,
  insertEnrollmentRow,
  patchCourse,
} from '../testing/commerce-fixtures';
import { buildTestApp, injectAs, login, type SignedIn, type TestResponse } from '../testing/test-app';
import { expectErrorShape } from './error-shape';

let app: MockServer;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const statusesOf = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode);
const count = (values: number[], status: number) => values.filter((s) => s === status).length;

describe('50 enrollments of one learner in one course, over real HTTP', () => {
  it('give one enrollment: one 201, 49 × 409 ALREADY_ENROLLED in the one error shape', async () => {
    const course = courseBySlug(app, 'itil-4-foundation');
    const signedIn = await login(app, 'learner2');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await fetch(`http://127.0.0.1:${port}/enrollments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${signedIn.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(enrollmentForm(course.id)),
        });
        const body = await res.text();
        return {
          statusCode: res.status,
          headers: { 'content-type': res.headers.get('content-type') ?? '' },
          body,
        };
      }),
    );
    const statuses = statusesOf(answers);
    expect(count(statuses, 201)).toBe(1);
    expect(count(statuses, 409)).toBe(49);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expectErrorShape(res, 409, 'ALREADY_ENROLLED');

    const mine = await injectAs(app, signedIn, { method: 'GET', url: '/enrollments/me' });
    expect(mine.json<Enrollment[]>().filter((e) => e.courseId === course.id)).toHaveLength(1);
    expect(courseBySlug(app, course.slug).enrolledCount).toBe(course.enrolledCount + 1);
  });
});

describe('favorite toggles fired together', () => {
  type Op = 'add' | 'remove';

  /** A fixed, mixed sequence of adds and removes (a small LCG: same sequence every run). */
  function toggles(length: number, seed: number): Op[] {
    let state = seed;
    return Array.from({ length }, () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648 < 0.5 ? 'add' : 'remove';
    });
  }

  const toggle = (signedIn: SignedIn, op: Op, courseId: number) =>
    injectAs(app, signedIn, {
      method: op === 'add' ? 'POST' : 'DELETE',
      url: `/favorites/${courseId}`,
      payload: { userId: signedIn.userId },
    });

  const listOf = async (signedIn: SignedIn) =>
    (await injectAs(app, signedIn, { method: 'GET', url: `/favorites/${signedIn.userId}` })).json<
      Favorite[]
    >();

  /**
   * Replays the answers in the order they were acknowledged: each must be what the state before it
   * implies (add: 201 when absent, 200 when present; remove: 200 when present, 404 when absent).
   */
  function replay(acknowledged: { op: Op; res: TestResponse }[], present: boolean): boolean {
    let state = present;
    for (const { op, res } of acknowledged) {
      if (op === 'add') expect(res.statusCode).toBe(state ? 200 : 201);
      else if (state) expect(res.statusCode).toBe(200);
      else expectErrorShape(res, 404, 'NOT_FOUND');
      state = op === 'add';
    }
    return state;
  }

  it('end as the last acknowledged toggle says, with no duplicate and no 5xx (two learners, two courses)', async () => {
    const amira = await login(app, 'learner');
    const karim = await login(app, 'learner2');
    const courses = [
      courseBySlug(app, 'prince2-foundation').id,
      courseBySlug(app, 'cobit-2019-foundation').id,
    ];
    for (const [round, seed] of [7, 19, 42].entries()) {
      // Four streams of toggles (two learners × two courses), interleaved one by one.
      const streams = [amira, karim].flatMap((signedIn, s) =>
        courses.map((courseId, c) =>
          toggles(25, seed + s * 10 + c).map((op) => ({ signedIn, op, courseId })),
        ),
      );
      const ops = Array.from({ length: 25 }, (_, i) => streams.map((stream) => stream[i]))
        .flat()
        .filter((o) => o !== undefined);
      const before = new Map(
        await Promise.all(
          [amira, karim].map(
            async (s) => [s.userId, new Set((await listOf(s)).map((f) => f.courseId))] as const,
          ),
        ),
      );
      const acknowledged: { signedIn: SignedIn; op: Op; courseId: number; res: TestResponse }[] = [];
      await Promise.all(
        ops.map(async (o) => {
          const res = await toggle(o.signedIn, o.op, o.courseId);
          acknowledged.push({ ...o, res });
        }),
      );
      expect(
        acknowledged.filter((a) => a.res.statusCode >= 500),
        `round ${round}`,
      ).toEqual([]);

      for (const signedIn of [amira, karim]) {
        const entries = await listOf(signedIn);
        expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
        expect(new Set(entries.map((e) => e.courseId)).size).toBe(entries.length);
        for (const courseId of courses) {
          const mine = acknowledged.filter((a) => a.signedIn === signedIn && a.courseId === courseId);
          const wasPresent = before.get(signedIn.userId)?.has(courseId) ?? false;
          const finalState = replay(mine, wasPresent);
          expect(finalState).toBe(mine.at(-1)?.op === 'add');
          expect(entries.filter((e) => e.courseId === courseId)).toHaveLength(finalState ? 1 : 0);
        }
      }
    }
  });
});

describe('promo codes applied together never pass their usage limit', () => {
  let learners: SignedIn[];
  beforeAll(() => {
    learners = extraLearners(app, 24);
  });

  const apply = (signedIn: SignedIn, payload: object) =>
    injectAs(app, signedIn, { method: 'POST', url: '/coupon-usage/apply', payload });
  const enrollWith = (signedIn: SignedIn, courseId: number, promoCode: string) =>
    injectAs(app, signedIn, {
      method: 'POST',
      url: '/enrollments',
      payload: enrollmentForm(courseId, { promoCode }),
    });
  const usesOf = (couponId: number) =>
    app.ctx.store.db.select().from(couponUsages).where(eq(couponUsages.couponId, couponId)).all();
  const enrollmentsIn = (courseId: number, userIds: number[]) =>
    app.ctx.store.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.courseId, courseId))
      .all()
      .filter((e) => userIds.includes(e.userId));

  it('SCRUM10 (one use left): applies and enrollments with the code racing give it to exactly one', async () => {
    const scrum10 = couponByCode(app, 'SCRUM10');
    expect(scrum10).toMatchObject({ usageLimit: 3, usedCount: 2 });
    const course = courseBySlug(app, 'scrum-master-psm-i');
    // Full in the seed: open places so the enrollment path reaches the code.
    patchCourse(app, course.id, { maxParticipants: course.enrolledCount + 50 });
    const appliers = learners.slice(0, 6);
    const enrollers = learners.slice(6, 12);
    const enrollmentIds = appliers.map((l) => insertEnrollmentRow(app, l.userId, course));
    const usesBefore = usesOf(scrum10.id).length;

    const [applied, enrolled] = await Promise.all([
      Promise.all(
        appliers.map((l, i) =>
          apply(l, { code: 'scrum10', courseId: course.id, enrollmentId: enrollmentIds[i] }),
        ),
      ),
      Promise.all(enrollers.map((l) => enrollWith(l, course.id, 'SCRUM10'))),
    ]);
    const won = count(statusesOf(applied), 201) + count(statusesOf(enrolled), 201);
    expect(won).toBe(1);
    for (const res of applied.filter((r) => r.statusCode !== 201))
      expectErrorShape(res, 409, 'PROMO_EXHAUSTED');
    for (const res of enrolled.filter((r) => r.statusCode !== 201))
      expectErrorShape(res, 422, 'PROMO_EXHAUSTED');
    expect(couponByCode(app, 'SCRUM10').usedCount).toBe(3);
    expect(usesOf(scrum10.id)).toHaveLength(usesBefore + 1);
    // A refused enrollment is rolled back whole: no enrollment, no place taken.
    expect(
      enrollmentsIn(
        course.id,
        enrollers.map((l) => l.userId),
      ),
    ).toHaveLength(count(statusesOf(enrolled), 201));
    expect(courseBySlug(app, course.slug).enrolledCount).toBe(
      course.enrolledCount + count(statusesOf(enrolled), 201),
    );
  });

  it('COMPLET (no use left): every apply and every enrollment with it is refused, nothing recorded', async () => {
    const complet = couponByCode(app, 'COMPLET');
    expect(complet).toMatchObject({ usageLimit: 5, usedCount: 5 });
    const course = courseBySlug(app, 'togaf-enterprise-architecture-foundation');
    const appliers = learners.slice(12, 18);
    const enrollers = learners.slice(18, 24);
    const enrollmentIds = appliers.map((l) => insertEnrollmentRow(app, l.userId, course));

    const [applied, enrolled] = await Promise.all([
      Promise.all(
        appliers.map((l, i) =>
          apply(l, { code: 'COMPLET', courseId: course.id, enrollmentId: enrollmentIds[i] }),
        ),
      ),
      Promise.all(enrollers.map((l) => enrollWith(l, course.id, 'COMPLET'))),
    ]);
    for (const res of applied) expectErrorShape(res, 409, 'PROMO_EXHAUSTED');
    for (const res of enrolled) expectErrorShape(res, 422, 'PROMO_EXHAUSTED');
    expect(couponByCode(app, 'COMPLET').usedCount).toBe(5);
    expect(usesOf(complet.id)).toHaveLength(0);
    expect(
      enrollmentsIn(
        course.id,
        enrollers.map((l) => l.userId),
      ),
    ).toHaveLength(0);
    const repriced = app.ctx.store.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.courseId, course.id), eq(enrollments.promoCode, 'COMPLET')))
      .all();
    expect(repriced).toHaveLength(0);
  });

  it('one enrollment applying a code ten times at once counts one use and one discount', async () => {
    const [learner] = learners;
    if (learner === undefined) throw new Error('no learner');
    const course = courseBySlug(app, 'itil-4-foundation');
    const enrollmentId = insertEnrollmentRow(app, learner.userId, course);
    const before = couponByCode(app, 'BIENVENUE15').usedCount;

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        apply(learner, { code: 'BIENVENUE15', courseId: course.id, enrollmentId }),
      ),
    );
    expect(statusesOf(answers)).toEqual(Array.from({ length: 10 }, () => 201));
    expect(new Set(answers.map((r) => r.json<{ id: number }>().id)).size).toBe(1);
    expect(couponByCode(app, 'BIENVENUE15').usedCount).toBe(before + 1);
    const row = app.ctx.store.db.select().from(enrollments).where(eq(enrollments.id, enrollmentId)).get();
    const discount = answers[0]?.json<{ discount: number }>().discount;
    expect(row).toMatchObject({
      promoCode: 'BIENVENUE15',
      discount,
      total: (row?.subtotal ?? 0) - (discount ?? 0),
    });
  });
});

describe('sign-ups with one email fired together', () => {
  it('create exactly one account; the others answer 409 EMAIL_TAKEN in the one error shape', async () => {
    const email = 'course.au.compte@example.tn';
    const variants = [
      'course.au.compte@example.tn',
      'Course.Au.Compte@Example.TN',
      ' COURSE.AU.COMPTE@EXAMPLE.TN ',
    ];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(app, '/auth/register', newAccount(variants[i % variants.length] ?? email)),
      ),
    );
    const statuses = statusesOf(answers);
    expect(count(statuses, 201)).toBe(1);
    expect(count(statuses, 409)).toBe(11);
    for (const res of answers.filter((r) => r.statusCode === 409)) expectErrorShape(res, 409, 'EMAIL_TAKEN');
    expect(app.ctx.store.db.select().from(users).where(eq(users.email, email)).all()).toHaveLength(1);
    // One verification code mailed: the refused sign-ups mailed nothing.
    expect(mailCount(app, email)).toBe(1);
  });
});

describe('password changes racing', () => {
  const change = (signedIn: SignedIn, currentPassword: string, newPassword: string) =>
    injectAs(app, signedIn, {
      method: 'POST',
      url: `/users/${signedIn.userId}/reset-password`,
      payload: { currentPassword, newPassword },
    });
  const signIn = (email: string, password: string) => post(app, '/auth/login', { email, password });

  it('with one sign-in: one change wins, the others find the sign-in ended (401 TOKEN_EXPIRED)', async () => {
    const account = await registerVerified(app, 'changements.paralleles@example.tn');
    const signedIn = await signIn(account.email, account.password).then((r) => ({
      token: r.json<{ token: { access_token: string } }>().token.access_token,
      userId: r.json<{ user: { id: number } }>().user.id,
    }));
    const candidates = [
      'Premier-Choix-2026',
      'Deuxieme-Choix-2026',
      'Troisieme-Choix-2026',
      'Quatrieme-Choix-2026',
    ];
    const answers = await Promise.all(candidates.map((p) => change(signedIn, account.password, p)));
    const statuses = statusesOf(answers);
    expect(count(statuses, 200)).toBe(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectErrorShape(res, 401, 'TOKEN_EXPIRED');
    // The password in force is the one the learner was told was saved; the others never were.
    const winner = candidates[statuses.indexOf(200)] ?? '';
    for (const p of candidates)
      expect((await signIn(account.email, p)).statusCode).toBe(p === winner ? 200 : 401);
  });

  it('against a reset link: the reset, done after or during the change, is the password in force', async () => {
    const account = await registerVerified(app, 'changement.et.lien@example.tn');
    const login = await signIn(account.email, account.password);
    const signedIn = {
      token: login.json<{ token: { access_token: string } }>().token.access_token,
      userId: login.json<{ user: { id: number } }>().user.id,
    };
    await post(app, '/auth/forgot-password', { email: account.email });
    const token = /\/set-new-password\/([\w-]+)$/.exec(
      lastMail(app, account.email, 'password-reset')?.link ?? '',
    )?.[1];
    if (token === undefined) throw new Error('no reset link');

    const [changed, reset] = await Promise.all([
      change(signedIn, account.password, 'Choisi-En-Session-2026'),
      post(app, '/auth/reset-password', { token, password: 'Choisi-Par-Le-Lien-2026' }),
    ]);
    expect(reset.statusCode).toBe(200);
    // Either the change came first (200, then the reset replaced it) or the reset ended the sign-in.
    if (changed.statusCode !== 200) expectErrorShape(changed, 401, 'TOKEN_EXPIRED');
    expect((await signIn(account.email, 'Choisi-Par-Le-Lien-2026')).statusCode).toBe(200);
    expect((await signIn(account.email, 'Choisi-En-Session-2026')).statusCode).toBe(401);
  });
});
