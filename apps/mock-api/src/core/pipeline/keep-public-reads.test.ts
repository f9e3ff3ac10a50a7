import { describe, expect, it } from 'vitest';

import { createClock } from '../../clock';
import type { MockHost, Store } from '../call';
import { AnswerCaches } from './answer-cache';
import { dropChangedReads } from './drop-changed-reads';
import { Exchange, type PipelineContext } from './exchange';
import { keepPublicReads } from './keep-public-reads';
import { createRouteTable, type Operation } from './route-table';

const blog: Operation = { method: 'GET', pattern: '/blog', variants: [], facts: { shows: ['blog'] } };
const catalogue: Operation = {
  method: 'GET',
  pattern: '/courses/AllCourses',
  variants: [],
  facts: { shows: ['courses'] },
};
const comment: Operation = {
  method: 'POST',
  pattern: '/comments',
  variants: [],
  facts: { changes: ['comments', 'courses'] },
};
const signIn: Operation = { method: 'POST', pattern: '/auth/login', variants: [], facts: { changes: [] } };
// A write that says nothing of what it changes.
const reset: Operation = { method: 'POST', pattern: '/__mock/reset', variants: [], facts: {} };

function contextWithCache(): PipelineContext {
  const host = {
    config: { MOCK_PROFILE: 'full' },
    store: { clock: createClock('2026-11-22T00:00:00.000Z') },
  } as unknown as MockHost;
  return { host, table: createRouteTable([]), caches: new AnswerCaches() };
}

/** One request through the step, the handler after it answering `answer()`. */
async function send(
  context: PipelineContext,
  operation: Operation,
  answer: () => Promise<unknown>,
  headers: Record<string, string> = {},
  privateStore: Store | null = null,
) {
  const exchange = new Exchange(context, {
    method: operation.method,
    path: operation.pattern,
    url: operation.pattern,
    query: {},
    headers,
    body: { bytes: () => Promise.resolve(new Uint8Array(0)) },
    routed: { operation, params: {} },
  });
  exchange.privateStore = privateStore;
  const step = operation.method === 'GET' ? keepPublicReads : dropChangedReads;
  await step.run(exchange, async () => {
    exchange.reply = { status: 200, headers: {}, body: await answer() };
  });
  return exchange.reply;
}

const text = (body: unknown) => JSON.parse(new TextDecoder().decode(body as Uint8Array)) as unknown;

describe('keep-public-reads', () => {
  it('serves a read again from what it kept, with an ETag and 304 on a match', async () => {
    const context = contextWithCache();
    let reads = 0;
    const read = () => Promise.resolve({ reads: (reads += 1) });
    const first = await send(context, blog, read);
    const etag = first?.headers.etag;
    expect(typeof etag).toBe('string');
    expect(text(first?.body)).toEqual({ reads: 1 });
    expect(text((await send(context, blog, read))?.body)).toEqual({ reads: 1 });
    const again = await send(context, blog, read, { 'if-none-match': String(etag) });
    expect(again?.status).toBe(304);
    expect(reads).toBe(1);
  });

  it('never keeps an answer computed before a write that finished first', async () => {
    const context = contextWithCache();
    let value = 'before';
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowRead = send(context, catalogue, async () => {
      const seen = value;
      await gate;
      return { value: seen };
    });
    await send(context, comment, () => {
      value = 'after';
      return Promise.resolve({ ok: true });
    });
    release();
    expect(text((await slowRead)?.body)).toEqual({ value: 'before' });
    expect(text((await send(context, catalogue, () => Promise.resolve({ value })))?.body)).toEqual({
      value: 'after',
    });
  });

  it('drops only what a write changes: a comment the catalogue, not the blog; a sign-in nothing', async () => {
    const context = contextWithCache();
    const reads = { blog: 0, catalogue: 0 };
    const readBlog = () => Promise.resolve({ reads: (reads.blog += 1) });
    const readCatalogue = () => Promise.resolve({ reads: (reads.catalogue += 1) });
    const written = () => Promise.resolve({ ok: true });
    await send(context, blog, readBlog);
    await send(context, catalogue, readCatalogue);

    await send(context, signIn, written);
    await send(context, blog, readBlog);
    await send(context, catalogue, readCatalogue);
    expect(reads).toEqual({ blog: 1, catalogue: 1 });

    await send(context, comment, written);
    await send(context, blog, readBlog);
    expect(text((await send(context, catalogue, readCatalogue))?.body)).toEqual({ reads: 2 });
    expect(reads).toEqual({ blog: 1, catalogue: 2 });

    // A write the table does not name (here QA's reset) drops everything.
    await send(context, reset, written);
    await send(context, blog, readBlog);
    await send(context, catalogue, readCatalogue);
    expect(reads).toEqual({ blog: 2, catalogue: 3 });
  });

  it("keeps a private data set's answers apart, and its writes drop only its own", async () => {
    const context = contextWithCache();
    const mine = { clock: createClock('2026-11-22T00:00:00.000Z') } as unknown as Store;
    let reads = 0;
    const read = () => Promise.resolve({ reads: (reads += 1) });
    await send(context, catalogue, read);
    const first = await send(context, catalogue, read, { 'x-mock-session': 'mine' }, mine);
    expect(text(first?.body)).toEqual({ reads: 2 });
    expect(text((await send(context, catalogue, read, {}, mine))?.body)).toEqual({ reads: 2 });

    await send(context, comment, () => Promise.resolve({ ok: true }), {}, mine);
    expect(text((await send(context, catalogue, read, {}, mine))?.body)).toEqual({ reads: 3 });
    expect(text((await send(context, catalogue, read))?.body)).toEqual({ reads: 1 });
  });

  it('keeps nothing a token or a profile asked for', async () => {
    const context = contextWithCache();
    let reads = 0;
    const read = () => Promise.resolve({ reads: (reads += 1) });
    for (const header of ['authorization', 'x-mock-profile']) {
      const reply = await send(context, blog, read, { [header]: 'x' });
      expect(reply?.headers.etag).toBeUndefined();
    }
    expect(reads).toBe(2);
  });
});
