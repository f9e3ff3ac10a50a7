import { describe, expect, it } from 'vitest';

import { createClock } from '../../clock';
import type { MockHost } from '../call';
import { AnswerCache } from './answer-cache';
import { Exchange, type PipelineContext } from './exchange';
import { keepPublicReads } from './keep-public-reads';
import { createRouteTable, type Operation } from './route-table';

const blog: Operation = { method: 'GET', pattern: '/blog', variants: [] };
const write: Operation = { method: 'POST', pattern: '/comments', variants: [] };

function contextWithCache(): PipelineContext {
  const host = {
    config: { MOCK_PROFILE: 'full' },
    store: { clock: createClock('2026-11-22T00:00:00.000Z') },
  } as unknown as MockHost;
  return { host, table: createRouteTable([]), cache: new AnswerCache() };
}

/** One request through the step, the handler after it answering `answer()`. */
async function send(
  context: PipelineContext,
  operation: Operation,
  answer: () => Promise<unknown>,
  headers: Record<string, string> = {},
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
  await keepPublicReads.run(exchange, async () => {
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
    const slowRead = send(context, blog, async () => {
      const seen = value;
      await gate;
      return { value: seen };
    });
    await send(context, write, () => {
      value = 'after';
      return Promise.resolve({ ok: true });
    });
    release();
    expect(text((await slowRead)?.body)).toEqual({ value: 'before' });
    expect(text((await send(context, blog, () => Promise.resolve({ value })))?.body)).toEqual({
      value: 'after',
    });
  });

  it('keeps nothing a token, a private data set or a profile asked for', async () => {
    const context = contextWithCache();
    let reads = 0;
    const read = () => Promise.resolve({ reads: (reads += 1) });
    for (const header of ['authorization', 'x-mock-session', 'x-mock-profile']) {
      const reply = await send(context, blog, read, { [header]: 'x' });
      expect(reply?.headers.etag).toBeUndefined();
    }
    expect(reads).toBe(3);
  });
});
