import { describe, expect, it } from 'vitest';

import { categoryById } from '@/features/blog/blog-categories';
import { article } from '@/features/blog/testing/blog-fixtures';

import { articlePageOf, categoriesIn, relatedArticlesOf } from './article-selection';

const cyber = [1, 2, 3].map((id) => article(id));
const leaders = [4, 5].map((id) => article(id, { category: 'Leadership et management' }));
const bare = article(6, { category: undefined });

describe('the blog cut on the client', () => {
  it('pages a category; a page beyond the last is empty', () => {
    const all = [...cyber, ...leaders, bare];
    expect(articlePageOf(all, categoryById('leadership'), 1, 6)).toEqual({
      articles: leaders,
      total: 2,
      page: 1,
      totalPages: 1,
    });
    expect(articlePageOf(all, undefined, 2, 4)).toMatchObject({ articles: [leaders[1], bare], page: 2 });
    expect(articlePageOf(all, undefined, 9, 4)).toMatchObject({ articles: [], page: 9, totalPages: 2 });
    expect(articlePageOf([], undefined, 1, 4)).toEqual({ articles: [], total: 0, page: 1, totalPages: 1 });
  });

  it('offers the categories the articles carry, in the blog’s order, and none when they carry none', () => {
    expect(categoriesIn([...leaders, ...cyber]).map((c) => c.id)).toEqual(['cybersecurity', 'leadership']);
    expect(categoriesIn([bare])).toEqual([]);
  });

  it('relates the same category first, then the newest others, never the article itself', () => {
    const all = [leaders[0]!, ...cyber, leaders[1]!, bare];
    expect(relatedArticlesOf(all, cyber[0]!, 3).map((a) => a.id)).toEqual([2, 3, 4]);
    expect(relatedArticlesOf(all, bare, 3).map((a) => a.id)).toEqual([4, 1, 2]);
  });
});
