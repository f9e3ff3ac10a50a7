import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ContactReceiptSchema, ErrorBodySchema } from '@formation/contract';

import { contactRequests } from '../../db/schema';
import { buildContractTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());

const request = {
  role: 'enterprise',
  name: 'Karim Jaziri',
  email: 'karim@societe.tn',
  subject: 'Devis PMP',
  message: "Bonjour, <script>alert('x')</script> un devis pour 8 personnes ; DROP TABLE users;--",
  category: 'quote',
};

describe('POST /contact', () => {
  it('stores the request as typed (text, not markup) and answers a receipt', async () => {
    const res = await app.inject({ method: 'POST', url: '/contact', payload: request });
    expect(res.statusCode).toBe(201);
    const receipt = ContactReceiptSchema.parse(res.json());
    const row = app.ctx.store.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, receipt.id))
      .get();
    expect(row?.message).toBe(request.message);
    expect((await app.inject({ method: 'GET', url: '/courses/AllCourses' })).statusCode).toBe(200);
  });

  it('requires a valid email, name, category and message (product rules 5)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: { ...request, name: ' ', message: '', category: 'x', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    const paths = ErrorBodySchema.parse(res.json())
      .details?.map((d) => d.path)
      .sort();
    expect(paths).toEqual(['body.category', 'body.email', 'body.message', 'body.name']);
  });

  it('refuses an oversize message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: { ...request, message: 'x'.repeat(5001) },
    });
    expect(res.statusCode).toBe(400);
  });
});
