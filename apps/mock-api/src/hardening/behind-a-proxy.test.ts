import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_KEY_HEADER } from '@formation/contract';

import type { MockServer } from '../fastify/fastify-app';
import { buildTestApp, DEMO } from '../testing/test-app';
import { expectErrorShape } from './error-shape';

const ADMIN_KEY = 'a-long-enough-admin-key-for-tests';

/** What a proxy adds to a request it passes on: nginx's headers, the standard one, Envoy's. */
const PROXIED: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.7' },
  { 'x-real-ip': '203.0.113.7' },
  { forwarded: 'for=203.0.113.7;proto=https' },
  { via: '1.1 balancer' },
];

let app: MockServer;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('a mock on loopback without a key, behind a proxy (a load balancer in front of it)', () => {
  it('refuses QA’s levers to a request the proxy passed on: it may come from any machine', async () => {
    expect(app.ctx.config.exposed).toBe(false);
    for (const headers of PROXIED) {
      const state = await app.inject({ method: 'GET', url: '/__mock/state', headers });
      expectErrorShape(state, 401, 'MOCK_ADMIN_LOCKED');
      expect(state.json<{ message: string }>().message).toContain('This request came through a proxy');
      const reset = await app.inject({ method: 'POST', url: '/__mock/reset', headers, payload: {} });
      expectErrorShape(reset, 401, 'MOCK_ADMIN_LOCKED');
      const scoped = { ...headers, 'x-mock-session': 'through-a-proxy' };
      expectErrorShape(
        await app.inject({ method: 'GET', url: '/courses/AllCourses', headers: scoped }),
        401,
        'MOCK_ADMIN_LOCKED',
      );
    }
    // Straight from this machine, as before.
    expect((await app.inject({ method: 'GET', url: '/__mock/state' })).statusCode).toBe(200);
  });

  it('refuses the identity stand-in’s tokens to it: nobody signs in as anyone through the proxy', async () => {
    const payload = { email: DEMO.learner.email, name: 'Amira' };
    for (const headers of PROXIED) {
      const token = await app.inject({ method: 'POST', url: '/__mock/identity/token', payload, headers });
      expectErrorShape(token, 401, 'MOCK_ADMIN_LOCKED');
    }
    const direct = await app.inject({ method: 'POST', url: '/__mock/identity/token', payload });
    expect(direct.statusCode).toBe(200);
  });

  it('keeps the site’s own routes open through the proxy', async () => {
    for (const headers of PROXIED) {
      expect((await app.inject({ method: 'GET', url: '/courses/AllCourses', headers })).statusCode).toBe(200);
    }
  });
});

describe('a mock on loopback with a key, behind a proxy', () => {
  it('opens QA’s levers to a proxied request that carries the key', async () => {
    const keyed = await buildTestApp({ MOCK_ADMIN_TOKEN: ADMIN_KEY });
    try {
      const headers = { 'x-forwarded-for': '203.0.113.7', [ADMIN_KEY_HEADER]: ADMIN_KEY };
      expect((await keyed.inject({ method: 'GET', url: '/__mock/state', headers })).statusCode).toBe(200);
      const scoped = { ...headers, 'x-mock-session': 'through-a-proxy' };
      expect(
        (await keyed.inject({ method: 'GET', url: '/courses/AllCourses', headers: scoped })).statusCode,
      ).toBe(200);
    } finally {
      await keyed.close();
    }
  });
});
