import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorBodySchema, listRoutes, siteContract, type ErrorStatus } from '@formation/contract';

import { API_FEATURES, MOCK_FEATURES } from '../features';
import { contractOperations } from '../features/mock-admin/status-coverage';
import { lastMail, newAccount, post } from '../testing/account-fixtures';
import { courseBySlug, enroll, OPEN_COURSE } from '../testing/commerce-fixtures';
import {
  buildContractTestApp,
  buildTestApp,
  DEMO,
  injectAs,
  login,
  type SignedIn,
  type TestApp,
  type TestResponse,
} from '../testing/test-app';
import { realisticAnswer } from './fault-answers';
import { createRouteTable, operationsOf } from './pipeline/route-table';

let app: TestApp;
let learner: SignedIn;
beforeAll(async () => {
  app = await buildContractTestApp();
  learner = await login(app, 'learner');
});
afterAll(() => app.close());

const operations = contractOperations(listRoutes(siteContract));
const table = createRouteTable(operationsOf([...API_FEATURES, ...MOCK_FEATURES]));

/** The mock's realistic answer of a route of the contract, by its method and pattern. */
function answerOf(method: string, pattern: string, status: ErrorStatus) {
  const operation = table.byPattern(method, pattern);
  if (operation === undefined) throw new Error(`No operation ${method} ${pattern}`);
  return realisticAnswer(operation, status);
}

describe('the table of realistic answers', () => {
  it('has an answer of the right status for every error status every route declares', () => {
    for (const op of operations) {
      for (const status of op.declared as ErrorStatus[]) {
        const answer = answerOf(op.method, op.path, status);
        const where = `${op.method} ${op.path} ${String(status)}`;
        expect(answer.status, where).toBe(status);
        // FAULT_INJECTED is the fallback for a status nobody wrote down: a business status missing here.
        expect(answer.code, where).not.toBe('FAULT_INJECTED');
        expect(ErrorBodySchema.safeParse(answer.toBody()).success, where).toBe(true);
        expect(answer.toBody(), where).not.toHaveProperty('stack');
      }
    }
  });

  it('gives a route only failures of statuses it declares', () => {
    for (const { method, pattern, facts } of table.operations) {
      const key = `${method} ${pattern}`;
      const op = operations.find((o) => `${o.method} ${o.path}` === key);
      for (const status of Object.keys(facts.failures ?? {}).map(Number)) {
        expect(op?.declared, key).toContain(status);
      }
    }
  });

  it('gives a 400 the details of the route’s own fields', () => {
    expect(answerOf('GET', '/courses/:id', 400).details).toEqual([
      { path: 'params.id', message: 'Expected number, received nan' },
    ]);
    const paths = answerOf('POST', '/enrollments', 400).details?.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.courseId', 'body.fullName', 'body.email']));
  });
});

/** The real answer's body, to compare with the table's. */
function bodyOf(res: TestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<unknown>();
}

describe('the table says what the routes really answer', () => {
  const cases: [string, ErrorStatus, string, () => Promise<TestResponse>][] = [
    [
      'POST',
      409,
      '/enrollments',
      async () => {
        const course = courseBySlug(app, OPEN_COURSE);
        await enroll(app, learner, course.id);
        return enroll(app, learner, course.id);
      },
    ],
    [
      'POST',
      400,
      '/enrollments',
      () => injectAs(app, learner, { method: 'POST', url: '/enrollments', payload: {} }),
    ],
    [
      'POST',
      422,
      '/coupon-usage/verify',
      () =>
        injectAs(app, learner, {
          method: 'POST',
          url: '/coupon-usage/verify',
          payload: { code: 'NOPE2026', courseId: courseBySlug(app, OPEN_COURSE).id },
        }),
    ],
    ['POST', 409, '/auth/register', () => post(app, '/auth/register', newAccount(DEMO.learner.email))],
    ['POST', 401, '/auth/login', () => post(app, '/auth/login', { ...DEMO.learner, password: 'Faux2026!x' })],
    ['POST', 403, '/auth/login', () => post(app, '/auth/login', DEMO.deactivated)],
    [
      'POST',
      401,
      '/auth/check-google-user',
      () => post(app, '/auth/check-google-user', { email: DEMO.learner.email, providerToken: 'not-a-token' }),
    ],
    [
      'POST',
      409,
      '/auth/verify-email',
      () => post(app, '/auth/verify-email', { email: DEMO.learner.email, code: '123456' }),
    ],
    [
      'POST',
      404,
      '/auth/verify-email',
      () => post(app, '/auth/verify-email', { email: 'nobody@example.tn', code: '123456' }),
    ],
    [
      'POST',
      422,
      '/auth/verify-email',
      async () => {
        await post(app, '/auth/register', newAccount('faute.code@example.tn'));
        const sent = lastMail(app, 'faute.code@example.tn', 'email-verification')?.code;
        return post(app, '/auth/verify-email', {
          email: 'faute.code@example.tn',
          code: sent === '000000' ? '111111' : '000000',
        });
      },
    ],
    [
      'POST',
      429,
      '/auth/resend-code',
      async () => {
        await post(app, '/auth/register', newAccount('trop.tot@example.tn'));
        return post(app, '/auth/resend-code', { email: 'trop.tot@example.tn' });
      },
    ],
    [
      'POST',
      422,
      '/auth/reset-password',
      () => post(app, '/auth/reset-password', { token: 'x'.repeat(43), password: 'Nouveau2026!x' }),
    ],
    [
      'POST',
      422,
      '/users/:id/reset-password',
      () =>
        injectAs(app, learner, {
          method: 'POST',
          url: `/users/${String(learner.userId)}/reset-password`,
          payload: { currentPassword: 'PasLeBon2026!', newPassword: 'Nouveau2026!x' },
        }),
    ],
    ['GET', 401, '/enrollments/me', () => app.inject({ method: 'GET', url: '/enrollments/me' })],
    ['GET', 404, '/courses/:id', () => app.inject({ method: 'GET', url: '/courses/999999' })],
    ['GET', 404, '/blog/:slug', () => app.inject({ method: 'GET', url: '/blog/article-qui-n-existe-pas' })],
    [
      'PUT',
      404,
      '/comments/:id',
      () =>
        injectAs(app, learner, {
          method: 'PUT',
          url: '/comments/999999',
          payload: { content: 'Un avis modifié', rate: 4 },
        }),
    ],
    [
      'POST',
      415,
      '/newsletter',
      () =>
        app.inject({
          method: 'POST',
          url: '/newsletter',
          headers: { 'content-type': 'application/xml' },
          payload: '<email>lecteur@example.tn</email>',
        }),
    ],
    [
      'POST',
      413,
      '/contact',
      () => app.inject({ method: 'POST', url: '/contact', payload: { message: 'x'.repeat(300 * 1024) } }),
    ],
  ];

  for (const [method, status, path, provoke] of cases) {
    it(`${method} ${path} ${String(status)}`, async () => {
      const real = bodyOf(await provoke(), status);
      expect(answerOf(method, path, status).toBody()).toEqual(real);
    });
  }

  it('POST /auth/login 429 (the rate limit)', async () => {
    // The rate limit is the network server's (the in-page mock has none).
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '1' });
    try {
      await post(limited, '/auth/login', DEMO.learner);
      const real = bodyOf(await post(limited, '/auth/login', DEMO.learner), 429);
      expect(answerOf('POST', '/auth/login', 429).toBody()).toEqual(real);
    } finally {
      await limited.close();
    }
  });
});
