import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ErrorBodySchema,
  LoginReplySchema,
  RegisterReplySchema,
  ResendCodeReplySchema,
  VerifyEmailReplySchema,
} from '@formation/contract';
import { findAccessToken } from '@formation/domain';

import { DEACTIVATED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '../../auth/account-errors';
import { verifyToken } from '../../auth/tokens';
import { users, verificationCodes } from '../../db/schema';
import {
  lastMail,
  mailCount,
  newAccount,
  post,
  registerVerified,
  setClockAfter,
} from '../../testing/account-fixtures';
import { buildContractTestApp, DEMO, TEST_NOW, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());

const error = (res: { json: () => unknown }) => ErrorBodySchema.parse(res.json());
const userRow = (email: string) => app.ctx.store.db.select().from(users).where(eq(users.email, email)).get();
const at = (seconds: number) => new Date(Date.parse(TEST_NOW) + seconds * 1000).toISOString();

describe('POST /auth/register', () => {
  it('creates an unverified account and mails a 6-digit code', async () => {
    setClockAfter(app, 0);
    const res = await post(app, '/auth/register', { ...newAccount('Leila.Haddad@Example.TN') });
    expect(res.statusCode).toBe(201);
    const body = RegisterReplySchema.parse(res.json());
    expect(body.user).toMatchObject({ fullName: 'Leila Haddad Ben Amor', email: 'leila.haddad@example.tn' });
    expect(body.verificationRequired).toBe(true);
    expect(body.codeExpiresAt).toBe(at(600));
    expect(body.resendAvailableAt).toBe(at(60));

    const row = userRow('leila.haddad@example.tn');
    expect(row).toMatchObject({
      firstName: 'Leila',
      lastName: 'Haddad Ben Amor',
      isActive: true,
      isEmailVerified: false,
      role: 'user',
      phoneNumber: '+216 21 555 444',
      googleId: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = lastMail(app, 'leila.haddad@example.tn', 'email-verification');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toBe('Votre code de vérification');
    expect(mail?.text).toContain(mail?.code ?? 'missing');
  });

  it('refuses an email that exists, whatever its case, with the message the site looks for', async () => {
    const res = await post(app, '/auth/register', newAccount(DEMO.learner.email.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(error(res)).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Email already exists' });
  });

  it('validates every field and names it', async () => {
    const res = await post(app, '/auth/register', {
      fullName: ' ab ',
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    const body = error(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.map((d) => d.path).sort()).toEqual([
      'body.email',
      'body.fullName',
      'body.password',
      'body.phoneNumber',
    ]);
  });

  it('refuses wrong types, malformed JSON and an oversize body', async () => {
    const wrongTypes = await post(app, '/auth/register', {
      ...newAccount('x@example.tn'),
      password: 12345678,
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(error(wrongTypes).details).toEqual([expect.objectContaining({ path: 'body.password' })]);

    const malformed = await app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName": "Leila",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(error(malformed).code).toBe('VALIDATION_FAILED');

    const huge = await post(app, '/auth/register', {
      ...newAccount('big@example.tn'),
      fullName: 'x'.repeat(300_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(error(huge).code).toBe('PAYLOAD_TOO_LARGE');
    expect(userRow('big@example.tn')).toBeUndefined();
  });
});

describe('POST /auth/verify-email', () => {
  it('answers 404 for an unknown email and 409 for a verified one', async () => {
    const unknown = await post(app, '/auth/verify-email', { email: 'nobody@example.tn', code: '123456' });
    expect(unknown.statusCode).toBe(404);
    expect(error(unknown).code).toBe('NOT_FOUND');

    const verified = await post(app, '/auth/verify-email', { email: DEMO.learner.email, code: '123456' });
    expect(verified.statusCode).toBe(409);
    expect(error(verified).code).toBe('ALREADY_VERIFIED');
  });

  it('refuses a code that is not 6 digits before looking it up', async () => {
    const res = await post(app, '/auth/verify-email', { email: DEMO.unverified.email, code: '12a45' });
    expect(res.statusCode).toBe(400);
    expect(error(res).details?.[0]?.path).toBe('body.code');
  });

  it('refuses a wrong code, then burns the code after 5 wrong attempts', async () => {
    setClockAfter(app, 0);
    const email = 'five.tries@example.tn';
    await post(app, '/auth/register', newAccount(email));
    const code = lastMail(app, email, 'email-verification')?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await post(app, '/auth/verify-email', { email, code: wrong });
      expect(res.statusCode).toBe(422);
      expect(error(res).code).toBe('VERIFICATION_CODE_INVALID');
    }
    const burnt = await post(app, '/auth/verify-email', { email, code });
    expect(burnt.statusCode).toBe(422);
    expect(error(burnt).code).toBe('VERIFICATION_CODE_EXPIRED');
    expect(userRow(email)?.isEmailVerified).toBe(false);
  });

  it('refuses an expired code (10 minutes on the mock clock)', async () => {
    setClockAfter(app, 0);
    const email = 'late@example.tn';
    await post(app, '/auth/register', newAccount(email));
    const code = lastMail(app, email, 'email-verification')?.code ?? '';
    setClockAfter(app, 600);
    const res = await post(app, '/auth/verify-email', { email, code });
    expect(res.statusCode).toBe(422);
    expect(error(res).code).toBe('VERIFICATION_CODE_EXPIRED');
    setClockAfter(app, 0);
  });

  it('verifies with the right code, once', async () => {
    setClockAfter(app, 0);
    const email = 'right.code@example.tn';
    await post(app, '/auth/register', newAccount(email));
    const code = lastMail(app, email, 'email-verification')?.code ?? '';
    setClockAfter(app, 599);
    const res = await post(app, '/auth/verify-email', { email: email.toUpperCase(), code });
    expect(res.statusCode).toBe(200);
    expect(VerifyEmailReplySchema.parse(res.json())).toMatchObject({ email, verified: true });
    expect(userRow(email)?.isEmailVerified).toBe(true);

    const again = await post(app, '/auth/verify-email', { email, code });
    expect(again.statusCode).toBe(409);
    setClockAfter(app, 0);
  });
});

describe('POST /auth/resend-code', () => {
  it('answers 404 for an unknown email and 409 for a verified one', async () => {
    expect((await post(app, '/auth/resend-code', { email: 'nobody@example.tn' })).statusCode).toBe(404);
    const verified = await post(app, '/auth/resend-code', { email: DEMO.learner2.email });
    expect(verified.statusCode).toBe(409);
    expect(error(verified).code).toBe('ALREADY_VERIFIED');
  });

  it('holds a 60 s cooldown, then mails a new code that replaces the old one', async () => {
    setClockAfter(app, 0);
    const email = 'resend@example.tn';
    await post(app, '/auth/register', newAccount(email));
    const first = lastMail(app, email, 'email-verification')?.code ?? '';

    setClockAfter(app, 45);
    const early = await post(app, '/auth/resend-code', { email });
    expect(early.statusCode).toBe(429);
    expect(error(early)).toMatchObject({
      code: 'RESEND_COOLDOWN',
      message: 'Please wait 15 seconds before requesting a new code',
    });
    expect(mailCount(app, email)).toBe(1);

    setClockAfter(app, 61);
    const res = await post(app, '/auth/resend-code', { email });
    expect(res.statusCode).toBe(200);
    const body = ResendCodeReplySchema.parse(res.json());
    expect(body.codeExpiresAt).toBe(at(61 + 600));
    expect(body.resendAvailableAt).toBe(at(61 + 60));
    expect(mailCount(app, email)).toBe(2);
    const second = lastMail(app, email, 'email-verification')?.code ?? '';

    const userId = userRow(email)?.id ?? 0;
    const live = app.ctx.store.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, userId))
      .all();
    expect(live.filter((c) => c.usedAt === null)).toHaveLength(1);
    if (first !== second) {
      expect((await post(app, '/auth/verify-email', { email, code: first })).statusCode).toBe(422);
    }
    expect((await post(app, '/auth/verify-email', { email, code: second })).statusCode).toBe(200);

    // The cooldown runs again from the new code.
    expect((await post(app, '/auth/resend-code', { email })).statusCode).toBe(409);
    setClockAfter(app, 0);
  });
});

describe('POST /auth/login', () => {
  it('signs a verified account in with a bearer token the API accepts', async () => {
    const res = await post(app, '/auth/login', {
      email: 'Amira.BenSalah@example.tn',
      password: DEMO.learner.password,
    });
    expect(res.statusCode).toBe(200);
    const body = LoginReplySchema.parse(res.json());
    expect(body.user).toMatchObject({
      fullName: 'Amira Ben Salah',
      email: DEMO.learner.email,
      role: 'user',
      phoneNumber: '+216 22 345 678',
      birthDate: '1990-04-17',
      city: 'Tunis',
    });
    expect(Object.keys(body.user).sort()).toEqual([
      'birthDate',
      'city',
      'country',
      'email',
      'fullName',
      'id',
      'image',
      'industry',
      'phoneNumber',
      'position',
      'role',
    ]);
    expect(body.token).toMatchObject({ token_type: 'Bearer', expires_in: 7 * 24 * 3600 });
    const check = verifyToken(findAccessToken(body) ?? '', new Date(TEST_NOW), app.ctx.config.AUTH_SECRET);
    expect(check).toMatchObject({ ok: true, claims: { sub: body.user.id } });

    const profile = await app.inject({
      method: 'GET',
      url: `/users/profile/${body.user.id}`,
      headers: { authorization: `Bearer ${findAccessToken(body) ?? ''}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await post(app, '/auth/login', { email: DEMO.learner.email, password: 'not-the-password' });
    const unknown = await post(app, '/auth/login', {
      email: 'nobody@example.tn',
      password: 'whatever-password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(error(res)).toMatchObject({ code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE });
    }
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('Login failed! Check your credentials!');
  });

  it('refuses a deactivated account with the support message, only after a correct password', async () => {
    const res = await post(app, '/auth/login', DEMO.deactivated);
    expect(res.statusCode).toBe(403);
    expect(error(res)).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Your account is currently deactivated. Please contact technical support for help.',
    });
    expect(DEACTIVATED_MESSAGE).toBe(error(res).message);

    const wrong = await post(app, '/auth/login', {
      email: DEMO.deactivated.email,
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses an unverified account until its email is verified', async () => {
    const res = await post(app, '/auth/login', DEMO.unverified);
    expect(res.statusCode).toBe(401);
    const body = error(res);
    expect(body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(body.message).toMatch(/verify your email/i);
  });

  it('refuses a password sign-in to an account that has no password', async () => {
    const now = app.ctx.store.clock.nowIso();
    app.ctx.store.db
      .insert(users)
      .values({
        fullName: 'Provider Only',
        email: 'provider.only@example.tn',
        passwordHash: null,
        isEmailVerified: true,
        googleId: 'mock-provider-only',
        createdAt: now,
        updatedAt: now,
      })
      .run();
    const res = await post(app, '/auth/login', {
      email: 'provider.only@example.tn',
      password: 'anything-at-all',
    });
    expect(res.statusCode).toBe(401);
    expect(error(res).code).toBe('INVALID_CREDENTIALS');
  });

  it('requires both fields', async () => {
    const res = await post(app, '/auth/login', { email: DEMO.learner.email });
    expect(res.statusCode).toBe(400);
    expect(error(res).details?.map((d) => d.path)).toEqual(['body.password']);
    const empty = await app.inject({ method: 'POST', url: '/auth/login' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('sign-up flow', () => {
  it('register → code from the outbox → verify → login', async () => {
    setClockAfter(app, 0);
    const email = 'flow.signup@example.tn';
    const refused = await post(app, '/auth/register', newAccount(email)).then(() =>
      post(app, '/auth/login', { email, password: newAccount(email).password }),
    );
    expect(error(refused).code).toBe('EMAIL_NOT_VERIFIED');

    const code = lastMail(app, email, 'email-verification')?.code ?? '';
    expect((await post(app, '/auth/verify-email', { email, code })).statusCode).toBe(200);

    const res = await post(app, '/auth/login', { email, password: newAccount(email).password });
    expect(res.statusCode).toBe(200);
    expect(LoginReplySchema.parse(res.json()).user).toMatchObject({
      email,
      fullName: 'Leila Haddad Ben Amor',
    });
  });

  it('registerVerified fixture gives an account that signs in', async () => {
    const account = await registerVerified(app, 'fixture.user@example.tn');
    expect((await post(app, '/auth/login', account)).statusCode).toBe(200);
  });
});
