import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  ErrorBodySchema,
  FaultsReplySchema,
  listRoutes,
  siteContract,
  type ErrorCode,
  type ErrorStatus,
} from '@formation/contract';

import { ALREADY_ENROLLED_MESSAGE, PROMO_INVALID_MESSAGE } from '../../commerce/commerce-errors';
import type { InjectOptions } from '../../fastify/fastify-app';
import { buildContractTestApp, buildTestApp, testAdapter, type TestApp } from '../../testing/test-app';
import { declaredErrorStatuses } from './status-coverage';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());
afterEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__mock/faults' });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const setFaults = (rules: object[], headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/__mock/faults', payload: { rules }, headers });

const call = (method: Method, url: string, extra: Partial<InjectOptions> = {}) =>
  app.inject({ method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }), ...extra });

/** Routes of several kinds, with the code each declared status must come with (written out by hand). */
const SAMPLE: {
  method: Method;
  path: string;
  url: string;
  codes: Partial<Record<ErrorStatus, ErrorCode>>;
}[] = [
  {
    method: 'POST',
    path: '/enrollments',
    url: '/enrollments',
    codes: {
      400: 'VALIDATION_FAILED',
      401: 'UNAUTHENTICATED',
      404: 'NOT_FOUND',
      409: 'ALREADY_ENROLLED',
      413: 'PAYLOAD_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
      422: 'PROMO_INVALID',
      500: 'INTERNAL_ERROR',
      503: 'SERVICE_UNAVAILABLE',
    },
  },
  {
    method: 'POST',
    path: '/coupon-usage/verify',
    url: '/coupon-usage/verify',
    codes: {
      400: 'VALIDATION_FAILED',
      401: 'UNAUTHENTICATED',
      404: 'NOT_FOUND',
      413: 'PAYLOAD_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
      422: 'PROMO_INVALID',
      500: 'INTERNAL_ERROR',
      503: 'SERVICE_UNAVAILABLE',
    },
  },
  {
    method: 'POST',
    path: '/auth/login',
    url: '/auth/login',
    codes: {
      400: 'VALIDATION_FAILED',
      401: 'INVALID_CREDENTIALS',
      403: 'ACCOUNT_DEACTIVATED',
      413: 'PAYLOAD_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
      429: 'RATE_LIMITED',
      500: 'INTERNAL_ERROR',
      503: 'SERVICE_UNAVAILABLE',
    },
  },
  {
    method: 'POST',
    path: '/auth/register',
    url: '/auth/register',
    codes: {
      400: 'VALIDATION_FAILED',
      409: 'EMAIL_TAKEN',
      413: 'PAYLOAD_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
      429: 'RATE_LIMITED',
      500: 'INTERNAL_ERROR',
      503: 'SERVICE_UNAVAILABLE',
    },
  },
  {
    method: 'GET',
    path: '/courses/:id',
    url: '/courses/1',
    codes: { 400: 'VALIDATION_FAILED', 404: 'NOT_FOUND', 500: 'INTERNAL_ERROR', 503: 'SERVICE_UNAVAILABLE' },
  },
  {
    method: 'DELETE',
    path: '/comments/:id',
    url: '/comments/1',
    codes: {
      400: 'VALIDATION_FAILED',
      401: 'UNAUTHENTICATED',
      403: 'FORBIDDEN',
      404: 'NOT_FOUND',
      500: 'INTERNAL_ERROR',
      503: 'SERVICE_UNAVAILABLE',
    },
  },
  {
    method: 'POST',
    path: '/payments/online',
    url: '/payments/online',
    codes: {
      400: 'VALIDATION_FAILED',
      401: 'UNAUTHENTICATED',
      403: 'FORBIDDEN',
      404: 'NOT_FOUND',
      409: 'PAYMENT_ALREADY_COMPLETED',
      413: 'PAYLOAD_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
      500: 'INTERNAL_ERROR',
      503: 'SERVICE_UNAVAILABLE',
    },
  },
];

describe('business faults', () => {
  for (const sample of SAMPLE) {
    it(`answers every status ${sample.method} ${sample.path} declares, in the one shape`, async () => {
      const entry = listRoutes(siteContract).find(
        (r) => r.method === sample.method && r.path === sample.path,
      );
      expect(entry).toBeDefined();
      const declared = entry === undefined ? [] : declaredErrorStatuses(entry);
      expect(Object.keys(sample.codes).map(Number)).toEqual(declared);
      for (const status of declared as ErrorStatus[]) {
        const set = await setFaults([{ method: sample.method, path: sample.path, status, times: 1 }]);
        expect(set.statusCode, set.body).toBe(200);
        const res = await call(sample.method, sample.url);
        expect(res.statusCode, `${sample.path} ${String(status)}`).toBe(status);
        expect(res.headers['x-mock-fault']).toBe('injected');
        const body = ErrorBodySchema.strict().parse(res.json());
        expect(body.code, `${sample.path} ${String(status)}`).toBe(sample.codes[status]);
        if (status === 400) expect(body.details?.length).toBeGreaterThan(0);
      }
    });
  }

  it('words the answer as the route does, unless the rule says otherwise', async () => {
    const expectations: [Method, string, string, number, string][] = [
      ['POST', '/enrollments', '/enrollments', 409, ALREADY_ENROLLED_MESSAGE],
      ['POST', '/coupon-usage/verify', '/coupon-usage/verify', 422, PROMO_INVALID_MESSAGE],
      ['GET', '/enrollments/me', '/enrollments/me', 401, 'Authentication required'],
      ['GET', '/courses/:id', '/courses/1', 404, 'Course not found'],
      ['GET', '/blog/:slug', '/blog/x', 404, 'Article not found'],
      ['POST', '/newsletter', '/newsletter', 429, 'Too many requests, please try again later'],
      ['GET', '/blog', '/blog', 500, 'Internal server error'],
    ];
    for (const [method, path, url, status, message] of expectations) {
      await setFaults([{ method, path, status }]);
      expect((await call(method, url)).json(), `${path} ${String(status)}`).toMatchObject({ message });
    }
    await setFaults([
      {
        method: 'POST',
        path: '/enrollments',
        status: 409,
        code: 'SESSION_FULL',
        message: 'Cette session est complète',
      },
    ]);
    expect((await call('POST', '/enrollments')).json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'SESSION_FULL',
      message: 'Cette session est complète',
    });
  });

  it('stops after `times` failures, and fails about the share `rate` asks, the same way every run', async () => {
    await setFaults([{ method: 'POST', path: '/auth/register', status: 409, times: 2 }]);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call('POST', '/auth/register')).statusCode);
    // The third reaches the route: an empty form is a 400 there.
    expect(statuses).toEqual([409, 409, 400]);

    const run = async () => {
      await setFaults([{ method: 'GET', path: '/courses/:id', status: 404, rate: 0.5 }]);
      const seen: number[] = [];
      for (let i = 0; i < 40; i += 1) seen.push((await call('GET', '/courses/1')).statusCode);
      return seen;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    const failures = first.filter((s) => s === 404).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
    expect(first.filter((s) => s !== 404).every((s) => s === 200)).toBe(true);
  });

  it('keeps the rules as given, overrides and network included', async () => {
    const rules = [
      { method: 'POST', path: '/enrollments', status: 409, message: 'Déjà inscrit', latencyMs: 0, rate: 1 },
      { method: 'GET', path: '/blog', network: 'reset', latencyMs: 0, rate: 0.5, times: 3 },
    ];
    const set = await setFaults(rules);
    expect(FaultsReplySchema.parse(set.json()).rules).toEqual(rules);
    expect((await app.inject({ method: 'GET', url: '/__mock/faults' })).json()).toEqual({ rules });
  });
});

describe('rules are checked against the contract', () => {
  const detailsOf = async (rules: object[]) => {
    const res = await setFaults(rules);
    expect(res.statusCode, res.body).toBe(400);
    return ErrorBodySchema.parse(res.json()).details ?? [];
  };

  it('refuses a path that is no route of the contract for its method', async () => {
    const details = await detailsOf([
      { method: 'GET', path: '/courses/:id', status: 404 },
      { path: '/cours/:id', status: 500 },
      { method: 'GET', path: '/enrollments', status: 500 },
      { path: '/__mock/state', latencyMs: 100 },
    ]);
    expect(details.map((d) => d.path)).toEqual([
      'body.rules.1.path',
      'body.rules.2.path',
      'body.rules.3.path',
    ]);
    expect(details[1]?.message).toContain('POST');
  });

  it('refuses a status the route does not declare, and says which it does', async () => {
    const [detail, ...others] = await detailsOf([
      { method: 'GET', path: '/blog', latencyMs: 10 },
      { method: 'GET', path: '/courses/:id', status: 409 },
    ]);
    expect(others).toEqual([]);
    expect(detail?.path).toBe('body.rules.1.status');
    expect(detail?.message).toContain('400, 404, 500, 503');
  });

  it('with path "*", accepts only a status every route declares', async () => {
    const [detail] = await detailsOf([{ path: '*', status: 404 }]);
    expect(detail?.path).toBe('body.rules.0.status');
    expect(detail?.message).toContain('400, 500, 503');
    expect((await setFaults([{ path: '*', status: 503 }])).statusCode).toBe(200);
    const res = await call('GET', '/search/index');
    expect(res.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('refuses a status with a network failure, and overrides without a status', async () => {
    const details = await detailsOf([
      { path: '/blog', status: 500, network: 'reset' },
      { path: '/blog', network: 'reset', code: 'INTERNAL_ERROR' },
    ]);
    expect(details.map((d) => d.path)).toEqual(['body.rules.0.network', 'body.rules.1.code']);
  });

  it('leaves the rules in force untouched when it refuses new ones', async () => {
    await setFaults([{ method: 'GET', path: '/blog', status: 503 }]);
    await detailsOf([{ method: 'GET', path: '/blog', status: 404 }]);
    expect((await call('GET', '/blog')).statusCode).toBe(503);
  });
});

/** light-my-request rejects as a socket would; the fetch adapter rejects as fetch would. */
const dropped = testAdapter() === 'fetch' ? { name: 'ConnectionDropped' } : { code: 'LIGHT_ECONNRESET' };

describe('network reset', () => {
  it('answers nothing through inject: the request fails as on a dropped connection', async () => {
    await setFaults([{ method: 'GET', path: '/blog', network: 'reset', times: 1 }]);
    await expect(call('GET', '/blog')).rejects.toMatchObject(dropped);
    expect((await call('GET', '/blog')).statusCode).toBe(200);
  });

  it('closes the socket over real HTTP: the client sees a socket error, then the next call is answered', async () => {
    const server = await buildTestApp();
    try {
      await server.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.server.address() as AddressInfo;
      await server.inject({
        method: 'POST',
        url: '/__mock/faults',
        payload: { rules: [{ method: 'GET', path: '/blog', network: 'reset', times: 1 }] },
      });
      const get = () =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path: '/blog', agent: false }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on('error', reject);
          req.end();
        });
      await expect(get()).rejects.toMatchObject({ code: 'ECONNRESET' });
      await expect(get()).resolves.toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('private data sets', () => {
  it('faults set in one x-mock-session touch neither another nor the shared data set', async () => {
    const a = { 'x-mock-session': 'qa-faults-a' };
    const b = { 'x-mock-session': 'qa-faults-b' };
    const set = await setFaults(
      [
        { method: 'GET', path: '/courses/:id', status: 404 },
        { method: 'GET', path: '/blog', network: 'reset' },
      ],
      a,
    );
    expect(set.statusCode).toBe(200);
    expect((await call('GET', '/courses/1', { headers: a })).statusCode).toBe(404);
    await expect(call('GET', '/blog', { headers: a })).rejects.toMatchObject(dropped);
    expect((await call('GET', '/courses/1', { headers: b })).statusCode).toBe(200);
    expect((await call('GET', '/blog', { headers: b })).statusCode).toBe(200);
    expect((await call('GET', '/blog')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__mock/faults', headers: b })).json()).toEqual({
      rules: [],
    });
  });
});
