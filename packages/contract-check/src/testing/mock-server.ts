import { startMockProcess } from '@formation/mock-api/process';

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

export interface RunningMock {
  url: string;
  close(): Promise<void>;
}

/**
 * The seeded mock API as a process of its own on 127.0.0.1 and a free port, as integrators run it: an
 * in-memory database, the clock frozen, the admin surface on, no rate limit in the way.
 */
export async function startMock(env: Record<string, string> = {}): Promise<RunningMock> {
  const mock = await startMockProcess({
    now: '2026-11-22T00:00:00.000Z',
    env: { MOCK_ADMIN: 'true', AUTH_RATE_LIMIT: '100000', ...env },
  });
  return { url: mock.url, close: mock.stop };
}
