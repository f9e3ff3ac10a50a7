import { ErrorBodySchema } from '@formation/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from './app';
import { buildTestApp } from './testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
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

describe('security', () => {
  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('allows the site origin and no other', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/courses/AllCourses',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const refused = await app.inject({
      method: 'GET',
      url: '/courses/AllCourses',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers any loopback origin by default, and only the listed ones when CORS_ORIGINS is set', async () => {
    const allowOrigin = async (target: typeof app, origin: string) =>
      (
        await target.inject({
          method: 'OPTIONS',
          url: '/courses/AllCourses',
          headers: { origin, 'access-control-request-method': 'GET' },
        })
      ).headers['access-control-allow-origin'];
    for (const origin of [
      'http://localhost:6006',
      'http://127.0.0.1:8080',
      'http://[::1]:4000',
      'https://localhost',
    ])
      expect(await allowOrigin(app, origin), origin).toBe(origin);
    for (const origin of ['http://192.168.1.10:5173', 'http://localhost.evil.example', 'null', 'file://'])
      expect(await allowOrigin(app, origin), origin).toBeUndefined();

    const narrowed = await buildTestApp({ CORS_ORIGINS: 'https://preview.formation.example.tn' });
    try {
      expect(await allowOrigin(narrowed, 'https://preview.formation.example.tn')).toBe(
        'https://preview.formation.example.tn',
      );
      expect(await allowOrigin(narrowed, 'http://localhost:5173')).toBeUndefined();
    } finally {
      await narrowed.close();
    }
  });

  it('rate-limits the auth routes with a 429 in the one shape', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await limited.inject({
          method: 'POST',
          url: '/auth/forgot-password',
          payload: { email: 'x@y.tn' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(ErrorBodySchema.parse(res.json()).code).toBe('RATE_LIMITED');
      }
      expect(statuses.at(-1)).toBe(429);
      // Other routes are not limited.
      expect((await limited.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('docs', () => {
  it('serves the OpenAPI document at /docs/json and a UI at /docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty('/courses/AllCourses');
    const ui = await app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('determinism', () => {
  it('two fresh servers with the same clock answer byte for byte the same', async () => {
    const other = await buildTestApp();
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
    const later = await buildTestApp({ MOCK_NOW: '2027-03-01T00:00:00.000Z' });
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
