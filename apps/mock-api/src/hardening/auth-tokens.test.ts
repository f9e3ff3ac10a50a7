// Bearer tokens, the login rate limit, reset links, and secrets in answers and logs.
// Already proven elsewhere, not repeated: a token signed with another secret or with a byte appended,
// a malformed header, and expiry by the clock (users.test.ts); tokens dying with a re-seed or a password
// change (auth/token-end.test.ts); a reset link used twice in a row, or after an hour
// (password-reset.test.ts); the 429 shape on forgot-password (app.test.ts).
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { ErrorCode } from '@formation/contract';

import { signToken } from '../auth/tokens';
import { passwordResets, users } from '../db/schema';
import { buildApp, type InjectOptions } from '../fastify/fastify-app';
import { sha256 } from '../features/accounts/password-reset.service';
import { lastMail, newAccount, post, registerVerified } from '../testing/account-fixtures';
import {
  buildContractTestApp,
  buildTestApp,
  DEMO,
  login,
  TEST_NOW,
  type SignedIn,
  type TestApp,
  type TestResponse,
} from '../testing/test-app';
import { expectErrorShape } from './error-shape';

/** The app's log lines, captured: buildApp writes them to `logStream` when it is given one. */
const logLines: string[] = [];
const logStream = {
  write: (line: string) => {
    logLines.push(line);
  },
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs256 = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest('base64url');

describe('bearer tokens the API must refuse (401 in the one error shape)', () => {
  let app: TestApp;
  let amira: SignedIn;
  let karim: SignedIn;
  beforeAll(async () => {
    app = await buildContractTestApp();
    amira = await login(app, 'learner');
    karim = await login(app, 'learner2');
  });
  afterAll(() => app.close());

  const profile = (token: string, userId: number) =>
    app.inject({
      method: 'GET',
      url: `/users/profile/${userId}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const cityOf = (userId: number) =>
    app.ctx.store.db.select().from(users).where(eq(users.id, userId)).get()?.city;

  /** Refused on a read and on a write, and the write changed nothing. */
  async function expectRefused(token: string, userId: number, code: ErrorCode): Promise<void> {
    expectErrorShape(await profile(token, userId), 401, code);
    const city = cityOf(userId);
    const write = await app.inject({
      method: 'PATCH',
      url: `/users/${userId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { city: 'Ville Pirate' },
    });
    expectErrorShape(write, 401, code);
    expect(cityOf(userId)).toBe(city);
  }

  const parts = (token: string) => {
    const [header = '', payload = '', signature = ''] = token.split('.');
    return { header, payload, signature };
  };

  it('a genuine token works (the cases below differ from it in one thing each)', async () => {
    expect((await profile(amira.token, amira.userId)).statusCode).toBe(200);
  });

  it('refuses a token re-signed with a guessed secret', async () => {
    const { header, payload } = parts(amira.token);
    await expectRefused(
      `${header}.${payload}.${hs256(`${header}.${payload}`, 'secret')}`,
      amira.userId,
      'UNAUTHENTICATED',
    );
  });

  it("refuses a tampered payload: Amira's signature on Karim's id, or on a later expiry", async () => {
    const { header, payload, signature } = parts(amira.token);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, number>;
    const asKarim = `${header}.${b64({ ...claims, sub: karim.userId })}.${signature}`;
    await expectRefused(asKarim, karim.userId, 'UNAUTHENTICATED');
    const forever = `${header}.${b64({ ...claims, exp: (claims.exp ?? 0) + 10 * 365 * 86_400 })}.${signature}`;
    await expectRefused(forever, amira.userId, 'UNAUTHENTICATED');
  });

  it('refuses alg "none" (unsigned), with or without a signature part', async () => {
    const { payload } = parts(amira.token);
    for (const alg of ['none', 'None', 'NONE']) {
      const header = b64({ alg, typ: 'JWT' });
      await expectRefused(`${header}.${payload}.`, amira.userId, 'UNAUTHENTICATED');
      await expectRefused(`${header}.${payload}`, amira.userId, 'UNAUTHENTICATED');
    }
  });

  it('refuses a token once the mock clock (POST /__mock/clock) passes its expiry', async () => {
    const signedIn = await login(app, 'learner');
    const { exp } = JSON.parse(Buffer.from(parts(signedIn.token).payload, 'base64url').toString('utf8')) as {
      exp: number;
    };
    const setClock = (now: string) => app.inject({ method: 'POST', url: '/__mock/clock', payload: { now } });
    try {
      expect((await setClock(new Date((exp - 1) * 1000).toISOString())).statusCode).toBe(200);
      expect((await profile(signedIn.token, signedIn.userId)).statusCode).toBe(200);
      expect((await setClock(new Date(exp * 1000).toISOString())).statusCode).toBe(200);
      await expectRefused(signedIn.token, signedIn.userId, 'TOKEN_EXPIRED');
    } finally {
      await setClock(TEST_NOW);
    }
  });

  it('refuses the token of a deleted account (no route deletes one: the row is removed directly)', async () => {
    const account = await registerVerified(app, 'compte.supprime@example.tn');
    const signedIn = (await post(app, '/auth/login', account)).json<{
      user: { id: number };
      token: { access_token: string };
    }>();
    const userId = signedIn.user.id;
    expect((await profile(signedIn.token.access_token, userId)).statusCode).toBe(200);
    app.ctx.store.db.delete(users).where(eq(users.id, userId)).run();
    expectErrorShape(await profile(signedIn.token.access_token, userId), 401, 'UNAUTHENTICATED');
    // Ids are never handed out again (AUTOINCREMENT), so no later account inherits the token.
    const next = await registerVerified(app, 'compte.suivant@example.tn');
    const nextId = app.ctx.store.db.select().from(users).where(eq(users.email, next.email)).get()?.id;
    expect(nextId).toBeGreaterThan(userId);
  });

  it('refuses the token of an account deactivated after sign-in (no route deactivates: set directly)', async () => {
    const signedIn = await login(app, 'learner2');
    expect((await profile(signedIn.token, signedIn.userId)).statusCode).toBe(200);
    app.ctx.store.db.update(users).set({ isActive: false }).where(eq(users.id, signedIn.userId)).run();
    try {
      await expectRefused(signedIn.token, signedIn.userId, 'ACCOUNT_DEACTIVATED');
    } finally {
      app.ctx.store.db.update(users).set({ isActive: true }).where(eq(users.id, signedIn.userId)).run();
    }
  });

  it('refuses a token of the right shape for a user id that never existed', async () => {
    const ghost = signToken(
      { userId: 999_999, generation: app.ctx.store.generation, tokenVersion: 0 },
      new Date(TEST_NOW),
      3600,
      app.ctx.config.AUTH_SECRET,
    );
    expectErrorShape(await profile(ghost, 999_999), 401, 'UNAUTHENTICATED');
  });
});

describe('the login rate limit (AUTH_RATE_LIMIT=3 a minute per client)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // The rate limit is the network server's (the in-page mock has none).
    limited = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 429 RATE_LIMITED in the one shape, even to the right password, and recovers after the window', async () => {
    // @fastify/rate-limit's store counts with Date.now() over a fixed '1 minute' window (not
    // configurable here, and not the mock clock): faking Date alone moves it, timers stay real.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const wrong = { email: DEMO.learner.email, password: 'pas-le-bon-mot-de-passe' };
    for (let i = 0; i < 3; i += 1)
      expectErrorShape(await post(limited, '/auth/login', wrong), 401, 'INVALID_CREDENTIALS');

    const refused = await post(limited, '/auth/login', DEMO.learner);
    expectErrorShape(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit covers the other auth routes of the client too (one allowance for password guessing).
    expectErrorShape(
      await post(limited, '/auth/forgot-password', { email: DEMO.learner.email }),
      429,
      'RATE_LIMITED',
    );

    vi.setSystemTime(start + 59_000);
    expectErrorShape(await post(limited, '/auth/login', DEMO.learner), 429, 'RATE_LIMITED');

    vi.setSystemTime(start + 60_000);
    expect((await post(limited, '/auth/login', DEMO.learner)).statusCode).toBe(200);
  });
});

describe('a reset link raced', () => {
  it('works once: of six resets fired together with one token, one succeeds and the others are refused', async () => {
    const app = await buildContractTestApp();
    try {
      const email = DEMO.learner2.email;
      await post(app, '/auth/forgot-password', { email });
      const token =
        /\/set-new-password\/([\w-]+)$/.exec(lastMail(app, email, 'password-reset')?.link ?? '')?.[1] ?? '';
      const passwords = Array.from({ length: 6 }, (_, i) => `Reinitialise-${i}-2026`);
      const answers = await Promise.all(
        passwords.map((password) => post(app, '/auth/reset-password', { token, password })),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode !== 200))
        expectErrorShape(res, 422, 'RESET_TOKEN_INVALID');
      const winner = passwords[statuses.indexOf(200)] ?? '';
      expect((await post(app, '/auth/login', { email, password: winner })).statusCode).toBe(200);
      const row = app.ctx.store.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, sha256(token)))
        .get();
      expect(row?.usedAt).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});

/**
 * Whether a text holds a secret. A 6-digit code counts only standing alone: log lines are full of
 * digits (times, durations), where "000000" in "17.1358150000001" is no leak.
 */
function holds(text: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return text.includes(secret);
  return new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(text);
}

describe('secrets never appear in an answer or a log line', () => {
  let app: TestApp;
  beforeAll(async () => {
    logLines.length = 0;
    app = await buildApp({
      env: {
        DATABASE_FILE: ':memory:',
        MOCK_NOW: TEST_NOW,
        MOCK_ADMIN: 'true',
        AUTH_RATE_LIMIT: '100000',
        // The most talkative level: whatever Fastify or the mock would log, the test sees.
        LOG_LEVEL: 'trace',
      },
      logger: true,
      logStream,
    });
  });
  afterAll(() => app.close());

  it('through sign-up, verification, sign-in, reset, change, profile and the failures between', async () => {
    const email = 'parcours.secret@example.tn';
    const passwords = {
      first: 'Premier-Secret-2026!',
      wrong: 'Mauvais-Secret-2026!',
      reset: 'Secret-Du-Lien-2026!',
      changed: 'Secret-Change-2026!',
      duplicate: 'Doublon-Secret-2026!',
      tooShort: 'Qz7#kW',
    };
    const secrets = new Set<string>(['$argon2', ...Object.values(passwords)]);
    const hashOf = () =>
      app.ctx.store.db.select().from(users).where(eq(users.email, email)).get()?.passwordHash ?? '';
    /** Every answer of the journey, and the one token it may legitimately carry (a login's own). */
    const answers: { step: string; res: TestResponse; issues?: string }[] = [];
    const call = async (step: string, options: InjectOptions) => {
      const res = await app.inject(options);
      answers.push({ step, res });
      return res;
    };
    const signIn = async (password: string) => {
      const res = await call('login', { method: 'POST', url: '/auth/login', payload: { email, password } });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ user: { id: number }; token: { access_token: string } }>();
      secrets.add(body.token.access_token);
      const last = answers.at(-1);
      if (last !== undefined) last.issues = body.token.access_token;
      return { token: body.token.access_token, userId: body.user.id };
    };
    const as = (signedIn: SignedIn, step: string, options: InjectOptions) =>
      call(step, { ...options, headers: { authorization: `Bearer ${signedIn.token}` } });

    // Sign-up, with a refused duplicate and a refused short password on the way.
    expect(
      (
        await call('register', {
          method: 'POST',
          url: '/auth/register',
          payload: { ...newAccount(email), password: passwords.first },
        })
      ).statusCode,
    ).toBe(201);
    secrets.add(hashOf());
    expect(
      (
        await call('register again', {
          method: 'POST',
          url: '/auth/register',
          payload: { ...newAccount(email), password: passwords.duplicate },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('register short', {
          method: 'POST',
          url: '/auth/register',
          payload: { ...newAccount('autre@example.tn'), password: passwords.tooShort },
        })
      ).statusCode,
    ).toBe(400);

    // Verification: a wrong code, then the right one read from the outbox table (not an answer).
    const code = lastMail(app, email, 'email-verification')?.code ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    secrets.add(code).add(wrongCode);
    expect(
      (
        await call('verify wrong', {
          method: 'POST',
          url: '/auth/verify-email',
          payload: { email, code: wrongCode },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call('verify', { method: 'POST', url: '/auth/verify-email', payload: { email, code } }))
        .statusCode,
    ).toBe(200);

    // Sign-in: a wrong password, then the right one; the profile read and changed.
    expect(
      (
        await call('login wrong', {
          method: 'POST',
          url: '/auth/login',
          payload: { email, password: passwords.wrong },
        })
      ).statusCode,
    ).toBe(401);
    const first = await signIn(passwords.first);
    expect(
      (await as(first, 'profile', { method: 'GET', url: `/users/profile/${first.userId}` })).statusCode,
    ).toBe(200);
    expect(
      (
        await as(first, 'profile update', {
          method: 'PATCH',
          url: `/users/${first.userId}`,
          payload: { city: 'Bizerte' },
        })
      ).statusCode,
    ).toBe(200);

    // Reset by link: the link's token read from the outbox table; used, then reused.
    expect(
      (await call('forgot', { method: 'POST', url: '/auth/forgot-password', payload: { email } })).statusCode,
    ).toBe(200);
    const resetToken =
      /\/set-new-password\/([\w-]+)$/.exec(lastMail(app, email, 'password-reset')?.link ?? '')?.[1] ?? '';
    expect(resetToken).not.toBe('');
    secrets.add(resetToken).add(sha256(resetToken));
    expect(
      (
        await call('reset', {
          method: 'POST',
          url: '/auth/reset-password',
          payload: { token: resetToken, password: passwords.reset },
        })
      ).statusCode,
    ).toBe(200);
    secrets.add(hashOf());
    expect(
      (
        await call('reset reused', {
          method: 'POST',
          url: '/auth/reset-password',
          payload: { token: resetToken, password: passwords.changed },
        })
      ).statusCode,
    ).toBe(422);
    // The first sign-in ended with the reset: its token is refused, and not echoed.
    expect(
      (await as(first, 'old token', { method: 'GET', url: `/users/profile/${first.userId}` })).statusCode,
    ).toBe(401);

    // Change while signed in: a wrong current password, then the right one.
    const second = await signIn(passwords.reset);
    const changeUrl = `/users/${second.userId}/reset-password`;
    expect(
      (
        await as(second, 'change wrong', {
          method: 'POST',
          url: changeUrl,
          payload: { currentPassword: passwords.wrong, newPassword: passwords.changed },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await as(second, 'change', {
          method: 'POST',
          url: changeUrl,
          payload: { currentPassword: passwords.reset, newPassword: passwords.changed },
        })
      ).statusCode,
    ).toBe(200);
    secrets.add(hashOf());

    // Last sign-in; a new email address mails a new code (not in the answer); tokens sent badly.
    const third = await signIn(passwords.changed);
    expect(
      (await as(third, 'profile', { method: 'GET', url: `/users/profile/${third.userId}` })).statusCode,
    ).toBe(200);
    const newEmail = 'parcours.nouvelle@example.tn';
    expect(
      (
        await as(third, 'email change', {
          method: 'PATCH',
          url: `/users/${third.userId}`,
          payload: { email: newEmail },
        })
      ).statusCode,
    ).toBe(200);
    secrets.add(lastMail(app, newEmail, 'email-verification')?.code ?? 'missing code');
    expect(
      (
        await call('bad header', {
          method: 'GET',
          url: `/users/profile/${third.userId}`,
          headers: { authorization: `Token ${third.token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call('bad token', {
          method: 'GET',
          url: `/users/profile/${third.userId}`,
          headers: { authorization: `Bearer ${third.token}x` },
        })
      ).statusCode,
    ).toBe(401);

    expect(secrets.size).toBeGreaterThanOrEqual(17);
    for (const { step, res, issues } of answers) {
      const leaked = [...secrets].filter((s) => s !== issues && holds(res.body, s));
      expect(leaked, `answer to "${step}" (${res.statusCode})`).toEqual([]);
      if (issues !== undefined) expect(res.body.split(issues)).toHaveLength(2);
      // Nor in a header (e.g. a cookie or an echo of the authorization).
      const headers = JSON.stringify(res.headers);
      expect(
        [...secrets].filter((s) => holds(headers, s)),
        `headers of "${step}"`,
      ).toEqual([]);
    }

    // The capture works (one line per request, with its status), and no line holds a secret.
    const requestLines = logLines.filter((l) => l.includes('"msg":"request"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(answers.length);
    expect(requestLines.every((l) => /"status":\d{3}/.test(l))).toBe(true);
    for (const line of logLines)
      expect(
        [...secrets].filter((s) => holds(line, s)),
        line,
      ).toEqual([]);
  });
});
