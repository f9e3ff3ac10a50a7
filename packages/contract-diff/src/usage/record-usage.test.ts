import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ConsumerUsage } from '../change.js';
import { routeOperationKey } from '../model/api.js';
import { isConsumerSource } from './consumer-files.js';
import { recordUsage } from './record-usage.js';

const fixtureProject = fileURLToPath(new URL('fixtures/tsconfig.json', import.meta.url));

const fixture = { project: fixtureProject, consumer: 'books', contractModule: './contract/index.js' };

describe('recordUsage on the fixture', () => {
  let usage: ConsumerUsage;
  beforeAll(() => {
    usage = recordUsage(fixture);
  }, 60_000);

  it('records the operations called and the fields read, and nothing else', () => {
    // A field is read whatever answer it came from: BookSchema's fields read in one answer count in
    // the other, and the error body, written whole once (a 404), in every status it answers.
    // `price` and `id` are read in the library the consumer imports, `id` through its own interface.
    const error = ['code', 'message'];
    const books = ['author', 'author.name', 'id', 'price', 'tags', 'tags[].label'];
    expect(usage).toEqual({
      consumer: 'books',
      operations: {
        'DELETE /books/{id}': { answers: { 500: error } },
        'GET /books': {
          answers: {
            200: ['items', ...books.map((path) => `items[].${path}`), 'items[].title', 'total'].sort(),
            500: error,
          },
        },
        'GET /books/{id}': {
          answers: { 200: [...books, 'title'].sort(), 404: error, 500: error },
        },
        // A spread reads the body's own fields, not trend.slope.
        'GET /books/{id}/stats': { answers: { 200: ['likes', 'trend', 'views'], 500: error } },
        // Called; its text body has no fields.
        'GET /reports/export': { answers: { 500: error } },
      },
    } satisfies ConsumerUsage);
  });

  it('leaves out what only a script calls or reads', () => {
    expect(Object.keys(usage.operations)).not.toContain('GET /authors/{authorId}');
    expect(usage.operations['GET /books/{id}']?.answers['200']).not.toContain('isbn');
  });

  it('counts what the filter lets in', () => {
    const everything = recordUsage({ ...fixture, includeFile: () => true });
    expect(everything.operations['GET /authors/{authorId}']?.answers['200']).toContain('email');
    expect(everything.operations['GET /books/{id}']?.answers['200']).toContain('isbn');
  }, 60_000);

  it('counts what an imported library reads, unless told not to', () => {
    const ownOnly = recordUsage({ ...fixture, followImports: false });
    expect(ownOnly.operations['GET /books/{id}']?.answers['200']).toEqual([
      'author',
      'author.name',
      'tags',
      'tags[].label',
      'title',
    ]);
  }, 60_000);
});

describe('the default filter and the operation names', () => {
  it('keeps the source, not tests, helpers, suites, demos, scripts or configuration', () => {
    expect(isConsumerSource('src/features/home/latest-news.tsx')).toBe(true);
    for (const path of [
      'src/app/site-pages.test.ts',
      'src/testing/test-course.ts',
      'src/features/blog/testing/blog-fixtures.ts',
      'e2e/catalogue.spec.ts',
      'e2e-demo/tour.ts',
      'demo/main.tsx',
      'scripts/prerender.ts',
      'vite.config.ts',
      'src/vite-env.d.ts',
    ]) {
      expect(isConsumerSource(path), path).toBe(false);
    }
  });

  it('writes the path parameters as OpenAPI does', () => {
    expect(routeOperationKey('get', '/courses/:id/related')).toBe('GET /courses/{id}/related');
  });
});
