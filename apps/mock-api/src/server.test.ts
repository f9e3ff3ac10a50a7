import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** How long a start may take on a busy CI machine (seeding a file database included). */
const START_TIMEOUT_MS = 30_000;

let dir: string;
let server: ChildProcess | undefined;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-server-'));
});
afterEach(() => {
  server?.kill('SIGTERM');
  server = undefined;
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `pnpm start`'s command on a free port and resolves with its ready line and port. */
function start(env: Record<string, string>): Promise<{ line: string; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_FILE: join(dir, 'mock.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      MOCK_NOW: '2026-11-22T00:00:00Z',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('the mock did not say it was ready in time'));
    }, START_TIMEOUT_MS);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock stopped (${String(code)}): ${errors}`));
    });
    createInterface({ input: child.stdout }).on('line', (text) => {
      const { msg } = JSON.parse(text) as { msg?: string };
      if (msg?.startsWith('Mock API ready') !== true) return;
      clearTimeout(timer);
      const port = Number(/:(\d+) /.exec(msg)?.[1]);
      resolve({ line: msg, port });
    });
  });
}

describe('the mock started on every address (HOST=0.0.0.0), over real HTTP', () => {
  it('says where it listens, that admin is off there and how to turn it on; admin answers 401', async () => {
    const { line, port } = await start({ HOST: '0.0.0.0' });
    expect(line).toMatch(/^Mock API ready on every address \(0\.0\.0\.0\): http:\/\/127\.0\.0\.1:\d+/);
    expect(line).toContain('scenario default · profile full · clock frozen at 2026-11-22T00:00:00.000Z');
    expect(line).toContain('admin off on this network address or replica: set MOCK_ADMIN_TOKEN');
    expect(line).toContain(`token secret: ${join(dir, 'auth-secret')}`);
    expect(line).toContain('passwords: argon2id 19456 KiB × 2');
    const base = `http://127.0.0.1:${String(port)}`;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const state = await fetch(`${base}/__mock/state`);
    expect(state.status).toBe(401);
    expect(await state.json()).toMatchObject({ statusCode: 401, code: 'MOCK_ADMIN_LOCKED' });
    const reset = await fetch(`${base}/__mock/reset`, { method: 'POST' });
    expect(reset.status).toBe(401);
  });

  it('with MOCK_ADMIN_TOKEN, admin works with the key and only with it', async () => {
    const key = 'shared-staging-key-0123456789';
    const { line, port } = await start({ HOST: '0.0.0.0', MOCK_ADMIN_TOKEN: key });
    expect(line).toContain('admin on, protected by MOCK_ADMIN_TOKEN');
    expect(line).not.toContain(key);
    const url = `http://127.0.0.1:${String(port)}/__mock/state`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { 'x-mock-admin-token': key } })).status).toBe(200);
  });
});

describe('the mock started on loopback (the default)', () => {
  it('names the one address, and admin is open', async () => {
    const { line, port } = await start({ HOST: '127.0.0.1' });
    expect(line).toMatch(/^Mock API ready on http:\/\/127\.0\.0\.1:\d+ \(docs: \/docs\)/);
    expect(line).toContain('admin on, open (loopback only)');
    expect((await fetch(`http://127.0.0.1:${String(port)}/__mock/state`)).status).toBe(200);
  });

  it('refuses to start with the secret the repository once published', async () => {
    await expect(start({ AUTH_SECRET: 'mock-api-dev-secret-not-for-production' })).rejects.toThrow(
      /AUTH_SECRET is a value published in this repository/,
    );
  });
});
