import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  ErrorBodySchema,
  LoginReplySchema,
  MessageReplySchema,
  ProfileSchema,
  UpdatedUserSchema,
} from '@formation/contract';
import { findAccessToken } from '@formation/domain';

import { signToken } from '../../auth/tokens';
import { post, registerVerified, setClockAfter } from '../../testing/account-fixtures';
import { DEMO, injectAs, TEST_NOW, withLearners, type SignedIn, type TestApp } from '../../testing/test-app';

let app: TestApp;
let learner: SignedIn;
let learner2: SignedIn;
beforeAll(async () => {
  ({ app, learner, learner2 } = await withLearners());
});
afterAll(() => app.close());
beforeEach(() => {
  setClockAfter(app, 0);
});

const error = (res: { json: () => unknown }) => ErrorBodySchema.parse(res.json());
const patch = (
  signedIn: SignedIn | null,
  id: number,
  payload: object | string,
  headers: Record<string, string> = {},
) => injectAs(app, signedIn, { method: 'PATCH', url: `/users/${id}`, payload, headers });

describe('GET /users/profile/:id', () => {
  it("answers one's own profile", async () => {
    const res = await injectAs(app, learner, { method: 'GET', url: `/users/profile/${learner.userId}` });
    expect(res.statusCode).toBe(200);
    const profile = ProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      id: learner.userId,
      fullName: 'Amira Ben Salah',
      firstName: 'Amira',
      lastName: 'Ben Salah',
      email: DEMO.learner.email,
      company: 'Médina Télécom Services',
      birthDate: '1990-04-17',
      isEmailVerified: true,
      notifications: { email: true, sms: false, marketing: false },
    });
  });

  it("refuses another learner's profile and a profile that does not exist alike (403)", async () => {
    for (const id of [learner2.userId, 999_999]) {
      const res = await injectAs(app, learner, { method: 'GET', url: `/users/profile/${id}` });
      expect(res.statusCode).toBe(403);
      expect(error(res).code).toBe('FORBIDDEN');
    }
  });

  it('needs a valid, unexpired bearer token', async () => {
    const url = `/users/profile/${learner.userId}`;
    const none = await app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(error(none).code).toBe('UNAUTHENTICATED');

    const bad = await injectAs(
      app,
      { token: `${learner.token}x`, userId: learner.userId },
      { method: 'GET', url },
    );
    expect(bad.statusCode).toBe(401);

    const malformed = await app.inject({ method: 'GET', url, headers: { authorization: 'Token abc' } });
    expect(malformed.statusCode).toBe(401);

    const forged = signToken(
      { userId: learner.userId, generation: app.ctx.store.generation, tokenVersion: 0 },
      new Date(TEST_NOW),
      3600,
      'another-secret-of-16-chars',
    );
    expect(
      (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${forged}` } })).statusCode,
    ).toBe(401);

    setClockAfter(app, 8 * 24 * 3600);
    const expired = await injectAs(app, learner, { method: 'GET', url });
    expect(expired.statusCode).toBe(401);
    expect(error(expired).code).toBe('TOKEN_EXPIRED');
  });

  it('refuses an id that is not a positive integer', async () => {
    const res = await injectAs(app, learner, { method: 'GET', url: '/users/profile/abc' });
    expect(res.statusCode).toBe(400);
    expect(error(res).details?.[0]?.path).toBe('params.id');
  });
});

describe('PATCH /users/:id (JSON)', () => {
  it('changes only the fields sent and answers the updated user with its profile', async () => {
    const res = await patch(learner, learner.userId, {
      position: 'Directrice de projet',
      city: 'La Marsa',
      birthDate: '1990-04-18',
      notifications: { sms: true },
    });
    expect(res.statusCode).toBe(200);
    const body = UpdatedUserSchema.parse(res.json());
    expect(body).toMatchObject({
      id: learner.userId,
      fullName: 'Amira Ben Salah',
      position: 'Directrice de projet',
      city: 'La Marsa',
      birthDate: '1990-04-18',
      country: 'Tunisie',
      profile: {
        notifications: { email: true, sms: true, marketing: false },
        company: 'Médina Télécom Services',
      },
    });
  });

  it('rebuilds the full name from first and last names, and splits a full name sent alone', async () => {
    const first = UpdatedUserSchema.parse(
      (await patch(learner, learner.userId, { firstName: 'Amira-Nour' })).json(),
    );
    expect(first.fullName).toBe('Amira-Nour Ben Salah');
    expect(first.profile).toMatchObject({ firstName: 'Amira-Nour', lastName: 'Ben Salah' });

    const full = UpdatedUserSchema.parse(
      (await patch(learner, learner.userId, { fullName: '  Amira   Ben Salah ' })).json(),
    );
    expect(full.profile).toMatchObject({
      fullName: 'Amira Ben Salah',
      firstName: 'Amira',
      lastName: 'Ben Salah',
    });

    const all = UpdatedUserSchema.parse(
      (
        await patch(learner, learner.userId, {
          fullName: 'A. Ben Salah',
          firstName: 'Amira',
          lastName: 'Ben Salah',
        })
      ).json(),
    );
    expect(all.profile).toMatchObject({
      fullName: 'A. Ben Salah',
      firstName: 'Amira',
      lastName: 'Ben Salah',
    });
    await patch(learner, learner.userId, { fullName: 'Amira Ben Salah' });
  });

  it("refuses another account's email (409) and accepts a free one", async () => {
    const taken = await patch(learner, learner.userId, { email: DEMO.learner2.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(error(taken)).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Email already exists' });

    const same = await patch(learner, learner.userId, { email: DEMO.learner.email });
    expect(same.statusCode).toBe(200);

    const account = await registerVerified(app, 'moving@example.tn');
    const reply = LoginReplySchema.parse((await post(app, '/auth/login', account)).json());
    const userId = reply.user.id;
    const moved = await patch({ token: findAccessToken(reply) ?? '', userId }, userId, {
      email: 'Moved@Example.tn',
    });
    expect(moved.statusCode).toBe(200);
    expect(UpdatedUserSchema.parse(moved.json()).email).toBe('moved@example.tn');
    // The new address must be proven: sign-in waits for the code mailed to it.
    const moving = { ...account, email: 'moved@example.tn' };
    const refused = await post(app, '/auth/login', moving);
    expect(refused.statusCode).toBe(401);
    expect(error(refused).code).toBe('EMAIL_NOT_VERIFIED');
    const mails = (
      await app.inject({ method: 'GET', url: '/__mock/outbox?to=moved@example.tn&kind=email-verification' })
    ).json<{ code: string }[]>();
    const verified = await post(app, '/auth/verify-email', {
      email: moving.email,
      code: mails[0]?.code ?? '',
    });
    expect(verified.statusCode).toBe(200);
    expect((await post(app, '/auth/login', moving)).statusCode).toBe(200);
  });

  it('validates every field against the contract', async () => {
    const res = await patch(learner, learner.userId, {
      firstName: '',
      email: 'nope',
      birthDate: '17/04/1990',
      notifications: { sms: 'yes' },
      isActive: false,
    });
    expect(res.statusCode).toBe(400);
    const body = error(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    const paths = body.details?.map((d) => d.path) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.firstName',
        'body.email',
        'body.birthDate',
        'body.notifications.sms',
        'body',
      ]),
    );
  });

  it('refuses malformed JSON, an empty JSON body, a text body and an oversize body', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await patch(learner, learner.userId, '{"city":', json)).statusCode).toBe(400);
    expect((await patch(learner, learner.userId, '', json)).statusCode).toBe(400);
    const text = await patch(learner, learner.userId, 'city=Sfax', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(error(text).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const xml = await patch(learner, learner.userId, '<city/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    const huge = await patch(learner, learner.userId, { address: 'x'.repeat(300_000) });
    expect(huge.statusCode).toBe(413);
    expect(error(huge).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('checks the id, the token and the owner', async () => {
    const badId = await patch(learner, 0, { city: 'Sfax' });
    expect(badId.statusCode).toBe(400);
    expect(error(badId).details?.[0]?.path).toBe('params.id');

    expect((await patch(null, learner.userId, { city: 'Sfax' })).statusCode).toBe(401);
    const other = await patch(learner, learner2.userId, { city: 'Sfax' });
    expect(other.statusCode).toBe(403);
    expect(error(other).code).toBe('FORBIDDEN');
    const profile = ProfileSchema.parse(
      (await injectAs(app, learner2, { method: 'GET', url: `/users/profile/${learner2.userId}` })).json(),
    );
    expect(profile.city).toBe('Ariana');
  });
});

describe('POST /users/:id/reset-password (password change)', () => {
  it('changes the password when the current one is right', async () => {
    const account = await registerVerified(app, 'changer@example.tn');
    const reply = LoginReplySchema.parse((await post(app, '/auth/login', account)).json());
    const signedIn = { token: findAccessToken(reply) ?? '', userId: reply.user.id };
    const url = `/users/${signedIn.userId}/reset-password`;

    const wrong = await injectAs(app, signedIn, {
      method: 'POST',
      url,
      payload: { currentPassword: 'not-it', newPassword: 'NouveauSecret2026' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(error(wrong).code).toBe('CURRENT_PASSWORD_WRONG');

    const res = await injectAs(app, signedIn, {
      method: 'POST',
      url,
      payload: { currentPassword: account.password, newPassword: 'NouveauSecret2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(MessageReplySchema.safeParse(res.json()).success).toBe(true);
    expect((await post(app, '/auth/login', account)).statusCode).toBe(401);
    expect((await post(app, '/auth/login', { ...account, password: 'NouveauSecret2026' })).statusCode).toBe(
      200,
    );
  });

  it("refuses another learner's password (403) and no token (401)", async () => {
    const payload = { currentPassword: DEMO.learner2.password, newPassword: 'Pirate2026!!' };
    const other = await injectAs(app, learner, {
      method: 'POST',
      url: `/users/${learner2.userId}/reset-password`,
      payload,
    });
    expect(other.statusCode).toBe(403);
    const none = await app.inject({
      method: 'POST',
      url: `/users/${learner2.userId}/reset-password`,
      payload,
    });
    expect(none.statusCode).toBe(401);
    expect((await post(app, '/auth/login', DEMO.learner2)).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    const res = await injectAs(app, learner, {
      method: 'POST',
      url: `/users/${learner.userId}/reset-password`,
      payload: { currentPassword: '', newPassword: 'short', confirmPassword: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(error(res).details?.map((d) => d.path)).toEqual(
      expect.arrayContaining(['body.currentPassword', 'body.newPassword']),
    );
  });
});
