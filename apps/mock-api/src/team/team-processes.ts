import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The team mock on this machine, as docker-compose.yml's `team` profile runs it: mock replicas, each a
 * process of its own on loopback, and Debian's nginx in front of them with the shipped configuration
 * (nginx/team.conf, unchanged). For the team mock's test and its bench.
 */
const mockRoot = fileURLToPath(new URL('../../', import.meta.url));
export const TEAM_CONF = join(mockRoot, 'nginx', 'team.conf');
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

/** How long a process may take to answer /health. */
const START_MS = 60_000;

export interface Running {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
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

async function stopped(child: ChildProcess): Promise<void> {
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
async function answering(
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

function started(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

/** A replica: the mock on a loopback port of its own, an in-memory database, named `id`. */
export async function startReplica(id: string, env: Readonly<Record<string, string>> = {}): Promise<Running> {
  const port = await freePort();
  const { child, output } = started(process.execPath, ['--import', 'tsx', join('src', 'server.ts')], {
    cwd: mockRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILE: ':memory:',
      LOG_LEVEL: 'warn',
      MOCK_REPLICA_ID: id,
      ...env,
    },
  });
  const url = `http://127.0.0.1:${String(port)}`;
  await answering(child, url, `replica ${id}`, output);
  return { url, port, stop: () => stopped(child) };
}

/**
 * nginx in front of `replicas`, the first holding the shared data set: the shipped team.conf, with
 * the files of mock-team/ written for these replicas and a loopback port.
 */
export async function startBalancer(replicas: readonly Running[]): Promise<Running> {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: bash scripts/install-test-tools.sh installs Debian's nginx`);
  }
  const [shared] = replicas;
  if (shared === undefined) throw new Error('A balancer needs at least one replica');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mock-team-'));
  mkdirSync(join(dir, 'mock-team'));
  const server = (replica: Running) => `server 127.0.0.1:${String(replica.port)};\n`;
  writeFileSync(join(dir, 'mock-team', 'replicas.conf'), replicas.map(server).join(''));
  writeFileSync(join(dir, 'mock-team', 'shared-replica.conf'), server(shared));
  writeFileSync(join(dir, 'mock-team', 'listen.conf'), `listen 127.0.0.1:${String(port)};\n`);
  // One process, in the foreground, writing nothing outside `dir`: the http block holds team.conf.
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${TEAM_CONF};`,
      '}',
      '',
    ].join('\n'),
  );
  const { child, output } = started(NGINX, ['-p', `${dir}/`, '-e', 'stderr', '-c', join(dir, 'nginx.conf')], {
    cwd: dir,
    env: process.env,
  });
  const url = `http://127.0.0.1:${String(port)}`;
  try {
    await answering(child, url, 'nginx', output);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    stop: async () => {
      await stopped(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
