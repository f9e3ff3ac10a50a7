import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorBodySchema } from '@formation/contract';

import { buildContractTestApp, injectAs, login, type SignedIn, type TestApp } from '../testing/test-app';

let app: TestApp;
let learner: SignedIn;
beforeAll(async () => {
  app = await buildContractTestApp();
  learner = await login(app, 'learner');
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json' };

describe('JSON bodies', () => {
  it('reads an empty application/json body as no body: a DELETE goes through', async () => {
    const created = await injectAs(app, learner, {
      method: 'POST',
      url: '/comments',
      payload: { courseId: 1, content: 'Très utile.', rate: 5 },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const removed = await injectAs(app, learner, {
      method: 'DELETE',
      url: `/comments/${String(id)}`,
      headers: json,
      payload: '',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.headers.connection).not.toBe('close');
  });

  it('still refuses an empty body where one is required, and keys that pollute prototypes', async () => {
    const empty = await app.inject({ method: 'POST', url: '/contact', headers: json, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(empty.json()).code).toBe('VALIDATION_FAILED');
    const polluted = await app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: json,
      payload: '{"email":"a@example.tn","__proto__":{"admin":true}}',
    });
    expect(polluted.statusCode).toBe(400);
    expect(ErrorBodySchema.safeParse(polluted.json()).success).toBe(true);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
