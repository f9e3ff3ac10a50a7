import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorBodySchema } from '@formation/contract';

import { buildTestApp } from '../testing/test-app';

// What only the network server does: security headers, CORS, rate limits and the docs. The in-page
// mock (fetch adapter) has no network to guard.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('security', () => {
  it("sends helmet's security headers on every answer: a read, a kept read, a 404 and a refused write", async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/health' }),
      await app.inject({ method: 'GET', url: '/blog' }),
      await app.inject({ method: 'GET', url: '/blog' }),
      await app.inject({ method: 'GET', url: '/nope' }),
      await app.inject({ method: 'POST', url: '/comments', payload: {} }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 404, 400]);
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'cross-origin',
        'referrer-policy': 'no-referrer',
        'x-xss-protection': '0',
      });
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
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
    const allowOrigin = async (target: FastifyInstance, origin: string) =>
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

  it('brakes each client behind a trusted balancer apart, by the address the balancer appends', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '2', TRUSTED_PROXIES: '10.0.0.2, 10.1.0.0/16' });
    // Each call names another address first, as a client trying to look like many would.
    let spoofed = 0;
    const forgot = (remoteAddress: string, forwardedFor?: string) => {
      spoofed += 1;
      const chain = [`198.51.100.${String(spoofed)}`, ...(forwardedFor === undefined ? [] : [forwardedFor])];
      return limited
        .inject({
          method: 'POST',
          url: '/auth/forgot-password',
          remoteAddress,
          headers: { 'x-forwarded-for': chain.join(', ') },
          payload: { email: 'x@y.tn' },
        })
        .then((res) => res.statusCode);
    };
    try {
      // Through the balancer: 203.0.113.5 is braked on its own address, whatever it wrote before.
      expect([
        await forgot('10.0.0.2', '203.0.113.5'),
        await forgot('10.0.0.2', '203.0.113.5'),
        await forgot('10.0.0.2', '203.0.113.5'),
      ]).toEqual([200, 200, 429]);
      // Another client through the same balancer (and a chain of two trusted hops) is not.
      expect(await forgot('10.0.0.2', '203.0.113.6')).toBe(200);
      expect(await forgot('10.0.0.2', '203.0.113.7, 10.1.4.4')).toBe(200);
      // A peer that is not the balancer is braked on its connection, its X-Forwarded-For unread.
      expect([await forgot('192.0.2.9'), await forgot('192.0.2.9'), await forgot('192.0.2.9')]).toEqual([
        200, 200, 429,
      ]);
    } finally {
      await limited.close();
    }
  });

  it('reads no X-Forwarded-For without TRUSTED_PROXIES: one connection, one brake', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '1' });
    const forgot = (forwardedFor: string) =>
      limited
        .inject({
          method: 'POST',
          url: '/auth/forgot-password',
          remoteAddress: '192.0.2.10',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email: 'x@y.tn' },
        })
        .then((res) => res.statusCode);
    try {
      expect([await forgot('203.0.113.1'), await forgot('203.0.113.2')]).toEqual([200, 429]);
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
