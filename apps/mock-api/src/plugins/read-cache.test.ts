import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { createClock } from '../clock';
import type { Store } from '../core/call';
import { registerReadCache } from './read-cache';

/** A bare app with one cached read (GET /blog) whose answer waits for the test, and one write. */
function appWithSlowRead() {
  const app: FastifyInstance = Fastify();
  const store = { clock: createClock('2026-11-22T00:00:00.000Z') } as Store;
  registerReadCache(app, () => store);
  let value = 'before';
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  app.get('/blog', async () => {
    const seen = value;
    await gate;
    return { value: seen };
  });
  app.post('/write', () => {
    value = 'after';
    return Promise.resolve({ ok: true });
  });
  return {
    app,
    holdReads: () => {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => {
      release();
    },
  };
}

let current: FastifyInstance | undefined;
afterEach(async () => {
  await current?.close();
});

describe('read cache', () => {
  it('serves a read again from the cache, with an ETag and 304 on a match', async () => {
    const { app } = appWithSlowRead();
    current = app;
    const first = await app.inject({ method: 'GET', url: '/blog' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await app.inject({
      method: 'GET',
      url: '/blog',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never keeps an answer computed before a write that finished first', async () => {
    const { app, holdReads, release } = appWithSlowRead();
    current = app;
    holdReads();
    const slowRead = app.inject({ method: 'GET', url: '/blog' });
    // Let the read reach its handler (it has read "before" and waits), then write.
    await new Promise((resolve) => setImmediate(resolve));
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
    release();
    expect((await slowRead).json()).toEqual({ value: 'before' });
    expect((await app.inject({ method: 'GET', url: '/blog' })).json()).toEqual({ value: 'after' });
  });
});
