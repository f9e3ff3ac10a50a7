import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ErrorBodySchema, MessageReplySchema } from '@formation/contract';

import { passwordResets, users } from '../../db/schema';
import { lastMail, mailCount, post, setClockAfter } from '../../testing/account-fixtures';
import { buildContractTestApp, DEMO, type TestApp } from '../../testing/test-app';
import { FORGOT_PASSWORD_MESSAGE, sha256 } from './password-reset.service';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp({ SITE_URL: 'http://localhost:5173' });
});
afterAll(() => app.close());
beforeEach(() => {
  setClockAfter(app, 0);
});

const error = (res: { json: () => unknown }) => ErrorBodySchema.parse(res.json());
const TOKEN_IN_LINK = /^http:\/\/localhost:5173\/set-new-password\/([\w-]{43})$/;

async function requestReset(email: string): Promise<string> {
  const res = await post(app, '/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  const link = lastMail(app, email, 'password-reset')?.link ?? '';
  const token = TOKEN_IN_LINK.exec(link)?.[1];
  if (token === undefined) throw new Error(`no reset link in the outbox for ${email}: ${link}`);
  return token;
}

describe('POST /auth/forgot-password', () => {
  it('answers the same message whether or not the email exists', async () => {
    const known = await post(app, '/auth/forgot-password', { email: DEMO.learner2.email });
    const unknown = await post(app, '/auth/forgot-password', { email: 'nobody@example.tn' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(MessageReplySchema.parse(known.json())).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    expect(mailCount(app, 'nobody@example.tn')).toBe(0);
  });

  it('mails a single-use link and stores only the token hash', async () => {
    const token = await requestReset(DEMO.learner2.email);
    const mail = lastMail(app, DEMO.learner2.email, 'password-reset');
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail?.text).toContain(mail?.link ?? 'missing');
    const rows = app.ctx.store.db.select().from(passwordResets).all();
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('mails nothing to a deactivated account', async () => {
    const res = await post(app, '/auth/forgot-password', { email: DEMO.deactivated.email });
    expect(res.statusCode).toBe(200);
    expect(lastMail(app, DEMO.deactivated.email, 'password-reset')).toBeUndefined();
  });

  it('refuses a malformed email', async () => {
    const res = await post(app, '/auth/forgot-password', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(error(res).details?.[0]?.path).toBe('body.email');
  });
});

describe('POST /auth/reset-password', () => {
  it('forgot → link from the outbox → reset → login with the new password; the link works once', async () => {
    const email = DEMO.learner.email;
    const older = await requestReset(email);
    const token = await requestReset(email);

    const res = await post(app, '/auth/reset-password', { token, password: 'NouveauMotDePasse1' });
    expect(res.statusCode).toBe(200);
    expect(MessageReplySchema.safeParse(res.json()).success).toBe(true);

    expect((await post(app, '/auth/login', { email, password: DEMO.learner.password })).statusCode).toBe(401);
    expect((await post(app, '/auth/login', { email, password: 'NouveauMotDePasse1' })).statusCode).toBe(200);
    const hash = app.ctx.store.db.select().from(users).where(eq(users.email, email)).get()?.passwordHash;
    expect(hash).toMatch(/^\$argon2id\$/);

    const reused = await post(app, '/auth/reset-password', { token, password: 'EncoreUnAutre123' });
    expect(reused.statusCode).toBe(422);
    expect(error(reused).code).toBe('RESET_TOKEN_INVALID');

    // The other outstanding link of that user died with the reset.
    const stale = await post(app, '/auth/reset-password', { token: older, password: 'EncoreUnAutre123' });
    expect(stale.statusCode).toBe(422);
  });

  it('refuses an unknown token and an expired one (1 hour on the mock clock)', async () => {
    const unknown = await post(app, '/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'NouveauMotDePasse1',
    });
    expect(unknown.statusCode).toBe(422);
    expect(error(unknown).code).toBe('RESET_TOKEN_INVALID');

    const token = await requestReset(DEMO.learner2.email);
    setClockAfter(app, 3600);
    const expired = await post(app, '/auth/reset-password', { token, password: 'NouveauMotDePasse1' });
    expect(expired.statusCode).toBe(422);
    expect(error(expired).code).toBe('RESET_TOKEN_INVALID');
    setClockAfter(app, 0);
    expect((await post(app, '/auth/login', DEMO.learner2)).statusCode).toBe(200);
  });

  it('validates the token and the new password', async () => {
    const res = await post(app, '/auth/reset-password', { token: 'short', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(
      error(res)
        .details?.map((d) => d.path)
        .sort(),
    ).toEqual(['body.password', 'body.token']);
  });
});
