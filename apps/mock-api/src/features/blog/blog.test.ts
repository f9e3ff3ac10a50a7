import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ArticleSchema, BlogListReplySchema } from '@formation/contract';

import { buildContractTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());

describe('GET /blog', () => {
  it('pages the articles newest first, under results, with the totals', async () => {
    const res = await app.inject({ method: 'GET', url: '/blog?limit=5&page=1' });
    const body = BlogListReplySchema.parse(res.json());
    expect(body.results).toHaveLength(5);
    expect(body.total).toBeGreaterThanOrEqual(12);
    expect(body.totalPages).toBe(Math.ceil((body.total ?? 0) / 5));
    const dates = (body.results ?? []).map((a) => a.publishedAt ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives up to 1000 articles on page 1 (the global search asks so)', async () => {
    const body = BlogListReplySchema.parse(
      (await app.inject({ method: 'GET', url: '/blog?limit=1000&page=1' })).json(),
    );
    expect(body.results?.length).toBe(body.total);
  });

  it('answers an empty page past the end, and 400 for a limit above 1000', async () => {
    const past = BlogListReplySchema.parse(
      (await app.inject({ method: 'GET', url: '/blog?page=999' })).json(),
    );
    expect(past.results).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/blog?limit=1001' })).statusCode).toBe(400);
  });
});

describe('GET /blog/:slug and /blog/slug/:slug', () => {
  it('answers the same article under both shapes', async () => {
    const [first] =
      BlogListReplySchema.parse((await app.inject({ method: 'GET', url: '/blog' })).json()).results ?? [];
    const a = await app.inject({ method: 'GET', url: `/blog/${String(first?.slug)}` });
    const b = await app.inject({ method: 'GET', url: `/blog/slug/${String(first?.slug)}` });
    expect(ArticleSchema.parse(a.json()).content.length).toBeGreaterThan(1000);
    expect(b.body).toBe(a.body);
  });

  it('answers 404 for an unknown article', async () => {
    const res = await app.inject({ method: 'GET', url: '/blog/article-inconnu' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Article not found' });
  });
});
