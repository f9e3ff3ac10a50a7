import { connect, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { users } from '../db/schema';
import { lastMail, newAccount } from '../testing/account-fixtures';
import { testEnv } from '../testing/test-app';
import { buildApp, type MockServer } from './fastify-app';
import { MAX_LOGGED_URL_LENGTH } from './request-line';

interface Line {
  reqId?: string;
  method?: string;
  url?: string;
  urlLength?: number;
  kind?: string;
  status?: number;
  aborted?: boolean;
  msg?: string;
}

const written: string[] = [];
const requestLines = () =>
  written.map((text) => JSON.parse(text) as Line).filter((line) => line.msg === 'request');
const linesOf = (method: string, url: string) =>
  requestLines().filter((line) => line.method === method && line.url === url);

/** Polls until `done()` holds, for at most ten seconds. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 10_000) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let app: MockServer;
let port: number;
beforeAll(async () => {
  app = await buildApp({
    env: testEnv(),
    logger: true,
    logStream: {
      write: (text: string) => {
        written.push(text);
      },
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  ({ port } = app.server.address() as AddressInfo);
});
afterAll(() => app.close());
beforeEach(() => {
  written.length = 0;
});

/** Sends `request` whole on a raw socket, then closes it without reading a byte of the answer. */
function sendAndLeave(request: string, leaveAfterMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request, () => {
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, leaveAfterMs);
      });
    });
    socket.on('error', reject);
  });
}

const postOf = (url: string, body: string, sentBytes = body.length) =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${String(Buffer.byteLength(body))}\r\n\r\n${body.slice(0, sentBytes)}`;

describe('a request whose client leaves, over real HTTP', () => {
  it('a sign-up closed 3 ms after it was sent creates the account, and its line says so', async () => {
    const account = newAccount('parti.aussitot@example.tn');
    await sendAndLeave(postOf('/auth/register', JSON.stringify(account)), 3);
    const created = () => app.ctx.store.db.select().from(users).where(eq(users.email, account.email)).get();
    await until(
      () => created() !== undefined && linesOf('POST', '/auth/register').length > 0,
      'the account and its line',
    );
    expect(lastMail(app, account.email, 'email-verification')).toBeDefined();
    // The status the mock answered (the account exists), and that the client never read it.
    expect(linesOf('POST', '/auth/register')).toEqual([
      expect.objectContaining({ kind: 'auth', status: 201, aborted: true }),
    ]);
  });

  it('a sign-up closed before its body was whole is 499, on one line', async () => {
    const account = newAccount('corps.coupe@example.tn');
    await sendAndLeave(postOf('/auth/register', JSON.stringify(account), 20), 0);
    await until(() => linesOf('POST', '/auth/register').length > 0, 'its line');
    expect(app.ctx.store.db.select().from(users).where(eq(users.email, account.email)).get()).toBeUndefined();
    // Whatever Fastify does next with the cut body, the line is written once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(linesOf('POST', '/auth/register')).toEqual([
      expect.objectContaining({ kind: 'auth', status: 499, aborted: true }),
    ]);
  });

  it('a connection the mock drops (a network fault) is 499 on one line', async () => {
    const faults = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { rules: [{ method: 'GET', path: '/blog', network: 'reset', times: 1 }] },
    });
    expect(faults.statusCode).toBe(200);
    await expect(fetch(`http://127.0.0.1:${String(port)}/blog`)).rejects.toThrow();
    await until(() => linesOf('GET', '/blog').length > 0, 'its line');
    expect(linesOf('GET', '/blog')).toEqual([expect.objectContaining({ status: 499, aborted: true })]);
  });

  it('an answered request has one line, without `aborted`', async () => {
    const res = await fetch(`http://127.0.0.1:${String(port)}/blog`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await until(() => linesOf('GET', '/blog').length > 0, 'its line');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = linesOf('GET', '/blog');
    expect(lines).toEqual([expect.objectContaining({ kind: 'public-read', status: 200 })]);
    expect(lines[0]).not.toHaveProperty('aborted');
  });
});

describe('what a line holds', () => {
  it('a URL padded past the limit is cut, and its length given', async () => {
    const url = `/blog?pad=${'a'.repeat(15_000)}`;
    await app.inject({ method: 'GET', url });
    const [line, ...others] = requestLines();
    expect(others).toEqual([]);
    expect(line?.url).toBe(`${url.slice(0, MAX_LOGGED_URL_LENGTH)}…`);
    expect(line?.urlLength).toBe(url.length);
    expect(written.join('').length).toBeLessThan(1024);
  });

  it('a URL within the limit is whole, with no length beside it', async () => {
    const url = `/blog?pad=${'a'.repeat(MAX_LOGGED_URL_LENGTH - 10)}`;
    await app.inject({ method: 'GET', url });
    expect(requestLines()).toEqual([expect.objectContaining({ url })]);
    expect(requestLines()[0]).not.toHaveProperty('urlLength');
  });

  it('a URL the router refuses (bad encoding, an over-long parameter) still has its line', async () => {
    await app.inject({ method: 'GET', url: '/blog/%zz' });
    await app.inject({ method: 'GET', url: `/courses/${'9'.repeat(5000)}` });
    expect(requestLines().map((line) => [line.status, line.url?.slice(0, 12)])).toEqual([
      [400, '/blog/%zz'],
      [400, '/courses/999'],
    ]);
  });
});
