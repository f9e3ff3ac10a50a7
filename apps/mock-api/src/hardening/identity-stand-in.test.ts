import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ADMIN_KEY_HEADER,
  LoginReplySchema,
  ProviderProfileSchema,
  ProviderTokenReplySchema,
} from '@formation/contract';

import { users } from '../db/schema';
import type { MockServer } from '../fastify/fastify-app';
import { buildTestApp, DEMO } from '../testing/test-app';
import { expectErrorShape } from './error-shape';

const ADMIN_KEY = 'a-long-enough-admin-key-for-tests';

const tokenCall = (app: MockServer, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/__mock/identity/token', payload, headers });

async function tokenOf(app: MockServer, payload: object, headers: Record<string, string> = {}) {
  const res = await tokenCall(app, payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ProviderTokenReplySchema.parse(res.json());
}

async function subOf(app: MockServer, accessToken: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/__mock/identity/userinfo',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return ProviderProfileSchema.parse(res.json()).sub;
}

const checkUser = (app: MockServer, email: string, providerToken: string) =>
  app.inject({ method: 'POST', url: '/auth/check-google-user', payload: { email, providerToken } });

const signUp = (app: MockServer, accessToken: string) =>
  app.inject({ method: 'POST', url: '/auth/google-signup', payload: { accessToken } });

const userRow = (app: MockServer, email: string) =>
  app.ctx.store.db.select().from(users).where(eq(users.email, email)).get();

describe('the identity stand-in on loopback: this machine may sign in as any test account', () => {
  let app: MockServer;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('gives each identity a random sub, stored, that no email predicts', async () => {
    const first = await tokenOf(app, { email: DEMO.learner.email, name: 'Amira' });
    const again = await tokenOf(app, { email: DEMO.learner.email, name: 'Amira' });
    const other = await tokenOf(app, { email: DEMO.learner2.email, name: 'Karim' });
    const sub = await subOf(app, first.access_token);
    expect(sub).toMatch(/^mock-\d{21}$/);
    // One identity per email for this machine's callers, the same at every token.
    expect(await subOf(app, again.access_token)).toBe(sub);
    expect(await subOf(app, other.access_token)).not.toBe(sub);
    // A second mock with another secret makes other subs for the same emails.
    const second = await buildTestApp();
    try {
      const elsewhere = await tokenOf(second, { email: DEMO.learner.email, name: 'Amira' });
      expect(await subOf(second, elsewhere.access_token)).not.toBe(sub);
    } finally {
      await second.close();
    }
  });

  it('links an existing password account (product rules 7), as QA tests it', async () => {
    const { access_token } = await tokenOf(app, { email: DEMO.learner2.email, name: 'Karim' });
    const res = await checkUser(app, DEMO.learner2.email, access_token);
    expect(res.statusCode).toBe(200);
    expect(LoginReplySchema.parse(res.json()).user.email).toBe(DEMO.learner2.email);
    expect(userRow(app, DEMO.learner2.email)?.googleId).toBe(await subOf(app, access_token));
  });
});

describe('beyond loopback with an admin key: provider tokens need the key', () => {
  let app: MockServer;
  beforeAll(async () => {
    app = await buildTestApp({ HOST: '0.0.0.0', MOCK_ADMIN_TOKEN: ADMIN_KEY });
  });
  afterAll(() => app.close());

  it("refuses a stranger's token request, and so karim's account stays shut", async () => {
    const res = await tokenCall(app, { email: DEMO.learner2.email, name: 'x' });
    const body = expectErrorShape(res, 401, 'MOCK_ADMIN_LOCKED');
    expect(body.message).toContain('MOCK_IDENTITY_OPEN=true');
    expect(userRow(app, DEMO.learner2.email)?.googleId).toBeNull();
  });

  it('issues tokens to the key holder (QA), the product rules’ linking included', async () => {
    const { access_token } = await tokenOf(
      app,
      { email: DEMO.learner2.email, name: 'Karim' },
      { [ADMIN_KEY_HEADER]: ADMIN_KEY },
    );
    expect((await checkUser(app, DEMO.learner2.email, access_token)).statusCode).toBe(200);
  });
});

describe('beyond loopback, opened to anyone (MOCK_IDENTITY_OPEN)', () => {
  let app: MockServer;
  beforeAll(async () => {
    app = await buildTestApp({ HOST: '0.0.0.0', MOCK_ADMIN_TOKEN: ADMIN_KEY, MOCK_IDENTITY_OPEN: 'true' });
  });
  afterAll(() => app.close());

  it('never signs a stranger into an account that has a password', async () => {
    const { access_token } = await tokenOf(app, { email: DEMO.learner2.email, name: 'x' });
    const res = await checkUser(app, DEMO.learner2.email, access_token);
    expect(expectErrorShape(res, 409, 'PROVIDER_ACCOUNT_CONFLICT').message).toContain('password');
    expect(userRow(app, DEMO.learner2.email)?.googleId).toBeNull();
  });

  it('leaves an unverified account its password (it used to be dropped on linking)', async () => {
    const before = userRow(app, DEMO.unverified.email);
    const { access_token } = await tokenOf(app, { email: DEMO.unverified.email, name: 'x' });
    expectErrorShape(
      await checkUser(app, DEMO.unverified.email, access_token),
      409,
      'PROVIDER_ACCOUNT_CONFLICT',
    );
    expect(userRow(app, DEMO.unverified.email)).toEqual(before);
  });

  it('keeps an account made by one identity for that identity: the same email asked again is another one', async () => {
    const email = 'nouvelle.identite@example.tn';
    const owner = await tokenOf(app, { email, name: 'Nouvelle Identité' });
    expect(owner.identity_key).toMatch(/^[\w-]{32}$/);
    expect((await signUp(app, owner.access_token)).statusCode).toBe(201);

    const stranger = await tokenOf(app, { email, name: 'x' });
    expect(stranger.identity_key).not.toBe(owner.identity_key);
    expectErrorShape(await checkUser(app, email, stranger.access_token), 409, 'PROVIDER_ACCOUNT_CONFLICT');
    // A guessed key is no key: it makes a new identity too.
    const guess = await tokenOf(app, { email, name: 'x', identity_key: 'A'.repeat(32) });
    expectErrorShape(await checkUser(app, email, guess.access_token), 409, 'PROVIDER_ACCOUNT_CONFLICT');

    // The owner's browser sends its key back and signs in again.
    const back = await tokenOf(app, { email, name: 'Nouvelle Identité', identity_key: owner.identity_key });
    expect(back.identity_key).toBeUndefined();
    expect((await checkUser(app, email, back.access_token)).statusCode).toBe(200);
  });

  it('still lets the key holder link a password account', async () => {
    const { access_token, identity_key } = await tokenOf(
      app,
      { email: DEMO.learner.email, name: 'Amira' },
      { [ADMIN_KEY_HEADER]: ADMIN_KEY },
    );
    expect(identity_key).toBeUndefined();
    expect((await checkUser(app, DEMO.learner.email, access_token)).statusCode).toBe(200);
  });
});
