import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { startMockProcess, type MockProcess } from './process/mock-process';

/** How long the ready line may come after /health answers (the log is written asynchronously). */
const READY_LINE_MS = 10_000;

let dir: string;
let server: MockProcess | undefined;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-server-'));
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `pnpm start`'s command on a file database and resolves with its ready line and port. */
async function start(env: Record<string, string>): Promise<{ line: string; port: number }> {
  let line: string | undefined;
  server = await startMockProcess({
    data: { folder: dir },
    now: '2026-11-22T00:00:00Z',
    env: { LOG_LEVEL: 'info', ...env },
    onLine: (text) => {
      // The log's lines are JSON; a refusal to start is a plain line on stderr.
      if (!text.startsWith('{')) return;
      const { msg } = JSON.parse(text) as { msg?: string };
      if (msg?.startsWith('Mock API ready') === true) line = msg;
    },
  });
  const deadline = Date.now() + READY_LINE_MS;
  while (line === undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  if (line === undefined) throw new Error(`the mock did not say it was ready: ${server.output()}`);
  return { line, port: server.port };
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
