import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_KEY_HEADER, type Payment } from '@formation/contract';

import { signToken } from '../auth/tokens';
import type { InjectOptions, MockServer } from '../fastify/fastify-app';
import { courseBySlug, enrolledId, OPEN_COURSE } from '../testing/commerce-fixtures';
import { buildTestApp, injectAs, login, TEST_NOW } from '../testing/test-app';
import { expectErrorShape } from './error-shape';

/** The token secret this repository shipped as its default before the mock made its own. */
const PUBLISHED_SECRET = 'mock-api-dev-secret-not-for-production';
const ADMIN_KEY = 'a-long-enough-admin-key-for-tests';

/** A token for learner 1 exactly as the mock signs them, but with the published secret. */
function forgedToken(app: MockServer): string {
  return signToken(
    { userId: 1, generation: app.ctx.store.generation, tokenVersion: 0 },
    new Date(TEST_NOW),
    3600,
    PUBLISHED_SECRET,
  );
}

const readProfile = (app: MockServer, token: string) =>
  app.inject({ method: 'GET', url: '/users/profile/1', headers: { authorization: `Bearer ${token}` } });

describe('no published token secret', () => {
  it('refuses a token signed with the published secret (database in memory)', async () => {
    const app = await buildTestApp();
    try {
      // The same call with the mock's own token works: the refusal is the signature's, nothing else.
      expect((await readProfile(app, (await login(app, 'learner')).token)).statusCode).toBe(200);
      expectErrorShape(await readProfile(app, forgedToken(app)), 401, 'UNAUTHENTICATED');
    } finally {
      await app.close();
    }
  });

  describe('with a database file (as `pnpm start` runs)', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'mock-exposure-'));
    });
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    const onFile = () =>
      buildTestApp({ DATABASE_FILE: join(dir, 'mock.db'), UPLOADS_DIR: join(dir, 'uploads') });

    it('refuses the forged token, and keeps its own tokens valid across a restart', async () => {
      const first = await onFile();
      let token: string;
      try {
        expect(first.ctx.config.authSecretFrom).toEqual({ file: join(dir, 'auth-secret') });
        expectErrorShape(await readProfile(first, forgedToken(first)), 401, 'UNAUTHENTICATED');
        token = (await login(first, 'learner')).token;
      } finally {
        await first.close();
      }
      const second = await onFile();
      try {
        expect((await readProfile(second, token)).statusCode).toBe(200);
        expectErrorShape(await readProfile(second, forgedToken(second)), 401, 'UNAUTHENTICATED');
      } finally {
        await second.close();
      }
    });
  });
});

interface AdminCall {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: object;
}

const ADMIN_CALLS: AdminCall[] = [
  { method: 'GET', url: '/__mock/state' },
  { method: 'POST', url: '/__mock/reset' },
  { method: 'POST', url: '/__mock/scenario/default' },
  { method: 'POST', url: '/__mock/clock', payload: { now: '2027-01-01T00:00:00.000Z' } },
  { method: 'POST', url: '/__mock/faults', payload: { rules: [] } },
  { method: 'DELETE', url: '/__mock/faults' },
  { method: 'GET', url: '/__mock/coverage' },
  { method: 'GET', url: '/__mock/outbox' },
  { method: 'GET', url: '/__mock/export' },
  { method: 'POST', url: '/__mock/data-set', payload: {} },
  { method: 'POST', url: '/__mock/enrollments/1/status', payload: { status: 'confirmed' } },
];

const withHeaders = (call: AdminCall, headers: Record<string, string>): InjectOptions => ({
  ...call,
  headers,
});

describe('beyond loopback without MOCK_ADMIN_TOKEN: the admin surface is off', () => {
  let app: MockServer;
  beforeAll(async () => {
    app = await buildTestApp({ HOST: '0.0.0.0' });
  });
  afterAll(() => app.close());

  it.each(ADMIN_CALLS.map((call) => [`${call.method} ${call.url}`, call] as const))(
    '%s answers 401 MOCK_ADMIN_LOCKED and says how to turn it on',
    async (_name, call) => {
      const res = await app.inject(call);
      const body = expectErrorShape(res, 401, 'MOCK_ADMIN_LOCKED');
      expect(body.message).toMatch(/set MOCK_ADMIN_TOKEN|start the mock with MOCK_ADMIN_TOKEN set/);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="mock-admin"');
    },
  );

  it('changed nothing: the clock, the data and the fault rules are as seeded', async () => {
    for (const call of ADMIN_CALLS) await app.inject(call);
    expect(app.ctx.store.clock.nowIso()).toBe(TEST_NOW);
    expect(app.ctx.store.scenario).toBe('default');
    const courses = await app.inject({ method: 'GET', url: '/courses/AllCourses?status=PUBLISHED' });
    expect(courses.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('refuses x-mock-session before any private data set is made, whatever key is offered', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/courses/AllCourses',
      headers: { 'x-mock-session': 'stranger', [ADMIN_KEY_HEADER]: 'guessing-a-key-0000' },
    });
    expectErrorShape(res, 401, 'MOCK_ADMIN_LOCKED');
    expect(app.ctx.dataSets?.size).toBe(0);
  });

  it("keeps the site's own routes and the providers' stand-ins working", async () => {
    expect((await app.inject({ method: 'GET', url: '/courses/AllCourses' })).statusCode).toBe(200);
    expect((await readProfile(app, (await login(app, 'learner')).token)).statusCode).toBe(200);
    const script = await app.inject({ method: 'GET', url: '/__mock/identity/client.js' });
    expect(script.statusCode).toBe(200);
    // The stand-in's own answer (no provider token), not the admin lock.
    expectErrorShape(await app.inject({ method: 'GET', url: '/__mock/identity/userinfo' }), 401, [
      'UNAUTHENTICATED',
      'PROVIDER_TOKEN_INVALID',
    ]);
    const checkout = await app.inject({ method: 'GET', url: '/__mock/payments/999999/checkout' });
    expectErrorShape(checkout, 404, 'NOT_FOUND');
  });
});

describe('with MOCK_ADMIN_TOKEN: every admin call needs the key', () => {
  let app: MockServer;
  beforeAll(async () => {
    app = await buildTestApp({ HOST: '0.0.0.0', MOCK_ADMIN_TOKEN: ADMIN_KEY });
  });
  afterAll(() => app.close());

  it('answers 401 without the key or with a wrong one', async () => {
    const state = { method: 'GET', url: '/__mock/state' } as const;
    expectErrorShape(await app.inject(state), 401, 'MOCK_ADMIN_LOCKED');
    for (const headers of [
      { [ADMIN_KEY_HEADER]: `${ADMIN_KEY}x` },
      { [ADMIN_KEY_HEADER]: '' },
      { authorization: `Bearer ${ADMIN_KEY.slice(1)}` },
    ]) {
      const body = expectErrorShape(await app.inject(withHeaders(state, headers)), 401, 'MOCK_ADMIN_LOCKED');
      expect(body.message).toMatch(/needs its key/);
    }
  });

  it.each(ADMIN_CALLS.map((call) => [`${call.method} ${call.url}`, call] as const))(
    '%s works with the key as a header',
    async (_name, call) => {
      const res = await app.inject(withHeaders(call, { [ADMIN_KEY_HEADER]: ADMIN_KEY }));
      // The seed has no enrollment, and an empty folder is no data set: the handler's own 404 and 400
      // show the call got past the lock.
      const expected = call.url.startsWith('/__mock/enrollments/')
        ? 404
        : call.url === '/__mock/data-set'
          ? 400
          : 200;
      expect(res.statusCode, res.body).toBe(expected);
    },
  );

  it('takes the key as a bearer on /__mock', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/__mock/state',
      headers: { authorization: `Bearer ${ADMIN_KEY}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it("opens x-mock-session with the key header, not with a learner's bearer", async () => {
    const learner = await login(app, 'learner');
    const asLearner = { authorization: `Bearer ${learner.token}`, 'x-mock-session': 'qa-key' };
    const url = '/courses/AllCourses?status=PUBLISHED';
    expectErrorShape(await app.inject({ method: 'GET', url, headers: asLearner }), 401, 'MOCK_ADMIN_LOCKED');
    const withKey = { ...asLearner, [ADMIN_KEY_HEADER]: ADMIN_KEY };
    const shared = (await app.inject({ method: 'GET', url })).json<unknown[]>().length;
    expect(shared).toBeGreaterThan(0);
    const empty = await app.inject({ method: 'POST', url: '/__mock/scenario/empty', headers: withKey });
    expect(empty.json()).toMatchObject({ scenario: 'empty', session: 'qa-key' });
    expect((await app.inject({ method: 'GET', url, headers: withKey })).json()).toEqual([]);
    // The shared data set is untouched.
    expect((await app.inject({ method: 'GET', url })).json<unknown[]>().length).toBe(shared);
  });
});

describe('on loopback', () => {
  it('nothing changes for developers and tests: the admin surface needs no key', async () => {
    const app = await buildTestApp();
    try {
      expect(app.ctx.config.exposed).toBe(false);
      expect((await app.inject({ method: 'GET', url: '/__mock/state' })).statusCode).toBe(200);
      const scoped = { 'x-mock-session': 'qa-loopback' };
      expect(
        (await app.inject({ method: 'GET', url: '/__mock/state', headers: scoped })).json(),
      ).toMatchObject({
        session: 'qa-loopback',
      });
    } finally {
      await app.close();
    }
  });

  it('a key that is set is required there too (a proxy on this machine may expose the port)', async () => {
    const app = await buildTestApp({ MOCK_ADMIN_TOKEN: ADMIN_KEY });
    try {
      expectErrorShape(await app.inject({ method: 'GET', url: '/__mock/state' }), 401, 'MOCK_ADMIN_LOCKED');
      const res = await app.inject({
        method: 'GET',
        url: '/__mock/state',
        headers: { [ADMIN_KEY_HEADER]: ADMIN_KEY },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('CORS lets a browser send the key header', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/__mock/state',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'GET',
          'access-control-request-headers': ADMIN_KEY_HEADER,
        },
      });
      expect(String(res.headers['access-control-allow-headers'])).toContain(ADMIN_KEY_HEADER);
    } finally {
      await app.close();
    }
  });
});

describe('the payment stand-in beyond loopback: a payment opens only with the link handed out', () => {
  let app: MockServer;
  beforeAll(async () => {
    app = await buildTestApp({ HOST: '0.0.0.0', MOCK_ADMIN_TOKEN: ADMIN_KEY });
  });
  afterAll(() => app.close());

  it('refuses the page and the settlement by id alone, and answers them with the key of the link', async () => {
    const learner = await login(app, 'learner');
    const enrollmentId = await enrolledId(app, learner, courseBySlug(app, OPEN_COURSE).id);
    const started = await injectAs(app, learner, {
      method: 'POST',
      url: '/payments/online',
      payload: { enrollmentId, returnUrl: 'http://localhost:5173/paiement/retour' },
    });
    const payment = started.json<Payment>();
    const link = new URL(payment.checkoutUrl ?? '');
    const byId = `/__mock/payments/${String(payment.id)}`;

    expectErrorShape(await app.inject({ method: 'GET', url: `${byId}/checkout` }), 404, 'NOT_FOUND');
    const guessed = `${byId}/complete?key=${'A'.repeat(32)}`;
    for (const url of [`${byId}/complete`, guessed]) {
      const settle = await app.inject({ method: 'POST', url, payload: { outcome: 'succeed' } });
      expectErrorShape(settle, 404, 'NOT_FOUND');
    }
    const still = await injectAs(app, learner, { method: 'GET', url: `/payments/${String(payment.id)}` });
    expect(still.json<Payment>().status).toBe('awaiting');

    expect((await app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(200);
    const settled = await app.inject({
      method: 'POST',
      url: `${byId}/complete${link.search}`,
      payload: { outcome: 'succeed' },
    });
    expect(settled.json<Payment>().status).toBe('succeeded');
  });
});
