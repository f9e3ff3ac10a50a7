import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorBodySchema, NewsletterReplySchema } from '@formation/contract';

import { buildContractTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());

const subscribe = (payload: object) => app.inject({ method: 'POST', url: '/newsletter', payload });

describe('POST /newsletter', () => {
  it('subscribes once, then answers already-subscribed (not an error), whatever the case of the email', async () => {
    const first = await subscribe({ email: 'nouvelle@example.tn', source: 'footer', locale: 'fr' });
    expect(first.statusCode).toBe(201);
    expect(NewsletterReplySchema.parse(first.json()).status).toBe('subscribed');
    const again = await subscribe({ email: '  Nouvelle@Example.TN ' });
    expect(again.statusCode).toBe(200);
    expect(NewsletterReplySchema.parse(again.json())).toEqual({
      status: 'already-subscribed',
      email: 'nouvelle@example.tn',
    });
  });

  it('refuses an invalid email, listing the field', async () => {
    for (const email of ['', 'abc', 'a@b', 42]) {
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).details?.[0]?.path).toBe('body.email');
    }
  });
});
