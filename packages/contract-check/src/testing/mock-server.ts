import type { CheckOptions } from '../check-routes';

/** A seeded demo account (apps/mock-api/src/db/seed/users.data.ts). */
export const DEMO_LEARNER = { email: 'amira.bensalah@example.tn', password: 'Apprenant2026!' } as const;

/** A run against `url` signed in as the demo learner, writes on, a minute at most: what most tests check. */
export function learnerRun(url: string, overrides: Partial<CheckOptions> = {}): CheckOptions {
  return {
    baseUrl: new URL(url),
    auth: { kind: 'password', ...DEMO_LEARNER },
    allowWrites: true,
    timeoutMs: 10_000,
    maxTimeMs: 60_000,
    ignore: [],
    ...overrides,
  };
}

/** What these tests use of the mock's Fastify instance. */
interface MockApp {
  listen(options: { host: string; port: number }): Promise<string>;
  close(): Promise<unknown>;
}
type BuildApp = (options: { env: Record<string, string> }) => Promise<MockApp>;

/**
 * Imported by a computed name: the mock's sources are type-checked by their own package, so a change
 * under way there does not fail this package's typecheck. Its runtime API is what these tests hold to.
 */
const MOCK_APP_MODULE: string = '@formation/mock-api/fastify';

async function loadBuildApp(): Promise<BuildApp> {
  const module = (await import(MOCK_APP_MODULE)) as { buildApp?: unknown };
  if (typeof module.buildApp !== 'function') throw new Error(`${MOCK_APP_MODULE} exports no buildApp`);
  return module.buildApp as BuildApp;
}

export interface RunningMock {
  url: string;
  close(): Promise<void>;
}

/**
 * The mock API on 127.0.0.1 and a free port, built as its own tests build it: a private in-memory
 * database, the clock frozen, no rate limit in the way.
 */
export async function startMock(env: Record<string, string> = {}): Promise<RunningMock> {
  const buildApp = await loadBuildApp();
  const app = await buildApp({
    env: {
      DATABASE_FILE: ':memory:',
      UPLOADS_DIR: `/tmp/contract-check-test-uploads-${String(process.pid)}`,
      MOCK_NOW: '2026-11-22T00:00:00.000Z',
      MOCK_ADMIN: 'true',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    close: async () => {
      await app.close();
    },
  };
}
