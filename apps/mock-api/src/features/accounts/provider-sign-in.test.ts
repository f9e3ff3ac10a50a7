import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  ErrorBodySchema,
  LoginReplySchema,
  ProviderLoginReplySchema,
  ProviderProfileSchema,
  ProviderTokenReplySchema,
} from '@formation/contract';
import { findAccessToken } from '@formation/domain';

import { users } from '../../db/schema';
import { post, setClockAfter } from '../../testing/account-fixtures';
import { buildContractTestApp, DEMO, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());
beforeEach(() => {
  setClockAfter(app, 0);
});

const error = (res: { json: () => unknown }) => ErrorBodySchema.parse(res.json());
const userRow = (email: string) => app.ctx.store.db.select().from(users).where(eq(users.email, email)).get();

async function providerToken(email: string, name = 'Test Account', picture?: string): Promise<string> {
  const res = await post(app, '/__mock/identity/token', {
    email,
    name,
    verified_email: true,
    ...(picture === undefined ? {} : { picture }),
  });
  expect(res.statusCode).toBe(200);
  return ProviderTokenReplySchema.parse(res.json()).access_token;
}

async function userInfo(token: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/__mock/identity/userinfo',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return ProviderProfileSchema.parse(res.json());
}

describe('provider sign-in flow', () => {
  it('token → userinfo → check 404 → google-signin 201 (new) → check 200', async () => {
    const email = 'nouveau.google@example.tn';
    const token = await providerToken(
      email,
      'Nouvel Utilisateur',
      'https://lh3.googleusercontent.com/a/abc=s96-c',
    );
    const profile = await userInfo(token);
    expect(profile).toMatchObject({
      email,
      name: 'Nouvel Utilisateur',
      sub: expect.stringMatching(/^mock-\d{21}$/) as unknown,
      verified_email: true,
    });

    const unknown = await post(app, '/auth/check-google-user', { email, providerToken: token });
    expect(unknown.statusCode).toBe(404);
    expect(error(unknown).code).toBe('NOT_FOUND');

    const created = await post(app, '/auth/google-signin', {
      email: profile.email,
      fullName: profile.name,
      googleId: profile.sub,
      image: profile.picture,
      isEmailVerified: profile.verified_email,
      providerToken: token,
    });
    expect(created.statusCode).toBe(201);
    const body = ProviderLoginReplySchema.parse(created.json());
    expect(body.isNewUser).toBe(true);
    expect(body.user).toMatchObject({
      email,
      fullName: 'Nouvel Utilisateur',
      role: 'user',
      image: 'https://lh3.googleusercontent.com/a/abc=s128-c',
    });
    expect(findAccessToken(body)).toBeTruthy();
    expect(userRow(email)).toMatchObject({
      googleId: profile.sub,
      passwordHash: null,
      isEmailVerified: true,
      isActive: true,
      firstName: 'Nouvel',
      lastName: 'Utilisateur',
    });

    const known = await post(app, '/auth/check-google-user', { email, providerToken: token });
    expect(known.statusCode).toBe(200);
    const signedIn = LoginReplySchema.parse(known.json());
    expect(signedIn.user.id).toBe(body.user.id);
    const me = await app.inject({
      method: 'GET',
      url: `/users/profile/${signedIn.user.id}`,
      headers: { authorization: `Bearer ${findAccessToken(signedIn) ?? ''}` },
    });
    expect(me.statusCode).toBe(200);

    // Signing in again finds the account instead of creating one.
    const again = await post(app, '/auth/google-signin', {
      email,
      fullName: 'Nouvel Utilisateur',
      googleId: profile.sub,
      image: '',
      isEmailVerified: true,
      providerToken: token,
    });
    expect(again.statusCode).toBe(200);
    expect(ProviderLoginReplySchema.parse(again.json())).toMatchObject({
      isNewUser: false,
      user: { id: body.user.id },
    });
  });

  it('signs an existing password account in and links the provider account to it', async () => {
    const token = await providerToken(DEMO.learner.email, 'Amira Ben Salah');
    const res = await post(app, '/auth/check-google-user', {
      email: DEMO.learner.email,
      providerToken: token,
    });
    expect(res.statusCode).toBe(200);
    expect(LoginReplySchema.parse(res.json()).user.email).toBe(DEMO.learner.email);
    expect(userRow(DEMO.learner.email)?.googleId).toBe((await userInfo(token)).sub);
    // The password still works.
    expect((await post(app, '/auth/login', DEMO.learner)).statusCode).toBe(200);
  });
});

describe('provider token checks', () => {
  it('refuses an unknown token, a token of another email and an expired token', async () => {
    const unknown = await post(app, '/auth/check-google-user', {
      email: DEMO.learner2.email,
      providerToken: 'made-up',
    });
    expect(unknown.statusCode).toBe(401);
    expect(error(unknown).code).toBe('PROVIDER_TOKEN_INVALID');

    const other = await providerToken('someone.else@example.tn');
    const mismatch = await post(app, '/auth/check-google-user', {
      email: DEMO.learner2.email,
      providerToken: other,
    });
    expect(mismatch.statusCode).toBe(401);
    expect(error(mismatch).code).toBe('PROVIDER_TOKEN_INVALID');

    const token = await providerToken(DEMO.learner2.email);
    setClockAfter(app, 3600);
    const expired = await post(app, '/auth/check-google-user', {
      email: DEMO.learner2.email,
      providerToken: token,
    });
    expect(expired.statusCode).toBe(401);
    expect(error(expired).code).toBe('PROVIDER_TOKEN_INVALID');
  });

  it('refuses a googleId that is not the provider account of the token', async () => {
    const email = 'spoof@example.tn';
    const token = await providerToken(email);
    const res = await post(app, '/auth/google-signin', {
      email,
      fullName: 'Spoof',
      googleId: 'mock-123',
      image: '',
      isEmailVerified: true,
      providerToken: token,
    });
    expect(res.statusCode).toBe(401);
    expect(error(res).code).toBe('PROVIDER_TOKEN_INVALID');
    expect(userRow(email)).toBeUndefined();
  });

  it('requires the provider token in the body', async () => {
    const res = await post(app, '/auth/check-google-user', { email: DEMO.learner2.email });
    expect(res.statusCode).toBe(400);
    expect(error(res).details?.map((d) => d.path)).toEqual(['body.providerToken']);
  });
});

describe('deactivated and conflicting accounts', () => {
  it('answers 401 mentioning deactivated for a deactivated account', async () => {
    const email = DEMO.deactivated.email;
    const token = await providerToken(email, 'Sonia Trabelsi');
    const check = await post(app, '/auth/check-google-user', { email, providerToken: token });
    expect(check.statusCode).toBe(401);
    expect(error(check)).toMatchObject({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Your account is currently deactivated. Please contact technical support for help.',
    });
    const signIn = await post(app, '/auth/google-signin', {
      email,
      fullName: 'Sonia Trabelsi',
      googleId: (await userInfo(token)).sub,
      image: '',
      isEmailVerified: true,
      providerToken: token,
    });
    expect(signIn.statusCode).toBe(401);
    expect(error(signIn).message).toContain('deactivated');
  });

  it('answers 409 when the account is linked to another provider account', async () => {
    const email = DEMO.learner2.email;
    app.ctx.store.db
      .update(users)
      .set({ googleId: 'mock-somebody-else' })
      .where(eq(users.email, email))
      .run();
    const token = await providerToken(email);
    const check = await post(app, '/auth/check-google-user', { email, providerToken: token });
    expect(check.statusCode).toBe(409);
    expect(error(check).code).toBe('PROVIDER_ACCOUNT_CONFLICT');
    const signIn = await post(app, '/auth/google-signin', {
      email,
      fullName: 'Karim Jaziri',
      googleId: (await userInfo(token)).sub,
      image: '',
      isEmailVerified: true,
      providerToken: token,
    });
    expect(signIn.statusCode).toBe(409);
    app.ctx.store.db.update(users).set({ googleId: null }).where(eq(users.email, email)).run();
  });
});

describe('POST /auth/google-signup', () => {
  it('creates the account from the provider profile, then finds it', async () => {
    const email = 'signup.google@example.tn';
    const token = await providerToken(email, 'Salma Gharbi');
    const created = await post(app, '/auth/google-signup', { accessToken: token });
    expect(created.statusCode).toBe(201);
    const body = ProviderLoginReplySchema.parse(created.json());
    expect(body).toMatchObject({ isNewUser: true, user: { email, fullName: 'Salma Gharbi' } });
    // The stand-in's default picture, upgraded to 128 px.
    expect(body.user.image).toMatch(/^https:\/\/lh3\.googleusercontent\.com\/a\/mock-avatar-\d+=s128-c$/);

    const again = await post(app, '/auth/google-signup', { accessToken: token });
    expect(again.statusCode).toBe(200);
    expect(ProviderLoginReplySchema.parse(again.json())).toMatchObject({
      isNewUser: false,
      user: { id: body.user.id },
    });
  });

  it('refuses an invalid access token and a missing one', async () => {
    const invalid = await post(app, '/auth/google-signup', { accessToken: 'nope' });
    expect(invalid.statusCode).toBe(401);
    expect(error(invalid).code).toBe('PROVIDER_TOKEN_INVALID');
    expect((await post(app, '/auth/google-signup', {})).statusCode).toBe(400);
  });
});

describe('provider accounts cannot be used to take an address over', () => {
  it('an unverified local account loses the password its unknown registrant chose once the owner signs in', async () => {
    const email = 'victime@example.tn';
    const squatter = { fullName: 'Quelqu’un', email, phoneNumber: '', password: 'mot-de-passe-squat' };
    expect((await post(app, '/auth/register', squatter)).statusCode).toBe(201);
    const token = await providerToken(email, 'Vraie Propriétaire');
    const profile = await userInfo(token);
    const owner = await post(app, '/auth/google-signup', { accessToken: token });
    expect(owner.statusCode).toBe(200);
    expect(ProviderLoginReplySchema.parse(owner.json()).user.email).toBe(profile.email);
    const again = await post(app, '/auth/login', { email, password: squatter.password });
    expect(again.statusCode).toBe(401);
    expect(error(again).code).toBe('INVALID_CREDENTIALS');
  });

  it('an address the provider has not verified is never linked', async () => {
    const res = await post(app, '/__mock/identity/token', {
      email: DEMO.learner2.email,
      name: 'X',
      verified_email: false,
    });
    const token = ProviderTokenReplySchema.parse(res.json()).access_token;
    const linked = await post(app, '/auth/check-google-user', {
      email: DEMO.learner2.email,
      providerToken: token,
    });
    expect(linked.statusCode).toBe(409);
    expect(error(linked).code).toBe('PROVIDER_ACCOUNT_CONFLICT');
  });

  it('a picture too long or not http(s) is dropped rather than breaking the account', async () => {
    const email = 'long.picture@example.tn';
    const token = await providerToken(email, 'Long Picture', `https://example.com/${'a'.repeat(600)}`);
    const created = await post(app, '/auth/google-signup', { accessToken: token });
    expect(created.statusCode).toBe(201);
    expect(ProviderLoginReplySchema.parse(created.json()).user.image).toBeNull();
    const back = await post(app, '/auth/check-google-user', { email, providerToken: token });
    expect(back.statusCode).toBe(200);
    expect(userRow(email)?.image).toBeNull();
  });
});
