import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../testing/test-app';
import type { MockServer } from './fastify-app';

const ADMIN_KEY = 'a-long-enough-admin-key-for-tests';
const apps: MockServer[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function appOf(env: Record<string, string> = {}): Promise<MockServer> {
  const app = await buildTestApp(env);
  apps.push(app);
  return app;
}

describe('x-mock-replica', () => {
  it('names the replica on every answer, errors and injected faults included, and in /health', async () => {
    const app = await appOf({ MOCK_REPLICA_ID: 'mock-2', MOCK_ADMIN_TOKEN: ADMIN_KEY });
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['x-mock-replica']).toBe('mock-2');
    expect(health.json()).toMatchObject({ status: 'ok', replica: 'mock-2' });
    const missing = await app.inject({ method: 'GET', url: '/courses/slug/none-such' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-mock-replica']).toBe('mock-2');
    // Refused before any route runs: still named.
    const locked = await app.inject({ method: 'GET', url: '/__mock/state' });
    expect([locked.statusCode, locked.headers['x-mock-replica']]).toEqual([401, 'mock-2']);
    const misdirected = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { host: 'evil.example' },
    });
    expect([misdirected.statusCode, misdirected.headers['x-mock-replica']]).toEqual([421, 'mock-2']);
    const headers = { 'x-mock-session': 'faulty', 'x-mock-admin-token': ADMIN_KEY };
    const rule = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      headers,
      payload: { rules: [{ method: 'GET', path: '/courses/AllCourses', status: 500 }] },
    });
    expect(rule.statusCode).toBe(200);
    const faulty = await app.inject({ method: 'GET', url: '/courses/AllCourses', headers });
    expect(faulty.headers['x-mock-fault']).toBe('injected');
    expect(faulty.headers['x-mock-replica']).toBe('mock-2');
  });

  it('is absent when the mock is not named a replica', async () => {
    const app = await appOf();
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['x-mock-replica']).toBeUndefined();
    expect(health.json()).not.toHaveProperty('replica');
  });

  it('keeps a replica without MOCK_ADMIN_TOKEN locked, even on loopback: a balancer serves it to anyone', async () => {
    const app = await appOf({ MOCK_REPLICA_ID: 'mock-3' });
    expect(app.ctx.config.exposed).toBe(true);
    const state = await app.inject({ method: 'GET', url: '/__mock/state' });
    expect(state.statusCode).toBe(401);
    expect(state.json<{ message: string }>().message).toContain(
      'is off on replica mock-3, which a load balancer serves to other machines',
    );
    const token = await app.inject({
      method: 'POST',
      url: '/__mock/identity/token',
      payload: { email: 'amira.bensalah@example.tn', name: 'Amira' },
    });
    expect(token.statusCode).toBe(401);
  });

  it('refuses a name that could not be a header value', async () => {
    await expect(buildTestApp({ MOCK_REPLICA_ID: 'mock 2\r\nx: y' })).rejects.toThrow(/MOCK_REPLICA_ID/);
  });
});
