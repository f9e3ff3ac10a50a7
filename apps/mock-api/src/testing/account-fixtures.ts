import { and, desc, eq } from 'drizzle-orm';

import type { OutboxMessage } from '@formation/contract';

import { outbox } from '../db/schema';
import { TEST_NOW, type TestApp, type TestResponse } from './test-app';

/** Test helpers of the auth and users features (outbox, clock, sign-up). Not used by the server. */

export type OutboxRow = Pick<OutboxMessage, 'to' | 'kind' | 'subject' | 'text' | 'code' | 'link'>;

/** The newest mail of a kind sent to an address, read from the database (independent of /__mock/outbox). */
export function lastMail(app: TestApp, to: string, kind: OutboxMessage['kind']): OutboxRow | undefined {
  return app.ctx.store.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
    .limit(1)
    .get();
}

export function mailCount(app: TestApp, to: string): number {
  return app.ctx.store.db.select().from(outbox).where(eq(outbox.to, to)).all().length;
}

/** Sets the mock clock `seconds` after the tests' fixed instant. */
export function setClockAfter(app: TestApp, seconds: number): void {
  app.ctx.store.clock.freeze(new Date(Date.parse(TEST_NOW) + seconds * 1000));
}

export const post = (app: TestApp, url: string, payload: object): Promise<TestResponse> =>
  app.inject({ method: 'POST', url, payload });

export interface NewAccount {
  fullName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

export const newAccount = (email: string): NewAccount => ({
  fullName: 'Leila Haddad Ben Amor',
  email,
  phoneNumber: '+216 21 555 444',
  password: 'MotDePasse2026!',
});

/** Registers and verifies an account through the routes; returns its data. */
export async function registerVerified(app: TestApp, email: string): Promise<NewAccount> {
  const account = newAccount(email);
  const created = await post(app, '/auth/register', account);
  if (created.statusCode !== 201) throw new Error(`register failed: ${created.statusCode} ${created.body}`);
  const code = lastMail(app, email, 'email-verification')?.code ?? '';
  const verified = await post(app, '/auth/verify-email', { email, code });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return account;
}
