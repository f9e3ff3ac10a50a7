import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from './free-port';

const mockRoot = fileURLToPath(new URL('../../mock-api/', import.meta.url));

/**
 * The seeded mock on its own loopback port, with an in-memory database: nothing on disk changes.
 * `env` adds to (or overrides) its settings, e.g. MOCK_PROFILE or MOCK_NOW.
 */
export async function startSeededMock(
  env: Readonly<Record<string, string>> = {},
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'server.ts')], {
    cwd: mockRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILE: ':memory:',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the mock API stopped (exit ${String(child.exitCode)})`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, process: child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the mock API did not answer /health within 60 s');
}
