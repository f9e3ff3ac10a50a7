/**
 * A freshly seeded mock API for one bench run: its own process (`node --import tsx src/server.ts`, as
 * `pnpm --filter @formation/mock-api start` runs it) on 127.0.0.1 and a port the system picks, its own
 * data folder (database, uploads, token secret), the clock frozen, no rate limit in the way (as a load
 * test or a checker sets it), the admin surface on (contract-check's sign-up flow reads the code from
 * the outbox; QA's private data sets need it). Nothing one run writes reaches the next.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { spawnGroup, stopGroup } from './child-processes';

export type MockProfile = 'full' | 'spec';

export interface RunningMock {
  url: string;
  pid: number;
  /** Null while it runs; once it has stopped on its own, how (exit code or signal, last error lines). */
  stoppedEarly(): string | null;
  close(): Promise<void>;
}

const READY = /Mock API ready on (http:\/\/127\.0\.0\.1:\d+)/;

export async function startMock(
  root: string,
  options: { profile: MockProfile; now: string; timeoutMs?: number; env?: Record<string, string> },
): Promise<RunningMock> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-mock-'));
  const child: ChildProcess = spawnGroup(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/mock-api'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_FILE: join(dataDir, 'mock.db'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
      MOCK_NOW: options.now,
      MOCK_PROFILE: options.profile,
      MOCK_ADMIN: 'true',
      AUTH_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stopped: string | null = null;
  let closing = false;
  child.once('exit', (code, signal) => {
    if (!closing) stopped = `the mock stopped (${signal ?? String(code)}): ${stderr.trim().slice(-300)}`;
  });
  const close = async () => {
    closing = true;
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const timeoutMs = options.timeoutMs ?? 60_000;
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`the mock did not start within ${String(timeoutMs / 1000)} s`));
      }, timeoutMs);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the mock exited (${String(code)}) before it was ready: ${stderr.trim()}`));
      });
      if (child.stdout === null) throw new Error('no pipe from the mock');
      // Every line is read to its end, so the request log never fills the pipe.
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        const ready = READY.exec(line);
        if (ready?.[1] !== undefined) {
          clearTimeout(timer);
          resolve(ready[1]);
        }
      });
    });
    return { url, pid: child.pid ?? 0, stoppedEarly: () => stopped, close };
  } catch (error) {
    await close();
    throw error;
  }
}
