import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ByteBudget } from './byte-budget';
import { HttpClient, type FetchLike } from './http-call';
import { closedPort, listenLocal, readBody, type LocalServer } from './testing/local-server';

let server: LocalServer;
let elsewhere: LocalServer;

beforeAll(async () => {
  elsewhere = await listenLocal((_req, res) => {
    res.end('{}');
  });
  server = await listenLocal(async (req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { location: `${elsewhere.url}/stolen` });
      res.end();
    } else if (req.url === '/hang') {
      // Never answers: the client's timeout must end the call.
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`[${'1,'.repeat(5000)}1]`);
    } else {
      const body = await readBody(req);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ method: req.method, url: req.url, auth: req.headers.authorization ?? null, body }),
      );
    }
  });
});
afterAll(async () => {
  await server.close();
  await elsewhere.close();
});

const client = (base = server.url, options: Partial<ConstructorParameters<typeof HttpClient>[1]> = {}) =>
  new HttpClient(new URL(base), { timeoutMs: 2000, maxTimeMs: 10_000, ...options });

describe('HttpClient', () => {
  it('calls the base URL with the method, query, JSON body and bearer token', async () => {
    const outcome = await client(`${server.url}/prefix/`).call({
      method: 'POST',
      path: '/echo',
      query: { a: '1 2' },
      body: { x: 1 },
      token: 'tok',
    });
    expect(outcome).toMatchObject({ kind: 'answer', status: 200, url: `${server.url}/prefix/echo?a=1+2` });
    expect(outcome.kind === 'answer' && JSON.parse(outcome.bodyText)).toEqual({
      method: 'POST',
      url: '/prefix/echo?a=1+2',
      auth: 'Bearer tok',
      body: '{"x":1}',
    });
  });

  it('returns a redirect as an answer and never follows it to another origin', async () => {
    const before = elsewhere.hits.length;
    const outcome = await client().call({ method: 'GET', path: '/redirect' });
    expect(outcome).toMatchObject({ kind: 'answer', status: 302, location: `${elsewhere.url}/stolen` });
    expect(elsewhere.hits.length).toBe(before);
  });

  it('refuses a path that would leave the origin, without calling', async () => {
    const hits = server.hits.length;
    for (const path of ['//127.0.0.1:1/x', 'http://127.0.0.1:1/x', 'x']) {
      expect((await client().call({ method: 'GET', path })).kind, path).toBe('refused-url');
    }
    expect(server.hits.length).toBe(hits);
  });

  it('ends a hanging call at --timeout-ms, and says which limit fired', async () => {
    const outcome = await client(server.url, { timeoutMs: 150 }).call({ method: 'GET', path: '/hang' });
    expect(outcome).toMatchObject({ kind: 'timeout', limit: 'call', limitMs: 150 });
    const budget = await client(server.url, { timeoutMs: 5000, maxTimeMs: 150 }).call({
      method: 'GET',
      path: '/hang',
    });
    expect(budget).toMatchObject({ kind: 'timeout', limit: 'budget' });
  });

  it('reports a refused connection with its code', async () => {
    const outcome = await client(`http://127.0.0.1:${await closedPort()}`).call({
      method: 'GET',
      path: '/x',
    });
    expect(outcome).toMatchObject({ kind: 'network', code: 'ECONNREFUSED' });
  });

  it('reads the code of a DNS failure through fetch’s wrapping', async () => {
    const dnsFailure: FetchLike = () =>
      Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('getaddrinfo ENOTFOUND api.example'), { code: 'ENOTFOUND' }),
        }),
      );
    const outcome = await client('http://api.example', { fetch: dnsFailure }).call({
      method: 'GET',
      path: '/x',
    });
    expect(outcome).toMatchObject({
      kind: 'network',
      code: 'ENOTFOUND',
      message: 'getaddrinfo ENOTFOUND api.example',
    });
  });

  it('stops reading a body past the size limit', async () => {
    const outcome = await client(server.url, { maxBodyBytes: 4096 }).call({ method: 'GET', path: '/big' });
    expect(outcome).toMatchObject({ kind: 'answer', truncated: true });
    expect(outcome.kind === 'answer' && outcome.bodyText.length).toBe(4096);
    const whole = await client().call({ method: 'GET', path: '/big' });
    expect(whole).toMatchObject({ kind: 'answer', truncated: false });
  });

  it('stops reading an endless body at the run’s byte budget, counting it as it comes', async () => {
    let sent = 0;
    let closed: Promise<void> = Promise.resolve();
    const endless = await listenLocal((_request, response) => {
      closed = new Promise((resolve) => response.on('close', resolve));
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      // Sends for as long as someone reads, as fast as they read: a body with no end.
      const more = () => {
        while (!response.destroyed && response.write(chunk)) sent += chunk.length;
      };
      response.on('drain', more);
      more();
    });
    try {
      const budget = new ByteBudget(1024 * 1024);
      const endlessClient = client(endless.url, { byteBudget: budget });
      const outcome = await endlessClient.call({ method: 'GET', path: '/' });
      expect(outcome).toMatchObject({ kind: 'answer', truncated: true });
      expect(budget.spent).toBe(true);
      expect(endlessClient.bytesSpent()).toBe(true);
      await closed;
    } finally {
      await endless.close();
    }
    // Counted as it came, not read whole first: the sender was stopped near the budget, far below
    // the 32 MB a body may otherwise have.
    expect(sent).toBeLessThan(16 * 1024 * 1024);
  });
});
