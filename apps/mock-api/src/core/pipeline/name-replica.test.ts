import { afterAll, describe, expect, it } from 'vitest';

import type { MockServer } from '../../fastify/fastify-app';
import { buildTestApp } from '../../testing/test-app';

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
    const app = await appOf({ MOCK_REPLICA_ID: 'mock-2' });
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['x-mock-replica']).toBe('mock-2');
    expect(health.json()).toMatchObject({ status: 'ok', replica: 'mock-2' });
    const missing = await app.inject({ method: 'GET', url: '/courses/slug/none-such' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-mock-replica']).toBe('mock-2');
    const headers = { 'x-mock-session': 'faulty' };
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

  it('refuses a name that could not be a header value', async () => {
    await expect(buildTestApp({ MOCK_REPLICA_ID: 'mock 2\r\nx: y' })).rejects.toThrow(/MOCK_REPLICA_ID/);
  });
});
