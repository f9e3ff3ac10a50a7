import { startMockProcess as startMock, type MockProcess as Started } from '@formation/mock-api/process';

/** The instant the mock's clock is frozen at in these tests. */
export const MOCK_NOW = '2026-11-22T00:00:00.000Z';

export type MockProcess = Pick<Started, 'url' | 'stop'>;

/**
 * The mock API as QA runs it, a process of its own (`pnpm start` in apps/mock-api), on 127.0.0.1 and
 * a free port, with an in-memory database, its own uploads folder and the clock frozen.
 */
export async function startMockProcess(env: Record<string, string> = {}): Promise<MockProcess> {
  return startMock({ now: MOCK_NOW, env });
}
