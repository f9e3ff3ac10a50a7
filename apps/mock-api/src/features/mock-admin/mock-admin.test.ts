import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ErrorBodySchema, MockStateSchema, OutboxMessageSchema } from '@formation/contract';

import { CLOCK_OUT_OF_RANGE, EARLIEST_CLOCK, LATEST_CLOCK } from '../../clock-range';
import { MANY_COURSES } from '../../db/seed-database';
import { buildContractTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
const publishedCount = async () =>
  (await app.inject({ method: 'GET', url: '/courses/AllCourses?status=PUBLISHED' })).json<unknown[]>().length;

describe('scenarios and reset', () => {
  it('loads empty, sold-out and many, and reset re-seeds the current scenario', async () => {
    expect(MockStateSchema.parse((await post('/__mock/scenario/empty')).json()).scenario).toBe('empty');
    expect(await publishedCount()).toBe(0);

    await post('/__mock/scenario/sold-out');
    const soldOut = (await app.inject({ method: 'GET', url: '/courses/AllCourses?status=PUBLISHED' })).json<
      { maxParticipants: number; enrolledCount: number }[]
    >();
    expect(soldOut.every((c) => c.enrolledCount === c.maxParticipants)).toBe(true);

    await post('/__mock/scenario/default');
    const before = await publishedCount();
    await post('/newsletter', { email: 'qa@example.tn' });
    await post('/__mock/reset');
    expect(await publishedCount()).toBe(before);
    const again = await post('/newsletter', { email: 'qa@example.tn' });
    expect(again.statusCode).toBe(201);
  });

  it('loads many: 10,000 more published courses', { timeout: 90_000 }, async () => {
    await post('/__mock/scenario/many');
    expect(await publishedCount()).toBeGreaterThan(MANY_COURSES);
    await post('/__mock/scenario/default');
  });

  it('refuses an unknown scenario', async () => {
    const res = await post('/__mock/scenario/chaos');
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).details?.[0]?.path).toBe('params.name');
  });
});

describe('clock', () => {
  it('sets and reads the mock clock', async () => {
    const res = await post('/__mock/clock', { now: '2027-01-15T10:00:00.000Z' });
    expect(MockStateSchema.parse(res.json()).now).toBe('2027-01-15T10:00:00.000Z');
    expect((await app.inject({ method: 'GET', url: '/health' })).json<{ now: string }>().now).toBe(
      '2027-01-15T10:00:00.000Z',
    );
    await post('/__mock/clock', { now: '2026-11-22T00:00:00.000Z' });
  });

  it('refuses a clock so far off that the dates it makes would leave four-digit years', async () => {
    for (const now of [
      '9999-12-31T23:59:59Z',
      '9001-01-01T00:00:00Z',
      '1969-12-31T23:59:59Z',
      '0001-01-01T00:00:00Z',
    ]) {
      const res = await post('/__mock/clock', { now });
      expect(res.statusCode, now).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).details).toEqual([
        { path: 'body.now', message: CLOCK_OUT_OF_RANGE },
      ]);
    }
    expect((await app.inject({ method: 'GET', url: '/health' })).json<{ now: string }>().now).toBe(
      '2026-11-22T00:00:00.000Z',
    );
  });

  it('answers every read on a data set seeded at either end of the range', async () => {
    try {
      for (const now of [EARLIEST_CLOCK, LATEST_CLOCK]) {
        expect((await post('/__mock/clock', { now })).statusCode).toBe(200);
        expect((await post('/__mock/reset')).statusCode).toBe(200);
        for (const url of ['/health', '/__mock/state', '/courses/AllCourses', '/courses/1', '/blog'])
          expect((await app.inject({ method: 'GET', url })).statusCode, `${now} ${url}`).toBe(200);
      }
    } finally {
      await post('/__mock/clock', { now: '2026-11-22T00:00:00.000Z' });
      await post('/__mock/reset');
    }
  });
});

describe('faults', () => {
  it('injects an error status on one route pattern, then clears', async () => {
    await post('/__mock/faults', { rules: [{ method: 'GET', path: '/courses/:id', status: 503, times: 2 }] });
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await app.inject({ method: 'GET', url: '/courses/1' })).statusCode);
    expect(statuses).toEqual([503, 503, 200]);
    expect((await app.inject({ method: 'GET', url: '/courses/slug/x' })).statusCode).not.toBe(503);
    const failed = await (async () => {
      await post('/__mock/faults', { rules: [{ path: '*', status: 500 }] });
      return app.inject({ method: 'GET', url: '/blog' });
    })();
    expect(ErrorBodySchema.parse(failed.json())).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
    // The admin surface itself never fails.
    expect((await app.inject({ method: 'DELETE', url: '/__mock/faults' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/blog' })).statusCode).toBe(200);
  });

  it('injects latency', async () => {
    await post('/__mock/faults', { rules: [{ path: '/blog', latencyMs: 60 }] });
    const started = performance.now();
    await app.inject({ method: 'GET', url: '/blog' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    await app.inject({ method: 'DELETE', url: '/__mock/faults' });
  });

  it('fails about the share asked for, the same way every run', async () => {
    const run = async () => {
      await post('/__mock/faults', { rules: [{ path: '/courses/:id', status: 500, rate: 0.5 }] });
      const s: number[] = [];
      for (let i = 0; i < 40; i += 1)
        s.push((await app.inject({ method: 'GET', url: '/courses/1' })).statusCode);
      return s;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    const failures = first.filter((s) => s === 500).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
    await app.inject({ method: 'DELETE', url: '/__mock/faults' });
  });
});

describe('outbox', () => {
  it('lists the mail, newest first, filtered by recipient', async () => {
    await post('/newsletter', { email: 'Lecteur@Example.tn' });
    const res = await app.inject({ method: 'GET', url: '/__mock/outbox?to=lecteur@example.tn' });
    const mails = z.array(OutboxMessageSchema).parse(res.json());
    expect(mails[0]).toMatchObject({ to: 'lecteur@example.tn', kind: 'newsletter' });
  });
});

describe('MOCK_ADMIN=false', () => {
  it('removes the whole /__mock surface but keeps /health', async () => {
    const closed = await buildContractTestApp({ MOCK_ADMIN: 'false' });
    try {
      for (const url of ['/__mock/state', '/__mock/outbox', '/__mock/identity/client.js']) {
        const res = await closed.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(ErrorBodySchema.parse(res.json()).code).toBe('ROUTE_NOT_FOUND');
      }
      expect((await closed.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(404);
      expect((await closed.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
