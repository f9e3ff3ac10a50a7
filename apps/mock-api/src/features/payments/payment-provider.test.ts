import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Enrollment, Payment } from '@formation/contract';
import { formatDinars } from '@formation/domain';

import { payments } from '../../db/schema';
import { courseBySlug, enrolledId, patchCourse } from '../../testing/commerce-fixtures';
import { buildContractTestApp, injectAs, login, type SignedIn, type TestApp } from '../../testing/test-app';
import { escapeHtml } from './checkout-page';

let app: TestApp;
let learner: SignedIn;

const RETURN_URL = 'http://localhost:5173/paiement/retour?source=checkout';
const HOSTILE_NAME = `<script>alert("x")</script> Amira & 'co'`;

beforeAll(async () => {
  app = await buildContractTestApp();
  learner = await login(app, 'learner');
});

afterAll(async () => {
  await app.close();
});

const startOnline = async (enrollmentId: number) => {
  const res = await injectAs(app, learner, {
    method: 'POST',
    url: '/payments/online',
    payload: { enrollmentId, returnUrl: RETURN_URL },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Payment>();
};
const complete = (id: number | string, outcome: unknown, query = '') =>
  app.inject({ method: 'POST', url: `/__mock/payments/${id}/complete${query}`, payload: { outcome } });
const submitForm = (id: number, outcome: string) =>
  app.inject({
    method: 'POST',
    url: `/__mock/payments/${id}/complete?redirect=1`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
const myEnrollment = async (id: number) => {
  const list = (await injectAs(app, learner, { method: 'GET', url: '/enrollments/me' })).json<Enrollment[]>();
  return list.find((e) => e.id === id);
};

describe('checkout flow', () => {
  it('enroll → online payment → checkout page → succeed → the course is confirmed', async () => {
    const course = courseBySlug(app, 'devops-foundation');
    patchCourse(app, course.id, { title: 'DevOps <Foundation> & "CI/CD"' });
    const enrollmentId = await enrolledId(app, learner, course.id, {
      fullName: HOSTILE_NAME,
      promoCode: 'BIENVENUE15',
    });
    const enrollment = await myEnrollment(enrollmentId);
    const payment = await startOnline(enrollmentId);
    expect(payment.amount).toBe(enrollment?.totals.total);

    const checkout = new URL(payment.checkoutUrl ?? '');
    const page = await app.inject({ method: 'GET', url: checkout.pathname + checkout.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' http://localhost:5173",
    );
    expect(page.body).toContain(formatDinars(payment.amount, 'fr'));
    expect(page.body).toContain('Payer (succès)');
    expect(page.body).toContain('Simuler un échec');
    // Relative: …/payments/:id/checkout posts to …/payments/:id/complete, whatever the API's base path.
    const key = checkout.searchParams.get('key') ?? '';
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(page.body).toContain(`action="complete?redirect=1&amp;key=${key}"`);
    expect(page.body).toContain(escapeHtml(HOSTILE_NAME));
    expect(page.body).toContain('DevOps &lt;Foundation&gt; &amp; &quot;CI/CD&quot;');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('<Foundation>');

    const done = await complete(payment.id, 'succeed');
    expect(done.statusCode).toBe(200);
    expect(done.json<Payment>()).toMatchObject({ id: payment.id, status: 'succeeded' });
    expect(await myEnrollment(enrollmentId)).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'online',
      paymentStatus: 'succeeded',
    });
    const has = await injectAs(app, learner, {
      method: 'GET',
      url: `/payments/has-payment?userId=${learner.userId}&courseId=${course.id}`,
    });
    expect(has.json()).toEqual({ hasPayment: true, status: 'confirmed', enrollmentId });

    // The page of a settled payment has no buttons; settling again is a conflict.
    const settled = await app.inject({ method: 'GET', url: `/__mock/payments/${payment.id}/checkout` });
    expect(settled.body).not.toContain('Payer (succès)');
    const again = await complete(payment.id, 'fail');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_ALREADY_COMPLETED' });
  });

  it('a failure leaves the enrollment pending; a new online payment retries; the form redirects (303)', async () => {
    const enrollmentId = await enrolledId(app, learner, courseBySlug(app, 'capm-certification').id);
    const first = await startOnline(enrollmentId);

    const failed = await submitForm(first.id, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`${RETURN_URL}&payment=${first.id}&status=failed`);
    expect(await myEnrollment(enrollmentId)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    const read = await injectAs(app, learner, { method: 'GET', url: `/payments/${first.id}` });
    expect(read.json<Payment>().status).toBe('failed');

    const retry = await startOnline(enrollmentId);
    expect(retry.id).not.toBe(first.id);
    expect(await myEnrollment(enrollmentId)).toMatchObject({ paymentStatus: 'awaiting' });
    const succeeded = await submitForm(retry.id, 'succeed');
    expect(succeeded.statusCode).toBe(303);
    expect(succeeded.headers.location).toBe(`${RETURN_URL}&payment=${retry.id}&status=succeeded`);
    expect(await myEnrollment(enrollmentId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'succeeded',
    });
  });

  it('accepts the form encoding without redirect too (200 JSON)', async () => {
    const enrollmentId = await enrolledId(app, learner, courseBySlug(app, 'prince2-foundation').id);
    const payment = await startOnline(enrollmentId);
    const res = await app.inject({
      method: 'POST',
      url: `/__mock/payments/${payment.id}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Payment>().status).toBe('failed');
  });

  it('answers 404 for unknown and on-site payments, 400 for bad outcomes and ids, 415 for other types', async () => {
    expect((await app.inject({ method: 'GET', url: '/__mock/payments/999999/checkout' })).statusCode).toBe(
      404,
    );
    expect((await complete(999_999, 'succeed')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__mock/payments/abc/checkout' })).statusCode).toBe(400);

    const enrollmentId = await enrolledId(app, learner, courseBySlug(app, 'itil-4-foundation').id);
    const onsite = await injectAs(app, learner, {
      method: 'POST',
      url: '/payments/onsite',
      payload: { enrollmentId },
    });
    const onsiteId = onsite.json<Payment>().id;
    expect(
      (await app.inject({ method: 'GET', url: `/__mock/payments/${onsiteId}/checkout` })).statusCode,
    ).toBe(404);
    expect((await complete(onsiteId, 'succeed')).statusCode).toBe(404);

    const payment = await startOnline(enrollmentId);
    expect((await complete(payment.id, 'maybe')).statusCode).toBe(400);
    expect((await complete(payment.id, 'maybe', '?redirect=1')).statusCode).toBe(400);
    expect((await submitForm(payment.id, 'maybe')).statusCode).toBe(400);
    expect((await complete('-1', 'succeed', '?redirect=1')).statusCode).toBe(400);
    const xml = await app.inject({
      method: 'POST',
      url: `/__mock/payments/${payment.id}/complete`,
      headers: { 'content-type': 'application/xml' },
      payload: '<outcome>succeed</outcome>',
    });
    expect(xml.statusCode).toBe(415);
    // Fastify reads text/plain as a string, which is no { outcome } object.
    const text = await app.inject({
      method: 'POST',
      url: `/__mock/payments/${payment.id}/complete`,
      headers: { 'content-type': 'text/plain' },
      payload: 'outcome=succeed',
    });
    expect(text.statusCode).toBe(400);
    // Nothing above settled it.
    expect((await complete(payment.id, 'succeed')).statusCode).toBe(200);
  });

  it('names and redirects to an allowed return URL only, even when a payment row holds another', async () => {
    const enrollmentId = await enrolledId(app, learner, courseBySlug(app, 'okr-piloter-performance').id);
    const payment = await startOnline(enrollmentId);
    app.ctx.store.db
      .update(payments)
      .set({ returnUrl: 'https://evil.example/phish' })
      .where(eq(payments.id, payment.id))
      .run();
    const checkout = new URL(payment.checkoutUrl ?? '');
    const page = await app.inject({ method: 'GET', url: checkout.pathname + checkout.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).not.toContain('evil.example');
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'$/);
    const sent = await submitForm(payment.id, 'succeed');
    expect(sent.statusCode).toBe(404);
    expect(sent.headers.location).toBeUndefined();
    const read = await injectAs(app, learner, { method: 'GET', url: `/payments/${String(payment.id)}` });
    expect(read.json<Payment>().status).toBe('awaiting');
  });

  it('keeps the form encoding to this scope: other routes still refuse it (415)', async () => {
    const res = await injectAs(app, learner, {
      method: 'POST',
      url: '/payments/onsite',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'enrollmentId=1',
    });
    expect(res.statusCode).toBe(415);
  });
});
