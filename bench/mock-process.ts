/**
 * A freshly seeded mock API for one bench run, started the one way (`@formation/mock-api/process`:
 * its own process, as `pnpm start` runs it, on 127.0.0.1 and a port the system picks) with what a
 * bench wants: its own data folder (database, uploads, token secret), the clock frozen, no rate limit
 * in the way (as a load test or a checker sets it), the request log on (its cost is part of the
 * figures), the admin surface on (contract-check's sign-up flow reads the code from the outbox; QA's
 * private data sets need it). Nothing one run writes reaches the next.
 */
import type { MockProfile } from '@formation/contract';
import { startMockProcess, type MockProcess } from '@formation/mock-api/process';

export type RunningMock = MockProcess;

export function startMock(options: {
  profile: MockProfile;
  now: string;
  timeoutMs?: number;
  env?: Readonly<Record<string, string>>;
}): Promise<RunningMock> {
  return startMockProcess({
    data: 'temporary',
    profile: options.profile,
    now: options.now,
    ...(options.timeoutMs === undefined ? {} : { startMs: options.timeoutMs }),
    env: { MOCK_ADMIN: 'true', AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'info', ...options.env },
  });
}
