import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ErrorBodySchema } from '@formation/contract';

import type { MockServer } from '../fastify/fastify-app';
import { buildTestApp, DEMO, injectAs, login } from '../testing/test-app';

let app: MockServer;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

describe('a token stops working', () => {
  it('after a reset: ids restart, so an old token must not sign in as whoever gets the id next', async () => {
    const learner = await login(app, 'learner');
    const url = `/users/profile/${String(learner.userId)}`;
    expect((await injectAs(app, learner, { method: 'GET', url })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const after = await injectAs(app, learner, { method: 'GET', url });
    expect(after.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(after.json()).code).toBe('UNAUTHENTICATED');
    expect((await injectAs(app, await login(app, 'learner'), { method: 'GET', url })).statusCode).toBe(200);
  });

  it('after a password change: every sign-in made with the old password ends', async () => {
    const first = await login(app, 'learner');
    const second = await login(app, 'learner');
    const change = await injectAs(app, first, {
      method: 'POST',
      url: `/users/${String(first.userId)}/reset-password`,
      payload: { currentPassword: DEMO.learner.password, newPassword: 'Nouveau-mot-de-passe-2026' },
    });
    expect(change.statusCode).toBe(200);
    for (const old of [first, second]) {
      const res = await injectAs(app, old, { method: 'GET', url: `/users/profile/${String(old.userId)}` });
      expect(res.statusCode).toBe(401);
      expect(ErrorBodySchema.parse(res.json()).code).toBe('TOKEN_EXPIRED');
    }
  });
});
