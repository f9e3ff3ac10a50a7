import { describe, expect, it } from 'vitest';

import { AnswerCache } from './answer-cache';

const bytes = (n: number) => new Uint8Array(n);

describe('AnswerCache', () => {
  it('keeps answers within its byte budget, the oldest making room, and none larger than the budget', () => {
    const cache = new AnswerCache(10);
    const now = cache.generationOf(['courses']);
    cache.keep('a', ['courses'], bytes(4), now);
    cache.keep('b', ['courses'], bytes(4), now);
    expect(cache.get('a')).toBeDefined();
    cache.keep('c', ['courses'], bytes(4), now);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    const huge = cache.keep('d', ['courses'], bytes(11), now);
    expect(huge.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(cache.get('d')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
  });

  it('frees the bytes of the answers a write drops', () => {
    const cache = new AnswerCache(10);
    cache.keep('list', ['courses'], bytes(6), cache.generationOf(['courses']));
    cache.keep('blog', ['blog'], bytes(4), cache.generationOf(['blog']));
    cache.invalidate(['courses']);
    cache.keep('again', ['courses'], bytes(6), cache.generationOf(['courses']));
    expect(cache.get('blog')).toBeDefined();
    expect(cache.get('again')).toBeDefined();
  });

  it("drops, on a write about one subject, that subject's answers and those about everything, not another's", () => {
    const cache = new AnswerCache(100);
    const now = cache.generationOf(['courses']);
    cache.keep('list', ['courses'], bytes(1), now);
    cache.keep('one', ['courses'], bytes(1), now, 'course 1');
    cache.keep('two', ['courses'], bytes(1), now, 'course 2');
    cache.keep('blog', ['blog'], bytes(1), cache.generationOf(['blog']));
    cache.invalidate(['courses'], 'course 1');
    expect(['list', 'one', 'two', 'blog'].filter((key) => cache.get(key) !== undefined)).toEqual([
      'two',
      'blog',
    ]);
    // A write that names no subject drops every answer of its topics.
    cache.invalidate(['courses']);
    expect(cache.get('two')).toBeUndefined();
    expect(cache.get('blog')).toBeDefined();
  });

  it('gives each kept answer an ETag of its own', () => {
    const first = new AnswerCache(100);
    const second = new AnswerCache(100);
    const tags = [
      first.keep('a', ['blog'], bytes(1), first.generationOf(['blog'])).etag,
      first.keep('b', ['blog'], bytes(1), first.generationOf(['blog'])).etag,
      second.keep('a', ['blog'], bytes(1), second.generationOf(['blog'])).etag,
    ];
    expect(new Set(tags).size).toBe(3);
  });
});
