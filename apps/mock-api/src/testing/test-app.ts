import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { Store } from '../core/call';
import type { NativeDatabase } from '../db/client';

/** The fixed clock of every test: same seed + same clock = the same answers. */
export const TEST_NOW = '2026-11-22T00:00:00.000Z';

/** Demo accounts of the seed (README lists them too). */
export const DEMO = {
  learner: { email: 'amira.bensalah@example.tn', password: 'Apprenant2026!' },
  learner2: { email: 'karim.jaziri@example.tn', password: 'Apprenant2026!' },
  deactivated: { email: 'sonia.trabelsi@example.tn', password: 'Apprenant2026!' },
  unverified: { email: 'youssef.mansour@example.tn', password: 'Apprenant2026!' },
} as const;

/** A fresh app on a private in-memory database, seeded, with the clock fixed and no rate limit in the way. */
export function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildApp({
    env: {
      DATABASE_FILE: ':memory:',
      UPLOADS_DIR: `/tmp/mock-api-test-uploads-${process.pid}`,
      MOCK_NOW: TEST_NOW,
      MOCK_ADMIN: 'true',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
  });
}

export interface Session {
  token: string;
  userId: number;
}

/** Signs a demo account in through the real login route. */
export async function login(app: FastifyInstance, who: keyof typeof DEMO): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/auth/login', payload: DEMO[who] });
  if (res.statusCode !== 200) throw new Error(`login ${who} failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ user: { id: number }; token: { access_token: string } }>();
  return { token: body.token.access_token, userId: body.user.id };
}

/** inject with a bearer token. */
export function injectAs(
  app: FastifyInstance,
  session: Session | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...options,
    headers: {
      ...options.headers,
      ...(session === null ? {} : { authorization: `Bearer ${session.token}` }),
    },
  });
}

/** The better-sqlite3 handle under a data set, for tests that read SQLite itself. */
export function sqliteOf(store: Store): NativeDatabase['sqlite'] {
  if (!('sqlite' in store.database)) throw new Error('this data set is not on better-sqlite3');
  return (store.database as NativeDatabase).sqlite;
}
