import {
  startMockProcess as startMock,
  type Running,
} from '../../../../apps/mock-api/src/testing/mock-process';

/** The instant the mock's clock is frozen at in these tests. */
export const MOCK_NOW = '2026-11-22T00:00:00.000Z';

export type MockProcess = Pick<Running, 'url' | 'stop'>;

/**
 * The mock API as QA runs it, a process of its own (`pnpm start` in apps/mock-api), on 127.0.0.1 and
 * a free port, with an in-memory database, its own uploads folder and the clock frozen: the mock's
 * one helper for a started mock (it waits 60 s at most for /health).
 */
export async function startMockProcess(env: Record<string, string> = {}): Promise<MockProcess> {
  const uploads = `/tmp/mock-testing-uploads-${String(process.pid)}-${String(Date.now())}`;
  return startMock({ MOCK_NOW, UPLOADS_DIR: uploads, ...env });
}
