import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CourseReceived, Enrollment } from '@formation/contract';
import { finalPrice, orderTotals } from '@formation/domain';

import { coupons, outbox } from '../../db/schema';
import {
  couponByCode,
  courseById,
  courseBySlug,
  enroll,
  enrollmentForm,
  firstCourseWithStatus,
  OPEN_COURSE,
  patchCourse,
} from '../../testing/commerce-fixtures';
import { injectAs, TEST_NOW, withLearners, type SignedIn, type TestApp } from '../../testing/test-app';

let app: TestApp;
let learner: SignedIn;
let learner2: SignedIn;

beforeAll(async () => {
  ({ app, learner, learner2 } = await withLearners());
});

afterAll(async () => {
  await app.close();
});

const mine = async (signedIn: SignedIn) => {
  const res = await injectAs(app, signedIn, { method: 'GET', url: '/enrollments/me' });
  expect(res.statusCode).toBe(200);
  return res.json<Enrollment[]>();
};

describe('POST /enrollments', () => {
  it('pre-enrolls (201 pending, awaiting online payment), takes a place and mails a confirmation', async () => {
    const course = courseBySlug(app, OPEN_COURSE);
    const res = await enroll(app, learner, course.id);
    expect(res.statusCode).toBe(201);
    const enrollment = res.json<Enrollment>();
    const price = finalPrice(course);
    expect(enrollment).toMatchObject({
      userId: learner.userId,
      courseId: course.id,
      status: 'pending',
      paymentMethod: 'online',
      paymentStatus: 'awaiting',
      promoCode: null,
      totals: { subtotal: price, discount: 0, total: price },
      createdAt: TEST_NOW,
    });
    expect(enrollment.course).toMatchObject({ id: course.id, slug: course.slug, title: course.title });
    expect(courseById(app, course.id).enrolledCount).toBe(course.enrolledCount + 1);
    const detail = (await app.inject({ method: 'GET', url: `/courses/${course.id}` })).json<CourseReceived>();
    expect(detail.enrolledCount).toBe(course.enrolledCount + 1);

    const mail = app.ctx.store.db.select().from(outbox).orderBy(desc(outbox.id)).get();
    expect(mail).toMatchObject({ to: 'amira.bensalah@example.tn', kind: 'enrollment' });
    expect(mail?.text).toContain('24 heures');
    expect(mail?.text).toContain(course.title);
  });

  it('answers the documented message when already enrolled (409 ALREADY_ENROLLED)', async () => {
    const course = courseBySlug(app, OPEN_COURSE);
    const res = await enroll(app, learner, course.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ALREADY_ENROLLED',
      message: 'You are already enrolled in this course. Please complete your payment.',
    });
  });

  it('gives exactly one enrollment for 50 parallel requests of one learner (one 201, 49 × 409)', async () => {
    const course = courseBySlug(app, 'devops-foundation');
    const answers = await Promise.all(Array.from({ length: 50 }, () => enroll(app, learner2, course.id)));
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'ALREADY_ENROLLED' });
    expect(courseById(app, course.id).enrolledCount).toBe(course.enrolledCount + 1);
  });

  it('never takes more places than the session has', async () => {
    const course = courseBySlug(app, 'leading-safe-agilist');
    patchCourse(app, course.id, { enrolledCount: course.maxParticipants - 1 });
    const one = await enroll(app, learner, course.id);
    const two = await enroll(app, learner2, course.id);
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(409);
    expect(two.json()).toMatchObject({ code: 'SESSION_FULL' });
    expect(courseById(app, course.id).enrolledCount).toBe(course.maxParticipants);
  });

  it('refuses a full session (409 SESSION_FULL) and an ended one (409 SESSION_ENDED)', async () => {
    const full = courseBySlug(app, 'scrum-master-psm-i');
    expect(full.enrolledCount).toBeGreaterThanOrEqual(full.maxParticipants);
    const res = await enroll(app, learner, full.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SESSION_FULL' });

    const ended = courseBySlug(app, 'kanban-pilotage-flux');
    const today = TEST_NOW.slice(0, 10);
    patchCourse(app, ended.id, {
      sessionDates: [
        { startDate: '2026-10-01', endDate: '2026-10-02', timeRange: '09:00–17:00' },
        { startDate: today, endDate: today, timeRange: '09:00–17:00' },
      ],
    });
    const past = await enroll(app, learner, ended.id);
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({ code: 'SESSION_ENDED' });
    expect(courseById(app, ended.id).enrolledCount).toBe(ended.enrolledCount);
  });

  it('answers 404 for an unknown course and for a course that is not published', async () => {
    expect((await enroll(app, learner, 999_999)).statusCode).toBe(404);
    expect((await enroll(app, learner, firstCourseWithStatus(app, 'DRAFT').id)).statusCode).toBe(404);
    expect((await enroll(app, learner, firstCourseWithStatus(app, 'ARCHIVED').id)).statusCode).toBe(404);
  });

  it('prices with a valid promo code (case-insensitive) and records its use; onsite is pending', async () => {
    const course = courseBySlug(app, 'design-thinking-innovation');
    // A price with millimes: 15 % of 1190.5 DT is 178.575 DT exactly.
    patchCourse(app, course.id, { discountedPrice: 1190.5 });
    const usedBefore = couponByCode(app, 'BIENVENUE15').usedCount;
    const res = await enroll(app, learner, course.id, {
      promoCode: ' bienvenue15 ',
      paymentMethod: 'onsite',
    });
    expect(res.statusCode).toBe(201);
    const enrollment = res.json<Enrollment>();
    expect(enrollment).toMatchObject({
      promoCode: 'BIENVENUE15',
      paymentMethod: 'onsite',
      paymentStatus: 'pending',
    });
    expect(enrollment.totals).toEqual({ subtotal: 1190.5, discount: 178.575, total: 1011.925 });
    expect(enrollment.totals).toEqual(orderTotals(1190.5, 1, { type: 'percent', value: 15 }));
    // Recorded at once, so a usage limit holds; /coupon-usage/apply then answers this same use.
    expect(couponByCode(app, 'BIENVENUE15').usedCount).toBe(usedBefore + 1);
    const applied = await injectAs(app, learner, {
      method: 'POST',
      url: '/coupon-usage/apply',
      payload: { code: 'BIENVENUE15', courseId: course.id, enrollmentId: enrollment.id },
    });
    expect(applied.statusCode).toBe(201);
    expect(couponByCode(app, 'BIENVENUE15').usedCount).toBe(usedBefore + 1);
  });

  it('keeps a usage limit across enrollments: the last use goes to one learner only', async () => {
    const course = courseBySlug(app, 'ms-project-planification');
    // A code for every course with one use left.
    app.ctx.store.db
      .update(coupons)
      .set({ usageLimit: 1, usedCount: 0 })
      .where(eq(coupons.code, 'BIENVENUE15'))
      .run();
    const first = await enroll(app, learner, course.id, { promoCode: 'BIENVENUE15' });
    const second = await enroll(app, learner2, course.id, { promoCode: 'BIENVENUE15' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 422]);
    expect(second.json()).toMatchObject({ code: 'PROMO_EXHAUSTED' });
    expect(couponByCode(app, 'BIENVENUE15').usedCount).toBe(1);
    app.ctx.store.db.update(coupons).set({ usageLimit: null }).where(eq(coupons.code, 'BIENVENUE15')).run();
  });

  it.each([
    ['an unknown code', 'NOPE2026', 'PROMO_INVALID'],
    ["another course's code", 'PMP200', 'PROMO_NOT_APPLICABLE'],
    ['an expired code', 'ETE2025', 'PROMO_EXPIRED'],
    ['an exhausted code', 'COMPLET', 'PROMO_EXHAUSTED'],
  ])('refuses %s (422 %s) and enrolls nobody', async (_label, promoCode, code) => {
    const course = courseBySlug(app, 'transformation-digitale-dirigeants');
    const res = await enroll(app, learner, course.id, { promoCode });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code });
    if (code === 'PROMO_INVALID' || code === 'PROMO_NOT_APPLICABLE')
      expect(res.json()).toMatchObject({ message: 'Invalid promo code for this course' });
    expect(courseById(app, course.id).enrolledCount).toBe(course.enrolledCount);
  });

  it('treats an empty promo code as none', async () => {
    const course = courseBySlug(app, 'okr-piloter-performance');
    const res = await enroll(app, learner, course.id, { promoCode: '' });
    // Its first session is today, the second one later: still open.
    expect(res.statusCode).toBe(201);
    expect(res.json<Enrollment>().promoCode).toBeNull();
  });

  it('refuses an appointment outside the opening hours or already past (400, nothing stored)', async () => {
    const course = courseBySlug(app, 'ia-pour-le-marketing');
    for (const appointmentTime of [
      '2026-11-23T18:00:00+01:00', // Monday at closing time
      '2026-11-28T16:00:00+01:00', // Saturday at closing time
      '2026-11-29T10:00:00+01:00', // Sunday
      '2026-11-23T08:30:00+01:00', // before opening
      '2026-11-20T10:00:00+01:00', // past
    ]) {
      const res = await enroll(app, learner2, course.id, { appointmentTime });
      expect(res.statusCode, appointmentTime).toBe(400);
      expect(res.json<{ details: { path: string }[] }>().details[0]?.path).toBe('body.appointmentTime');
    }
    expect((await mine(learner2)).some((e) => e.courseId === course.id)).toBe(false);
    const ok = await enroll(app, learner2, course.id, { appointmentTime: '2026-11-28T15:30:00+01:00' });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses anonymous and badly signed requests (401)', async () => {
    const course = courseBySlug(app, OPEN_COURSE);
    expect((await enroll(app, null, course.id)).statusCode).toBe(401);
    expect((await enroll(app, { token: 'x.y.z', userId: 1 }, course.id)).statusCode).toBe(401);
  });

  it.each([
    ['no full name', { fullName: undefined }],
    ['a blank full name', { fullName: '   ' }],
    ['no email', { email: undefined }],
    ['an invalid email', { email: 'amira-at-example' }],
    ['no appointment time', { appointmentTime: undefined }],
    ['an appointment time that is not a date-time', { appointmentTime: 'demain matin' }],
    ['an unknown payment method', { paymentMethod: 'cash' }],
    ['a course id as text', { courseId: 'deux' }],
    ['a negative course id', { courseId: -4 }],
    ['a non-integer course id', { courseId: 1.5 }],
  ])('answers 400 for %s', async (_label, extra) => {
    const payload = { ...enrollmentForm(1), ...extra };
    const res = await injectAs(app, learner, { method: 'POST', url: '/enrollments', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await injectAs(app, learner, {
      method: 'POST',
      url: '/enrollments',
      headers: { 'content-type': 'application/json' },
      payload: '{"courseId":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /enrollments/me', () => {
  it("answers the caller's enrollments newest first with their course summary", async () => {
    const list = await mine(learner);
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const e of list) {
      expect(e.userId).toBe(learner.userId);
      expect(e.course.id).toBe(e.courseId);
    }
    const ids = list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const pspo = list.find((e) => e.course.slug === OPEN_COURSE);
    expect(pspo?.course.nextSession).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await mine(learner2)).every((e) => e.userId === learner2.userId)).toBe(true);
  });

  it('refuses anonymous calls (401)', async () => {
    expect((await app.inject({ method: 'GET', url: '/enrollments/me' })).statusCode).toBe(401);
  });
});
