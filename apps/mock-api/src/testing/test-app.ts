import type { Store } from '../core/call';
import type { NativeDatabase } from '../db/client';
import { buildApp, type InjectOptions, type MockServer } from '../fastify/fastify-app';
import { buildFetchTestApp } from './fetch-test-app';
import type { TestApp, TestResponse } from './test-app-shape';

export type { TestApp, TestResponse } from './test-app-shape';

/** The fixed clock of every test: same seed + same clock = the same answers. */
export const TEST_NOW = '2026-11-22T00:00:00.000Z';

/** Demo accounts of the seed (README lists them too). */
export const DEMO = {
  learner: { email: 'amira.bensalah@example.tn', password: 'Apprenant2026!' },
  learner2: { email: 'karim.jaziri@example.tn', password: 'Apprenant2026!' },
  deactivated: { email: 'sonia.trabelsi@example.tn', password: 'Apprenant2026!' },
  unverified: { email: 'youssef.mansour@example.tn', password: 'Apprenant2026!' },
} as const;

/**
 * Which adapter the contract-level tests run on: `fastify` (better-sqlite3, the default) or `fetch`
 * (the fetch adapter on sql.js, as in a browser). The vitest project `fetch-adapter` sets MOCK_ADAPTER=fetch.
 */
export const testAdapter = (): 'fetch' | 'fastify' =>
  process.env.MOCK_ADAPTER === 'fetch' ? 'fetch' : 'fastify';

/** The environment of every test app: a private in-memory database, the fixed clock, admin on. */
export const testEnv = (env: Record<string, string> = {}) => ({
  DATABASE_FILE: ':memory:',
  UPLOADS_DIR: `/tmp/mock-api-test-uploads-${process.pid}`,
  MOCK_NOW: TEST_NOW,
  MOCK_ADMIN: 'true',
  AUTH_RATE_LIMIT: '100000',
  ...env,
});

/** A fresh app on a private in-memory database, seeded, with the clock fixed and no rate limit in the way. */
export function buildTestApp(env: Record<string, string> = {}): Promise<MockServer> {
  return buildApp({ env: testEnv(env) });
}

/** The same app on the adapter of this run (TEST_ADAPTER): for the contract-level tests. */
export function buildContractTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return testAdapter() === 'fetch' ? buildFetchTestApp(testEnv(env)) : buildTestApp(env);
}

export interface SignedIn {
  token: string;
  userId: number;
}

/** Signs a demo account in through the real login route. */
export async function login(app: TestApp, who: keyof typeof DEMO): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/auth/login', payload: DEMO[who] });
  if (res.statusCode !== 200) throw new Error(`login ${who} failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ user: { id: number }; token: { access_token: string } }>();
  return { token: body.token.access_token, userId: body.user.id };
}

/** A contract test app with the two seeded learners signed in: the preamble of the tests of a learner's data. */
export async function withLearners(
  env: Record<string, string> = {},
): Promise<{ app: TestApp; learner: SignedIn; learner2: SignedIn }> {
  const app = await buildContractTestApp(env);
  return { app, learner: await login(app, 'learner'), learner2: await login(app, 'learner2') };
}

/** inject with a bearer token. */
export function injectAs(
  app: TestApp,
  signedIn: SignedIn | null,
  options: InjectOptions,
): Promise<TestResponse> {
  return app.inject({
    ...options,
    headers: {
      ...options.headers,
      ...(signedIn === null ? {} : { authorization: `Bearer ${signedIn.token}` }),
    },
  });
}

/** The better-sqlite3 handle under a data set, for tests that read SQLite itself. */
export function sqliteOf(store: Store): NativeDatabase['sqlite'] {
  if (!('sqlite' in store.database)) throw new Error('this data set is not on better-sqlite3');
  return (store.database as NativeDatabase).sqlite;
}
