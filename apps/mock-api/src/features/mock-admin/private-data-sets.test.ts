import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  DroppedDataSetSchema,
  ErrorBodySchema,
  FaultsReplySchema,
  MockStateSchema,
  OutboxMessageSchema,
} from '@formation/contract';

import { createClock } from '../../clock';
import type { Store } from '../../core/call';
import { nativeDriver } from '../../db/client';
import { databaseBytes } from '../../db/data-set-budget';
import { seedDatabase } from '../../db/seed-database';
import type { InjectOptions } from '../../fastify/fastify-app';
import { buildContractTestApp, DEMO, sqliteOf, TEST_NOW, type TestApp } from '../../testing/test-app';
import { PrivateDataSets } from './private-data-sets';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());

/** inject in a data set: a private one by id, or the shared one (null). */
const inDataSet = (dataSet: string | null, options: InjectOptions & { token?: string }) => {
  const { token, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...rest.headers,
      ...(dataSet === null ? {} : { 'x-mock-session': dataSet }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
  });
};

async function loginIn(dataSet: string | null): Promise<{ token: string; userId: number }> {
  const res = await inDataSet(dataSet, { method: 'POST', url: '/auth/login', payload: DEMO.learner });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ user: { id: number }; token: { access_token: string } }>();
  return { token: body.token.access_token, userId: body.user.id };
}

const favoriteIds = async (dataSet: string | null, who: { token: string; userId: number }) =>
  (await inDataSet(dataSet, { method: 'GET', url: `/favorites/${String(who.userId)}`, token: who.token }))
    .json<{ course: { id: number } }[]>()
    .map((f) => f.course.id);

const outboxTo = async (dataSet: string | null, to: string) =>
  z
    .array(OutboxMessageSchema)
    .parse((await inDataSet(dataSet, { method: 'GET', url: `/__mock/outbox?to=${to}` })).json());

describe('x-mock-session: private data sets', () => {
  it('two data sets and the shared data set never see each other’s writes', async () => {
    const a = await loginIn('worker-a');
    const b = await loginIn('worker-b');
    const shared = await loginIn(null);
    const before = await favoriteIds('worker-b', b);

    const added = await inDataSet('worker-a', {
      method: 'POST',
      url: '/favorites/7',
      payload: { userId: a.userId },
      token: a.token,
    });
    expect(added.statusCode).toBe(201);
    await inDataSet('worker-a', {
      method: 'POST',
      url: '/newsletter',
      payload: { email: 'qa.a@example.tn' },
    });

    expect(await favoriteIds('worker-a', a)).toContain(7);
    expect(await favoriteIds('worker-b', b)).toEqual(before);
    expect(await favoriteIds(null, shared)).toEqual(before);
    expect(await outboxTo('worker-a', 'qa.a@example.tn')).toHaveLength(1);
    expect(await outboxTo('worker-b', 'qa.a@example.tn')).toEqual([]);
    expect(await outboxTo(null, 'qa.a@example.tn')).toEqual([]);
  });

  it('a token is good only in the data set, and the generation, that signed it', async () => {
    const a = await loginIn('worker-token-a');
    const me = (dataSet: string | null) =>
      inDataSet(dataSet, { method: 'GET', url: `/users/profile/${String(a.userId)}`, token: a.token });
    expect((await me('worker-token-a')).statusCode).toBe(200);
    expect((await me('worker-token-b')).statusCode).toBe(401);
    expect((await me(null)).statusCode).toBe(401);
    await inDataSet('worker-token-a', { method: 'POST', url: '/__mock/reset' });
    expect((await me('worker-token-a')).statusCode).toBe(401);
  });

  it('says which data set an admin answer concerns', async () => {
    const state = MockStateSchema.parse(
      (await inDataSet('worker-state', { method: 'GET', url: '/__mock/state' })).json(),
    );
    expect(state).toEqual({ scenario: 'default', now: TEST_NOW, session: 'worker-state' });
    expect(
      MockStateSchema.parse((await inDataSet(null, { method: 'GET', url: '/__mock/state' })).json()).session,
    ).toBe('default');
  });

  it('a scenario, a clock and a reset change only the data set that asked', async () => {
    const count = async (dataSet: string | null) =>
      (await inDataSet(dataSet, { method: 'GET', url: '/courses/AllCourses?status=PUBLISHED' })).json<
        unknown[]
      >().length;
    const seeded = await count(null);
    await inDataSet('worker-empty', { method: 'POST', url: '/__mock/scenario/empty' });
    await inDataSet('worker-empty', {
      method: 'POST',
      url: '/__mock/clock',
      payload: { now: '2027-03-01T08:00:00.000Z' },
    });
    expect(await count('worker-empty')).toBe(0);
    expect(await count('worker-other')).toBe(seeded);
    expect(await count(null)).toBe(seeded);
    expect((await inDataSet(null, { method: 'GET', url: '/health' })).json<{ now: string }>().now).toBe(
      TEST_NOW,
    );

    // A reset re-seeds the data set's scenario and keeps its clock.
    const a = await loginIn('worker-empty');
    expect(a.userId).toBeGreaterThan(0);
    const reset = MockStateSchema.parse(
      (await inDataSet('worker-empty', { method: 'POST', url: '/__mock/reset' })).json(),
    );
    expect(reset).toEqual({ scenario: 'empty', now: '2027-03-01T08:00:00.000Z', session: 'worker-empty' });
    await inDataSet('worker-empty', { method: 'POST', url: '/__mock/scenario/default' });
    expect(await count('worker-empty')).toBeGreaterThan(0);
  });

  it('fault rules apply to the data set that set them only', async () => {
    const set = await inDataSet('worker-faulty', {
      method: 'POST',
      url: '/__mock/faults',
      payload: { rules: [{ method: 'GET', path: '/blog', status: 503 }] },
    });
    expect(FaultsReplySchema.parse(set.json()).rules).toHaveLength(1);
    expect((await inDataSet('worker-faulty', { method: 'GET', url: '/blog' })).statusCode).toBe(503);
    expect((await inDataSet('worker-healthy', { method: 'GET', url: '/blog' })).statusCode).toBe(200);
    expect((await inDataSet(null, { method: 'GET', url: '/blog' })).statusCode).toBe(200);
    // A reset of the data set clears its rules.
    await inDataSet('worker-faulty', { method: 'POST', url: '/__mock/reset' });
    expect((await inDataSet('worker-faulty', { method: 'GET', url: '/blog' })).statusCode).toBe(200);
  });

  it('dropping a data set forgets its writes; the next request starts from the seed again', async () => {
    await inDataSet('worker-drop', {
      method: 'POST',
      url: '/newsletter',
      payload: { email: 'qa.d@example.tn' },
    });
    expect(await outboxTo('worker-drop', 'qa.d@example.tn')).toHaveLength(1);
    const dropped = DroppedDataSetSchema.parse(
      (await inDataSet('worker-drop', { method: 'DELETE', url: '/__mock/session' })).json(),
    );
    expect(dropped).toEqual({ session: 'worker-drop', dropped: true });
    expect(await outboxTo('worker-drop', 'qa.d@example.tn')).toEqual([]);
    expect(
      DroppedDataSetSchema.parse(
        (await inDataSet(null, { method: 'DELETE', url: '/__mock/session' })).json(),
      ),
    ).toEqual({ session: 'default', dropped: false });
  });

  it('refuses a malformed data set id in the one error shape', async () => {
    for (const id of ['', 'a b', '../etc', 'x'.repeat(81), 'é']) {
      const res = await app.inject({ method: 'GET', url: '/blog', headers: { 'x-mock-session': id } });
      expect(res.statusCode, id).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).details?.[0]?.path).toBe('headers.x-mock-session');
    }
  });

  it('is ignored when the admin surface is off', async () => {
    const closed = await buildContractTestApp({ MOCK_ADMIN: 'false' });
    try {
      const res = await closed.inject({ method: 'GET', url: '/blog', headers: { 'x-mock-session': 'a b' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

describe('PrivateDataSets', () => {
  const make = (now: { ms: number }, maxDataSets = 10, maxBytes = 2 ** 30) =>
    new PrivateDataSets({
      driver: nativeDriver,
      seed: seedDatabase,
      secret: 'test-secret-of-sixteen',
      baseClock: () => createClock(TEST_NOW),
      idleMs: 60_000,
      maxDataSets,
      maxBytes,
      nowMs: () => now.ms,
    });
  /** What one copy of the seed takes (its pages). */
  const seedCopyBytes = async () => {
    const dataSets = make({ ms: 0 });
    const bytes = databaseBytes((await dataSets.acquire('measured')).db);
    dataSets.closeAll();
    return bytes;
  };
  /** Grows a copy's database by about `mb` megabytes, as a load of a large folder would. */
  const grow = (store: Store, mb: number) => {
    const sqlite = sqliteOf(store);
    sqlite.exec('CREATE TABLE ballast (bytes BLOB)');
    sqlite.prepare('INSERT INTO ballast VALUES (zeroblob(?))').run(mb * 1024 * 1024);
  };

  it('drops a data set idle for longer than the idle time, and keeps one in use', async () => {
    const now = { ms: 0 };
    const dataSets = make(now);
    const idle = await dataSets.acquire('idle');
    await dataSets.acquire('busy');
    now.ms = 50_000;
    await dataSets.acquire('busy');
    now.ms = 70_000;
    expect(dataSets.sweep()).toBe(1);
    expect(dataSets.size).toBe(1);
    expect(await dataSets.acquire('idle')).not.toBe(idle);
    dataSets.closeAll();
  });

  it('makes room by dropping the least recently used data set', async () => {
    const now = { ms: 0 };
    const dataSets = make(now, 2);
    const first = await dataSets.acquire('first');
    now.ms = 1;
    const second = await dataSets.acquire('second');
    now.ms = 2;
    await dataSets.acquire('first');
    now.ms = 3;
    await dataSets.acquire('third');
    expect(dataSets.size).toBe(2);
    expect(await dataSets.acquire('first')).toBe(first);
    expect(await dataSets.acquire('second')).not.toBe(second);
    dataSets.closeAll();
  });

  it('counts dropped copies against the limit: a loop of resets never holds more copies open', async () => {
    const dataSets = make({ ms: 0 }, 3);
    await dataSets.acquire('other');
    const copies = [];
    for (let i = 0; i < 20; i += 1) {
      copies.push(await dataSets.replace('looping', 'default', dataSets.cloneBaseClock()));
      expect(dataSets.openCopies).toBeLessThanOrEqual(3);
    }
    // The oldest dropped copies were closed at once; the newest is still the one in use.
    expect(copies.filter((store) => sqliteOf(store).open)).toHaveLength(2);
    expect(sqliteOf(copies[19]!).open).toBe(true);
    dataSets.closeAll();
  });

  it('makes one copy for a burst of first requests, and lets requests on a dropped copy finish', async () => {
    const dataSets = make({ ms: 0 });
    const burst = await Promise.all(Array.from({ length: 8 }, () => dataSets.acquire('burst')));
    expect(new Set(burst).size).toBe(1);
    expect(dataSets.size).toBe(1);
    const first = burst[0]!;
    dataSets.drop('burst');
    // A request that started on the old copy can still read it.
    expect(sqliteOf(first).prepare('SELECT count(*) AS n FROM courses').get()).toBeDefined();
    dataSets.closeAll();
    expect(sqliteOf(first).open).toBe(false);
  });

  it('copies one seeded image: two data sets start with the same data', async () => {
    const dataSets = make({ ms: 0 });
    const a = await dataSets.acquire('a');
    const b = await dataSets.acquire('b');
    const count = (store: typeof a) =>
      (sqliteOf(store).prepare('SELECT count(*) AS n FROM courses').get() as { n: number }).n;
    expect(count(a)).toBeGreaterThan(50);
    expect(count(b)).toBe(count(a));
    expect(sqliteOf(a)).not.toBe(sqliteOf(b));
    dataSets.closeAll();
  });

  it('keeps the copies within the byte budget, the least recently used going first', async () => {
    const copy = await seedCopyBytes();
    const now = { ms: 0 };
    const dataSets = make(now, 10, 3 * copy);
    const first = await dataSets.acquire('first');
    now.ms = 1;
    await dataSets.acquire('second');
    now.ms = 2;
    await dataSets.acquire('third');
    now.ms = 3;
    await dataSets.acquire('second');
    now.ms = 4;
    await dataSets.acquire('fourth');
    expect(dataSets.size).toBe(3);
    expect(dataSets.openBytes).toBeLessThanOrEqual(3 * copy);
    // Dropped to make room, its copy is closed at once rather than after its grace.
    expect(sqliteOf(first).open).toBe(false);
    expect(await dataSets.acquire('first')).not.toBe(first);
    dataSets.closeAll();
  });

  it('makes the others go when a loaded copy grows, never the copy that grew', async () => {
    const copy = await seedCopyBytes();
    const now = { ms: 0 };
    const dataSets = make(now, 10, 4 * copy + 2 * 1024 * 1024);
    const others = [];
    for (const id of ['a', 'b', 'c']) {
      now.ms += 1;
      others.push(await dataSets.acquire(id));
    }
    now.ms += 1;
    const loaded = await dataSets.acquire('loaded');
    grow(loaded, 2);
    dataSets.renew('loaded');
    expect(dataSets.openBytes).toBeLessThanOrEqual(4 * copy + 2 * 1024 * 1024);
    expect(sqliteOf(others[0]!).open).toBe(false);
    expect(sqliteOf(others[2]!).open).toBe(true);
    expect(sqliteOf(loaded).open).toBe(true);
    dataSets.closeAll();
  });

  it('measures the copies again at each sweep, which the routes’ writes grow', async () => {
    const copy = await seedCopyBytes();
    const now = { ms: 0 };
    const dataSets = make(now, 10, 2 * copy + 1024 * 1024);
    const old = await dataSets.acquire('old');
    now.ms = 1;
    const written = await dataSets.acquire('written');
    grow(written, 1);
    expect(dataSets.sweep()).toBe(1);
    expect(sqliteOf(old).open).toBe(false);
    expect(sqliteOf(written).open).toBe(true);
    dataSets.closeAll();
  });
});
