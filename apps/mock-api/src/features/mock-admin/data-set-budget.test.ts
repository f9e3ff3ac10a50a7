import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorBodySchema, type BlogListReply } from '@formation/contract';

import type { MockServer } from '../../fastify/fastify-app';
import { buildTestApp } from '../../testing/test-app';

type Row = Record<string, unknown>;

const MIB = 1024 * 1024;
let app: MockServer;
let seed: Record<string, unknown>;

beforeAll(async () => {
  app = await buildTestApp({ MOCK_SESSION_MAX_BYTES: String(4 * MIB) });
  seed = (await app.inject({ method: 'GET', url: '/__mock/export' })).json();
});
afterAll(() => app.close());

/** The seed's files with `count` more articles of 20 KB each: about `count` × 20 KB more database. */
function withArticles(count: number): Record<string, unknown> {
  const [article] = seed['articles.json'] as Row[];
  const articles = Array.from({ length: count }, (_, i) => ({
    ...article,
    id: 10_000 + i,
    slug: `lest-${String(i)}`,
    content: `${String(i)} `.padEnd(20 * 1024, 'x'),
  }));
  const manifest = seed['manifest.json'] as { counts: Record<string, number> };
  const rows = [...(seed['articles.json'] as Row[]), ...articles];
  return {
    ...seed,
    'manifest.json': { ...manifest, counts: { ...manifest.counts, 'articles.json': rows.length } },
    'articles.json': rows,
  };
}

const load = (dataSet: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/__mock/data-set', headers: { 'x-mock-session': dataSet }, payload });
const articleCount = async (dataSet: string): Promise<number> => {
  const headers = { 'x-mock-session': dataSet };
  const { total } = (
    await app.inject({ method: 'GET', url: '/blog?limit=1', headers })
  ).json<BlogListReply>();
  if (total === undefined) throw new Error('no total of articles');
  return total;
};

describe('private data sets within a byte budget (MOCK_SESSION_MAX_BYTES)', () => {
  it('drops the least recently used data sets when loads would take more than the budget', async () => {
    const seeded = await articleCount('qa-1');
    const large = withArticles(60);
    for (const dataSet of ['qa-1', 'qa-2', 'qa-3']) expect((await load(dataSet, large)).statusCode).toBe(200);
    // Three loads of about 1.7 MB each: the first went, and comes back as a fresh copy of the seed.
    expect(await articleCount('qa-3')).toBe(seeded + 60);
    expect(await articleCount('qa-2')).toBe(seeded + 60);
    expect(await articleCount('qa-1')).toBe(seeded);
  });

  it('refuses a load larger than the whole budget with a 413, and the data set keeps what it had', async () => {
    const seeded = await articleCount('qa-huge');
    const refused = await load('qa-huge', withArticles(240));
    expect(refused.statusCode).toBe(413);
    const body = ErrorBodySchema.parse(refused.json());
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.message).toMatch(/^The data set would take \d+\.\d MiB once loaded, more than the 4\.0 MiB/);
    expect(await articleCount('qa-huge')).toBe(seeded);
  });

  it('leaves the shared data set, kept in its file, out of the budget', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/__mock/data-set', payload: withArticles(240) })).statusCode,
    ).toBe(200);
  });
});
