import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const MOCK_API_DIR = resolve(import.meta.dirname, '../../../../apps/mock-api');

/** The instant the mock's clock is frozen at in these tests. */
export const MOCK_NOW = '2026-11-22T00:00:00.000Z';

export interface MockProcess {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address !== null) done(address.port);
        else fail(new Error('no port'));
      });
    });
  });
}

/**
 * The mock API as QA runs it, a process of its own (`pnpm start` in apps/mock-api), on 127.0.0.1
 * and a free port, with an in-memory database and the clock frozen; waits (60 s at most) for
 * /health.
 */
export async function startMockProcess(env: Record<string, string> = {}): Promise<MockProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: MOCK_API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: ':memory:',
      UPLOADS_DIR: `/tmp/mock-testing-uploads-${String(port)}`,
      MOCK_NOW,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${String(port)}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The mock API exited (${String(child.exitCode)}): ${errors}`);
    const healthy = await fetch(`${url}/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The mock API did not answer /health within 60 s: ${errors}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}
