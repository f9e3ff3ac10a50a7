import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SearchIndexSchema } from '@formation/contract';

import { buildContractTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildContractTestApp();
});
afterAll(() => app.close());

describe('GET /search/index', () => {
  it('holds the published courses, the articles and the static pages', async () => {
    const index = SearchIndexSchema.parse((await app.inject({ method: 'GET', url: '/search/index' })).json());
    expect(index.courses.length).toBeGreaterThanOrEqual(60);
    expect(index.courses.every((c) => c.status === 'PUBLISHED')).toBe(true);
    expect(index.articles.length).toBeGreaterThanOrEqual(12);
    expect(index.pages.map((p) => p.href)).toEqual(
      expect.arrayContaining(['/sessions', '/contact', '/blog']),
    );
  });
});
