import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorBodySchema } from '@formation/contract';

import { BODY_LIMIT_BYTES } from './core/route-facts';
import { buildContractTestApp, type TestApp } from './testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());

const newsletter = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/newsletter', payload, headers: { 'content-type': contentType } });

describe('every error has the one body, and no stack', () => {
  it('unknown routes answer 404 ROUTE_NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['DELETE', '/courses/AllCourses'],
      ['GET', '/api/courses/AllCourses'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'ROUTE_NOT_FOUND',
        error: 'Not Found',
      });
    }
  });

  it('malformed JSON is a 400', async () => {
    const res = await newsletter('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('a body over the limit is a 413', async () => {
    const res = await newsletter(JSON.stringify({ email: `${'a'.repeat(BODY_LIMIT_BYTES)}@x.tn` }));
    expect(res.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an unsupported content type is a 415', async () => {
    const res = await newsletter('email=a@b.tn', 'text/csv');
    expect(res.statusCode).toBe(415);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('prototype-pollution keys are refused', async () => {
    const res = await newsletter('{"email":"a@b.tn","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it('validation errors list every invalid field', async () => {
    const res = await app.inject({ method: 'POST', url: '/contact', payload: { role: 'alien', email: 'x' } });
    expect(res.statusCode).toBe(400);
    const paths = ErrorBodySchema.parse(res.json()).details?.map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.role', 'body.email', 'body.name', 'body.message', 'body.category']),
    );
  });
});

describe('determinism', () => {
  it('two fresh servers with the same clock answer byte for byte the same', async () => {
    const other = await buildContractTestApp();
    try {
      for (const url of [
        '/courses/AllCourses?status=PUBLISHED',
        '/blog?limit=1000',
        '/search/index',
        '/courses/3',
      ]) {
        const [a, b] = await Promise.all([
          app.inject({ method: 'GET', url }),
          other.inject({ method: 'GET', url }),
        ]);
        expect(a.statusCode).toBe(200);
        expect(b.body).toBe(a.body);
      }
    } finally {
      await other.close();
    }
  });

  it('dates follow the clock: a later clock moves every session date', async () => {
    const later = await buildContractTestApp({ MOCK_NOW: '2027-03-01T00:00:00.000Z' });
    try {
      const a = (await app.inject({ method: 'GET', url: '/courses/1' })).json<{
        sessionDates: { startDate: string }[];
      }>();
      const b = (await later.inject({ method: 'GET', url: '/courses/1' })).json<{
        sessionDates: { startDate: string }[];
      }>();
      const shift = (d: string) => (Date.parse(d) - Date.parse('2026-11-22')) / 86_400_000;
      const shiftLater = (d: string) => (Date.parse(d) - Date.parse('2027-03-01')) / 86_400_000;
      expect(b.sessionDates.map((d) => shiftLater(d.startDate))).toEqual(
        a.sessionDates.map((d) => shift(d.startDate)),
      );
    } finally {
      await later.close();
    }
  });
});
