import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CouponQuote, Enrollment } from '@formation/contract';
import { finalPrice, orderTotals } from '@formation/domain';

import {
  couponByCode,
  courseBySlug,
  enrolledId,
  extraLearners,
  firstCourseWithStatus,
  insertEnrollmentRow,
  patchCourse,
} from '../../testing/commerce-fixtures';
import { buildContractTestApp, injectAs, login, type SignedIn, type TestApp } from '../../testing/test-app';

let app: TestApp;
let learner: SignedIn;
let learner2: SignedIn;

beforeAll(async () => {
  app = await buildContractTestApp();
  learner = await login(app, 'learner');
  learner2 = await login(app, 'learner2');
});

afterAll(async () => {
  await app.close();
});

const verify = (signedIn: SignedIn | null, payload: Record<string, unknown>) =>
  injectAs(app, signedIn, { method: 'POST', url: '/coupon-usage/verify', payload });
const apply = (signedIn: SignedIn | null, payload: Record<string, unknown>) =>
  injectAs(app, signedIn, { method: 'POST', url: '/coupon-usage/apply', payload });

describe('POST /coupon-usage/verify', () => {
  it('quotes a percentage code, case-insensitively, in exact millimes', async () => {
    const course = courseBySlug(app, 'fondamentaux-gestion-projet');
    patchCourse(app, course.id, { discountedPrice: 990.5 });
    const res = await verify(learner, { code: 'bienvenue15', courseId: course.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<CouponQuote>()).toEqual({
      valid: true,
      code: 'BIENVENUE15',
      discountType: 'percent',
      discountValue: 15,
      // 15 % of 990.5 DT = 148.575 DT.
      subtotal: 990.5,
      discount: 148.575,
      total: 841.925,
      expiresAt: null,
    });
  });

  it("quotes a fixed code on its own course from the course's final price", async () => {
    const pmp = courseBySlug(app, 'pmp-preparation-certification');
    const res = await verify(learner, { code: 'PMP200', courseId: pmp.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<CouponQuote>()).toMatchObject({
      discountType: 'fixed',
      ...orderTotals(finalPrice(pmp), 1, { type: 'fixed', value: 200 }),
    });
    expect(res.json<CouponQuote>().expiresAt).toMatch(/T23:59:59/);
  });

  it('tells invalid, other-course, expired and exhausted codes apart (422, distinct codes)', async () => {
    const courseId = courseBySlug(app, 'devops-foundation').id;
    const answers = await Promise.all([
      verify(learner, { code: 'INCONNU', courseId }),
      verify(learner, { code: 'PMP200', courseId }),
      verify(learner, { code: 'ETE2025', courseId }),
      verify(learner, { code: 'COMPLET', courseId }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([422, 422, 422, 422]);
    const bodies = answers.map((r) => r.json<{ code: string; message: string }>());
    expect(bodies.map((b) => b.code)).toEqual([
      'PROMO_INVALID',
      'PROMO_NOT_APPLICABLE',
      'PROMO_EXPIRED',
      'PROMO_EXHAUSTED',
    ]);
    expect(bodies[0]?.message).toBe('Invalid promo code for this course');
    expect(bodies[1]?.message).toBe('Invalid promo code for this course');
  });

  it('answers 404 for an unknown or unpublished course, 400 for bad input, 401 without a token', async () => {
    expect((await verify(learner, { code: 'BIENVENUE15', courseId: 999_999 })).statusCode).toBe(404);
    const draft = firstCourseWithStatus(app, 'DRAFT');
    expect((await verify(learner, { code: 'BIENVENUE15', courseId: draft.id })).statusCode).toBe(404);
    // The site shows 'Please enter a promo code' before calling; the API refuses an empty code too.
    const empty = await verify(learner, { code: '', courseId: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await verify(learner, { code: 'BIEN VENUE', courseId: 1 })).statusCode).toBe(400);
    expect((await verify(learner, { courseId: 1 })).statusCode).toBe(400);
    expect((await verify(learner, { code: 'BIENVENUE15', courseId: 'un' })).statusCode).toBe(400);
    expect((await verify(null, { code: 'BIENVENUE15', courseId: 1 })).statusCode).toBe(401);
    expect(
      (await verify({ token: 'nope', userId: 1 }, { code: 'BIENVENUE15', courseId: 1 })).statusCode,
    ).toBe(401);
  });
});

describe('POST /coupon-usage/apply', () => {
  it('records one use for the enrollment, reprices it, and answers the same use when repeated', async () => {
    const course = courseBySlug(app, 'machine-learning-python');
    const enrollmentId = await enrolledId(app, learner, course.id);
    const usedBefore = couponByCode(app, 'BIENVENUE15').usedCount;

    const first = await apply(learner, { code: 'Bienvenue15', courseId: course.id, enrollmentId });
    expect(first.statusCode).toBe(201);
    const usage = first.json<{ id: number; discount: number }>();
    const totals = orderTotals(finalPrice(course), 1, { type: 'percent', value: 15 });
    expect(usage).toMatchObject({
      code: 'BIENVENUE15',
      courseId: course.id,
      enrollmentId,
      userId: learner.userId,
      discount: totals.discount,
    });
    expect(couponByCode(app, 'BIENVENUE15').usedCount).toBe(usedBefore + 1);

    const again = await apply(learner, { code: 'BIENVENUE15', courseId: course.id, enrollmentId });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ id: number }>().id).toBe(usage.id);
    expect(couponByCode(app, 'BIENVENUE15').usedCount).toBe(usedBefore + 1);

    // One use per enrollment: another code answers the use already recorded.
    const other = await apply(learner, { code: 'ETUDIANT20', courseId: course.id, enrollmentId });
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ id: usage.id, code: 'BIENVENUE15' });

    const list = await injectAs(app, learner, { method: 'GET', url: '/enrollments/me' });
    const mine = list.json<Enrollment[]>();
    expect(mine.find((e) => e.id === enrollmentId)).toMatchObject({ promoCode: 'BIENVENUE15', totals });
  });

  it("refuses another learner's enrollment (403), unknown ones (404) and another course's (404)", async () => {
    const course = courseBySlug(app, 'ia-pour-managers');
    const enrollmentId = await enrolledId(app, learner, course.id);
    const theirs = await apply(learner2, { code: 'BIENVENUE15', courseId: course.id, enrollmentId });
    expect(theirs.statusCode).toBe(403);
    expect(
      (await apply(learner, { code: 'BIENVENUE15', courseId: course.id, enrollmentId: 999_999 })).statusCode,
    ).toBe(404);
    const other = courseBySlug(app, 'devops-foundation').id;
    expect((await apply(learner, { code: 'BIENVENUE15', courseId: other, enrollmentId })).statusCode).toBe(
      404,
    );
    expect((await apply(learner, { code: 'BIENVENUE15', courseId: 999_999, enrollmentId })).statusCode).toBe(
      404,
    );
    expect((await apply(null, { code: 'BIENVENUE15', courseId: course.id, enrollmentId })).statusCode).toBe(
      401,
    );
    expect((await apply(learner, { code: '', courseId: course.id, enrollmentId })).statusCode).toBe(400);
    expect((await apply(learner, { code: 'X', courseId: course.id })).statusCode).toBe(400);
  });

  it('checks validity like verify: invalid and expired 422, limit reached 409 PROMO_EXHAUSTED', async () => {
    const course = courseBySlug(app, 'ia-pour-le-marketing');
    const enrollmentId = await enrolledId(app, learner, course.id);
    const body = (code: string) => ({ code, courseId: course.id, enrollmentId });
    const invalid = await apply(learner, body('PMP200'));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      code: 'PROMO_NOT_APPLICABLE',
      message: 'Invalid promo code for this course',
    });
    const expired = await apply(learner, body('ETE2025'));
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'PROMO_EXPIRED' });
    const exhausted = await apply(learner, body('COMPLET'));
    expect(exhausted.statusCode).toBe(409);
    expect(exhausted.json()).toMatchObject({ code: 'PROMO_EXHAUSTED' });
    expect(couponByCode(app, 'COMPLET').usedCount).toBe(5);
  });

  it('does not reprice a paid enrollment (409 PAYMENT_ALREADY_COMPLETED)', async () => {
    const course = courseBySlug(app, 'azure-administrator-az-104');
    const enrollmentId = await enrolledId(app, learner, course.id);
    const payment = await injectAs(app, learner, {
      method: 'POST',
      url: '/payments/online',
      payload: { enrollmentId, returnUrl: 'http://localhost:5173/retour' },
    });
    const paymentId = payment.json<{ id: number }>().id;
    const settled = await app.inject({
      method: 'POST',
      url: `/__mock/payments/${paymentId}/complete`,
      payload: { outcome: 'succeed' },
    });
    expect(settled.statusCode).toBe(200);
    const res = await apply(learner, { code: 'BIENVENUE15', courseId: course.id, enrollmentId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_ALREADY_COMPLETED' });
  });

  it('never exceeds a usage limit: 10 parallel applies of SCRUM10 (2 of 3 used) → exactly one 201', async () => {
    const scrum10 = couponByCode(app, 'SCRUM10');
    expect(scrum10).toMatchObject({ usageLimit: 3, usedCount: 2 });
    const courseId = scrum10.courseId;
    if (courseId === null) throw new Error('SCRUM10 is for one course');
    const course = courseBySlug(app, 'scrum-master-psm-i');
    expect(course.id).toBe(courseId);
    // The Scrum course is full in the seed: the enrollments are made directly.
    const learners = extraLearners(app, 10);
    const enrollmentIds = learners.map((l) => insertEnrollmentRow(app, l.userId, course));

    const answers = await Promise.all(
      learners.map((l, i) => apply(l, { code: 'scrum10', courseId, enrollmentId: enrollmentIds[i] })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'PROMO_EXHAUSTED' });
    expect(couponByCode(app, 'SCRUM10').usedCount).toBe(3);

    const verified = await verify(learners[0] ?? null, { code: 'SCRUM10', courseId });
    expect(verified.json()).toMatchObject({ code: 'PROMO_EXHAUSTED' });
  });
});

describe('a code applied while an online payment is open', () => {
  it('reprices the open payment, so the learner pays the discounted total', async () => {
    const course = courseBySlug(app, 'pmo-gestion-portefeuille');
    const enrollmentId = await enrolledId(app, learner, course.id, { paymentMethod: 'online' });
    const opened = await injectAs(app, learner, {
      method: 'POST',
      url: '/payments/online',
      payload: { enrollmentId, returnUrl: 'http://localhost:5173/retour' },
    });
    const payment = opened.json<{ id: number; amount: number }>();
    const applied = await apply(learner, { code: 'BIENVENUE15', courseId: course.id, enrollmentId });
    expect(applied.statusCode).toBe(201);
    const after = await injectAs(app, learner, { method: 'GET', url: `/payments/${String(payment.id)}` });
    const mine = await injectAs(app, learner, { method: 'GET', url: '/enrollments/me' });
    const total = mine.json<{ id: number; totals: { total: number } }[]>().find((e) => e.id === enrollmentId)
      ?.totals.total;
    expect(total).toBeLessThan(payment.amount);
    expect(after.json<{ amount: number }>().amount).toBe(total);
  });
});
