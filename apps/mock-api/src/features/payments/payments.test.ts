import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Enrollment, Payment } from '@formation/contract';

import { isAllowedReturnUrl } from '../../commerce/return-url';
import { courseBySlug, enrolledId, OPEN_COURSE } from '../../testing/commerce-fixtures';
import { buildContractTestApp, injectAs, login, type SignedIn, type TestApp } from '../../testing/test-app';

let app: TestApp;
let learner: SignedIn;
let learner2: SignedIn;

const SITE = 'http://localhost:5173';

beforeAll(async () => {
  app = await buildContractTestApp();
  learner = await login(app, 'learner');
  learner2 = await login(app, 'learner2');
});

afterAll(async () => {
  await app.close();
});

const hasPayment = (signedIn: SignedIn | null, userId: number | string, courseId: number | string) =>
  injectAs(app, signedIn, {
    method: 'GET',
    url: `/payments/has-payment?userId=${userId}&courseId=${courseId}`,
  });
const onsite = (signedIn: SignedIn | null, payload: Record<string, unknown>) =>
  injectAs(app, signedIn, { method: 'POST', url: '/payments/onsite', payload });
const online = (signedIn: SignedIn | null, payload: Record<string, unknown>) =>
  injectAs(app, signedIn, { method: 'POST', url: '/payments/online', payload });
const enrollmentOf = async (signedIn: SignedIn, id: number) => {
  const list = (await injectAs(app, signedIn, { method: 'GET', url: '/enrollments/me' })).json<
    Enrollment[]
  >();
  return list.find((e) => e.id === id);
};

describe('GET /payments/has-payment', () => {
  it('answers false before enrolling, then the pending enrollment', async () => {
    const course = courseBySlug(app, OPEN_COURSE);
    const before = await hasPayment(learner, learner.userId, course.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ hasPayment: false, status: null, enrollmentId: null });

    const enrollmentId = await enrolledId(app, learner, course.id);
    const after = await hasPayment(learner, learner.userId, course.id);
    expect(after.json()).toEqual({ hasPayment: true, status: 'pending', enrollmentId });
  });

  it("refuses another user's question (403), anonymous ones (401), and bad queries (400)", async () => {
    const courseId = courseBySlug(app, OPEN_COURSE).id;
    expect((await hasPayment(learner2, learner.userId, courseId)).statusCode).toBe(403);
    expect((await hasPayment(null, learner.userId, courseId)).statusCode).toBe(401);
    expect((await hasPayment(learner, 'abc', courseId)).statusCode).toBe(400);
    expect((await hasPayment(learner, learner.userId, '-1')).statusCode).toBe(400);
    const missing = await injectAs(app, learner, {
      method: 'GET',
      url: `/payments/has-payment?userId=${learner.userId}`,
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('POST /payments/onsite', () => {
  it('records an on-site payment of the enrollment total; the enrollment stays pending', async () => {
    const course = courseBySlug(app, 'capm-certification');
    const enrollmentId = await enrolledId(app, learner, course.id, { promoCode: 'BIENVENUE15' });
    const enrollment = await enrollmentOf(learner, enrollmentId);
    const res = await onsite(learner, { enrollmentId });
    expect(res.statusCode).toBe(201);
    const payment = res.json<Payment>();
    expect(payment).toMatchObject({
      enrollmentId,
      userId: learner.userId,
      courseId: course.id,
      method: 'onsite',
      status: 'pending',
      amount: enrollment?.totals.total,
      currency: 'TND',
      checkoutUrl: null,
    });
    expect(await enrollmentOf(learner, enrollmentId)).toMatchObject({
      status: 'pending',
      paymentMethod: 'onsite',
      paymentStatus: 'pending',
    });
    // Choosing on site again answers the same payment.
    const again = await onsite(learner, { enrollmentId });
    expect(again.statusCode).toBe(201);
    expect(again.json<Payment>().id).toBe(payment.id);
  });

  it("refuses another learner's enrollment (403), unknown ones (404), bad bodies (400), no token (401)", async () => {
    const enrollmentId = await enrolledId(app, learner, courseBySlug(app, 'devops-foundation').id);
    expect((await onsite(learner2, { enrollmentId })).statusCode).toBe(403);
    expect((await onsite(learner, { enrollmentId: 999_999 })).statusCode).toBe(404);
    expect((await onsite(learner, { enrollmentId: 'un' })).statusCode).toBe(400);
    expect((await onsite(learner, {})).statusCode).toBe(400);
    expect((await onsite(null, { enrollmentId })).statusCode).toBe(401);
  });
});

describe('POST /payments/online and GET /payments/:id', () => {
  let enrollmentId: number;
  let payment: Payment;

  beforeAll(async () => {
    enrollmentId = await enrolledId(app, learner, courseBySlug(app, 'prince2-foundation').id);
  });

  it('opens an online payment awaiting the provider, with the stand-in checkout URL', async () => {
    const res = await online(learner, { enrollmentId, returnUrl: `${SITE}/paiement/retour` });
    expect(res.statusCode).toBe(201);
    payment = res.json<Payment>();
    expect(payment).toMatchObject({ enrollmentId, method: 'online', status: 'awaiting', currency: 'TND' });
    expect(payment.checkoutUrl).toMatch(
      new RegExp(`^${app.ctx.config.publicUrl}/__mock/payments/${payment.id}/checkout\\?key=[\\w-]{32}$`),
    );
    expect(await enrollmentOf(learner, enrollmentId)).toMatchObject({
      paymentMethod: 'online',
      paymentStatus: 'awaiting',
    });
  });

  it('accepts return URLs on the site or a CORS origin only (400 otherwise: no open redirect)', async () => {
    const ok = await online(learner, { enrollmentId, returnUrl: 'http://127.0.0.1:4173/mes-cours?x=1' });
    expect(ok.statusCode).toBe(201);
    for (const returnUrl of [
      'https://evil.example/phish',
      'http://localhost:5173.evil.example/',
      'http://localhost:5173@evil.example/',
      'http://user:pw@localhost:5173/',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const res = await online(learner, { enrollmentId, returnUrl });
      expect(res.statusCode, returnUrl).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('lets the owner read a payment; others get 403, unknown ids 404, bad ids 400', async () => {
    const own = await injectAs(app, learner, { method: 'GET', url: `/payments/${payment.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json<Payment>()).toEqual(payment);
    expect(
      (await injectAs(app, learner2, { method: 'GET', url: `/payments/${payment.id}` })).statusCode,
    ).toBe(403);
    expect((await injectAs(app, learner, { method: 'GET', url: '/payments/999999' })).statusCode).toBe(404);
    expect((await injectAs(app, learner, { method: 'GET', url: '/payments/1.5' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/payments/${payment.id}` })).statusCode).toBe(401);
  });

  it("refuses to pay another learner's enrollment (403)", async () => {
    const res = await online(learner2, { enrollmentId, returnUrl: `${SITE}/retour` });
    expect(res.statusCode).toBe(403);
  });

  it('answers 409 PAYMENT_ALREADY_COMPLETED once the enrollment is paid', async () => {
    const complete = await app.inject({
      method: 'POST',
      url: `/__mock/payments/${payment.id}/complete`,
      payload: { outcome: 'succeed' },
    });
    expect(complete.statusCode).toBe(200);
    for (const res of [
      await online(learner, { enrollmentId, returnUrl: `${SITE}/retour` }),
      await onsite(learner, { enrollmentId }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_ALREADY_COMPLETED' });
    }
  });
});

describe('return URL rule', () => {
  const config = {
    SITE_URL: 'https://formation.example.tn/app',
    CORS_ORIGINS: ['http://localhost:5173'],
    exposed: false,
  };
  it('compares origins and the site path, not text prefixes', () => {
    expect(isAllowedReturnUrl('https://formation.example.tn/app/retour', config)).toBe(true);
    expect(isAllowedReturnUrl('https://formation.example.tn/app', config)).toBe(true);
    expect(isAllowedReturnUrl('https://formation.example.tn/application', config)).toBe(false);
    expect(isAllowedReturnUrl('https://formation.example.tn.evil.example/app', config)).toBe(false);
    expect(isAllowedReturnUrl('http://localhost:5173/anything', config)).toBe(true);
    expect(isAllowedReturnUrl('http://localhost:5174/', config)).toBe(false);
  });

  it('returns to any loopback site when CORS_ORIGINS is not set, as any may call the mock', () => {
    const loopback = { SITE_URL: 'https://formation.example.tn/app', CORS_ORIGINS: [], exposed: false };
    expect(isAllowedReturnUrl('http://localhost:6006/merci', loopback)).toBe(true);
    expect(isAllowedReturnUrl('http://127.0.0.1:4174/session/1/enroll', loopback)).toBe(true);
    expect(isAllowedReturnUrl('http://192.168.1.10:5173/', loopback)).toBe(false);
    expect(isAllowedReturnUrl('http://localhost.evil.example/', loopback)).toBe(false);
    // A mock that serves other machines sends nobody to their own localhost.
    expect(isAllowedReturnUrl('http://localhost:6006/merci', { ...loopback, exposed: true })).toBe(false);
    expect(
      isAllowedReturnUrl('https://formation.example.tn/app/retour', { ...loopback, exposed: true }),
    ).toBe(true);
  });
});

describe('with MOCK_ADMIN=false', () => {
  it('has no provider stand-in, so online payment is unavailable (503) while on site still works', async () => {
    const closed = await buildContractTestApp({ MOCK_ADMIN: 'false' });
    try {
      const me = await login(closed, 'learner');
      const id = await enrolledId(closed, me, courseBySlug(closed, OPEN_COURSE).id);
      const res = await injectAs(closed, me, {
        method: 'POST',
        url: '/payments/online',
        payload: { enrollmentId: id, returnUrl: `${SITE}/retour` },
      });
      expect(res.statusCode).toBe(503);
      expect((await closed.inject({ method: 'GET', url: '/__mock/payments/1/checkout' })).statusCode).toBe(
        404,
      );
      const site = await injectAs(closed, me, {
        method: 'POST',
        url: '/payments/onsite',
        payload: { enrollmentId: id },
      });
      expect(site.statusCode).toBe(201);
    } finally {
      await closed.close();
    }
  });
});
