import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PASSWORD_LEFT_OUT } from '../../db/data-set-password-hashes';
import { users } from '../../db/schema';
import type { MockServer } from '../../fastify/fastify-app';
import { lastMail, post, registerVerified, type NewAccount } from '../../testing/account-fixtures';
import { buildTestApp, DEMO } from '../../testing/test-app';

type Row = Record<string, unknown>;

let source: MockServer;
let visitor: NewAccount;

beforeAll(async () => {
  source = await buildTestApp();
  visitor = await registerVerified(source, 'visiteuse@example.tn');
});
afterAll(() => source.close());

const exported = async (app: MockServer, query = '') =>
  (await app.inject({ method: 'GET', url: `/__mock/export${query}` })).json<Record<string, Row[]>>();
const userOf = (files: Record<string, Row[]>, email: string): Row => {
  const row = files['users.json']?.find((user) => user.email === email);
  if (row === undefined) throw new Error(`no user ${email}`);
  return row;
};

describe('an export’s password hashes (GET /__mock/export)', () => {
  it('leaves out every hash but those of the seed’s published passwords, unless passwordHashes=all', async () => {
    const files = await exported(source);
    expect(userOf(files, visitor.email)).not.toHaveProperty('passwordHash');
    expect(userOf(files, DEMO.learner.email).passwordHash).toMatch(/^\$argon2id\$/);
    const all = await exported(source, '?passwordHashes=all');
    expect(userOf(all, visitor.email).passwordHash).toMatch(/^\$argon2id\$/);
    const refused = await source.inject({ method: 'GET', url: '/__mock/export?passwordHashes=some' });
    expect(refused.statusCode).toBe(400);
  });

  it('loads an account without its hash: no password signs it in until a reset; the seed’s still do', async () => {
    const target = await buildTestApp();
    try {
      const loaded = await target.inject({
        method: 'POST',
        url: '/__mock/data-set',
        payload: await exported(source),
      });
      expect(loaded.statusCode).toBe(200);
      const signIn = (email: string, password: string) => post(target, '/auth/login', { email, password });
      expect((await signIn(DEMO.learner.email, DEMO.learner.password)).statusCode).toBe(200);
      expect((await signIn(visitor.email, visitor.password)).statusCode).toBe(401);
      // An account with a password nobody knows, not one without: no stranger's identity may take it.
      const row = target.ctx.store.db.select().from(users).where(eq(users.email, visitor.email)).get();
      expect(row?.passwordHash).toBe(PASSWORD_LEFT_OUT);
      // What was left out stays out of the next export, whatever it asks.
      expect(userOf(await exported(target, '?passwordHashes=all'), visitor.email)).not.toHaveProperty(
        'passwordHash',
      );

      await post(target, '/auth/forgot-password', { email: visitor.email });
      const token = (lastMail(target, visitor.email, 'password-reset')?.link ?? '').split('/').pop();
      const reset = await post(target, '/auth/reset-password', { token, password: 'NouveauMotDePasse1' });
      expect(reset.statusCode).toBe(200);
      expect((await signIn(visitor.email, 'NouveauMotDePasse1')).statusCode).toBe(200);
    } finally {
      await target.close();
    }
  });
});
