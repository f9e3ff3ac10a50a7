import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { InjectOptions, MockServer } from '../fastify/fastify-app';
import { buildTestApp, login } from '../testing/test-app';
import { expectErrorShape } from './error-shape';

const publishedCount = async (app: MockServer) =>
  (await app.inject({ method: 'GET', url: '/courses/AllCourses?status=PUBLISHED' })).json<unknown[]>().length;

describe('a page of another site, on a developer’s loopback mock', () => {
  let app: MockServer;
  let seeded: number;
  beforeAll(async () => {
    app = await buildTestApp();
    seeded = await publishedCount(app);
  });
  afterAll(() => app.close());

  /** What a cross-site form (enctype text/plain) or a `no-cors` fetch sends: no preflight. */
  const crossSite = (url: string, headers: Record<string, string> = {}): InjectOptions => ({
    method: 'POST',
    url,
    payload: '{"rules":[]}',
    headers: { 'content-type': 'text/plain', origin: 'http://evil.example', ...headers },
  });

  it.each(['/__mock/scenario/empty', '/__mock/reset', '/__mock/faults', '/__mock/clock'])(
    'cannot post %s: 403, and the catalogue is as seeded',
    async (url) => {
      const res = await app.inject(crossSite(url));
      expect(expectErrorShape(res, 403, 'FORBIDDEN').message).toContain('another site');
      expect(app.ctx.store.scenario).toBe('default');
      expect(await publishedCount(app)).toBe(seeded);
    },
  );

  it('cannot post without an Origin either when the browser says cross-site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/scenario/empty',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectErrorShape(res, 403, 'FORBIDDEN');
    expect(await publishedCount(app)).toBe(seeded);
  });

  it('cannot settle a payment through the stand-in with a cross-site form', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/payments/1/complete?redirect=1',
      payload: 'outcome=succeed',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
    });
    expectErrorShape(res, 403, 'FORBIDDEN');
  });

  it('refuses an admin write that is not JSON, even from an allowed origin (415)', async () => {
    const res = await app.inject(crossSite('/__mock/scenario/empty', { origin: 'http://localhost:5173' }));
    // The call takes no body: the 400 every route declares, as for any body sent to it.
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
    const form = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: 'rules=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectErrorShape(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await publishedCount(app)).toBe(seeded);
  });

  it('keeps the site, the QA kit and the mock’s own pages working', async () => {
    // The site's origin, with JSON: the preflight CORS grants it.
    const site = await app.inject({
      method: 'POST',
      url: '/__mock/identity/token',
      payload: { email: 'nouveau.google@example.tn', name: 'Nouvel Utilisateur' },
      headers: { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
    });
    expect(site.statusCode).toBe(200);
    // No browser at all (the QA kit, curl, contract:check): no Origin, no Sec-Fetch-Site.
    expect((await app.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/faults' })).statusCode).toBe(200);
    // The payment stand-in's form posts from the mock's own origin.
    const own = await app.inject({
      method: 'POST',
      url: '/__mock/payments/999/complete',
      payload: 'outcome=succeed',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: '127.0.0.1:3001',
        origin: 'http://127.0.0.1:3001',
        'sec-fetch-site': 'same-origin',
      },
    });
    expectErrorShape(own, 404, 'NOT_FOUND');
  });
});

describe('a request naming a foreign host (DNS rebinding)', () => {
  let app: MockServer;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const withHost = (host: string, url = '/__mock/outbox'): InjectOptions => ({
    method: 'GET',
    url,
    headers: { host },
  });

  it.each(['evil.example', 'evil.example:3001', 'localhost.evil.example', '127.0.0.1.nip.io:3001'])(
    'is refused with 421 before anything is read: %s',
    async (host) => {
      expectErrorShape(await app.inject(withHost(host)), 421, 'MISDIRECTED_REQUEST');
      expectErrorShape(await app.inject(withHost(host, '/courses/AllCourses')), 421, 'MISDIRECTED_REQUEST');
      const signIn = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'amira.bensalah@example.tn', password: 'Apprenant2026!' },
        headers: { host },
      });
      expectErrorShape(signIn, 421, 'MISDIRECTED_REQUEST');
    },
  );

  it.each([
    'localhost:3001',
    'LOCALHOST',
    '127.0.0.1:3001',
    '[::1]:3001',
    '192.168.1.20:3001',
    'app.localhost:3001',
  ])('answers its own names and any address written as numbers: %s', async (host) => {
    expect((await app.inject(withHost(host))).statusCode).toBe(200);
  });

  it('answers the names of PUBLIC_URL and ALLOWED_HOSTS, and no other', async () => {
    const named = await buildTestApp({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://mock.staging.example',
      ALLOWED_HOSTS: 'mock-api, qa-mock.internal',
    });
    try {
      for (const host of ['mock.staging.example', 'mock-api:3001', 'qa-mock.internal']) {
        expect((await named.inject(withHost(host, '/courses/AllCourses'))).statusCode, host).toBe(200);
      }
      expectErrorShape(
        await named.inject(withHost('other.example', '/courses/AllCourses')),
        421,
        'MISDIRECTED_REQUEST',
      );
      const { token } = await login(named, 'learner');
      expect(token.length).toBeGreaterThan(0);
    } finally {
      await named.close();
    }
  });
});
