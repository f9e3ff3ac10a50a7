import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The mock as a process of its own, as `pnpm start` runs it, on a loopback port the system picks and
 * an in-memory database: for the tests, scripts and benches that need a real server (the site's
 * prerender, its suite on a recording, the team mock's replicas).
 */

/** A server process started for a test, a script or a bench. */
export interface Running {
  url: string;
  port: number;
  /** The process's id, for a bench to count its CPU. */
  pid: number;
  stop(): Promise<void>;
}

/** How long a process may take to answer /health. */
const START_MS = 60_000;

/** A loopback port nothing listens on now (the system picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'));
        else resolve(address.port);
      });
    });
  });
}

/** Stops a process (SIGTERM, SIGKILL after 5 s) and waits until it has exited. */
export async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Waits until `url`/health answers 200, the process still running; at most START_MS. */
export async function answering(
  child: ChildProcess,
  url: string,
  what: string,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} stopped (exit ${String(child.exitCode)}): ${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopped(child);
  throw new Error(`${what} did not answer /health within ${String(START_MS / 1000)} s: ${output()}`);
}

/** Starts a process whose output is kept (its last 4,000 characters) to say why it failed. */
export function started(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

/**
 * The seeded mock on a loopback port of its own, an in-memory database. It takes this process's
 * environment (a build's MOCK_DATA_SET reaches the mock it prerenders from), changed by `env`: a
 * setting given as undefined is removed, for a test that must not inherit a developer's MOCK_ADMIN_TOKEN.
 */
export async function startMockProcess(
  env: Readonly<Record<string, string | undefined>> = {},
): Promise<Running> {
  const port = await freePort();
  const given: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_FILE: ':memory:',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const settings = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const { child, output } = started(process.execPath, ['--import', 'tsx', join('src', 'server.ts')], {
    // Read when a mock starts, not on import: a test in a browser-like environment imports freePort alone.
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    env: settings,
  });
  const url = `http://127.0.0.1:${String(port)}`;
  await answering(child, url, `the mock (${env.MOCK_REPLICA_ID ?? 'port ' + String(port)})`, output);
  return { url, port, pid: child.pid ?? 0, stop: () => stopped(child) };
}
