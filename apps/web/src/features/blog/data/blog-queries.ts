import { queryOptions } from '@tanstack/react-query';

import type { Article, BlogListReply } from '@formation/contract';

import { expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';

import { relatedArticlesOf } from './article-selection';

/** Articles per page of the blog list (product rules 9 leaves the page size open). */
export const BLOG_PAGE_SIZE = 6;
/** Related articles shown under an article. */
export const RELATED_COUNT = 3;

/**
 * Every article the list call gives at page 1 (product rules 9: up to 1000, as the global search reads them):
 * the list page, its categories and the related articles are all cut from it on the client.
 */
export const BLOG_FETCH_LIMIT = 1000;

/** Product rules 7: the list is under `results` or `data`. */
export function articlesOf(reply: BlogListReply): Article[] {
  return reply.results ?? reply.data ?? [];
}

export function allArticlesQuery() {
  return queryOptions({
    queryKey: ['blog', 'all'],
    queryFn: async () =>
      articlesOf(
        expectStatus(await api.blog.list({ query: { page: 1, limit: BLOG_FETCH_LIMIT } }), 200).body,
      ),
  });
}

export function articleQuery(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'article', slug],
    queryFn: async () => expectStatus(await api.blog.bySlug({ params: { slug } }), 200).body,
  });
}

/** Up to three other articles, those of the same category first. */
export function relatedArticlesQuery(article: Article) {
  return queryOptions({
    ...allArticlesQuery(),
    select: (all: Article[]) => relatedArticlesOf(all, article, RELATED_COUNT),
  });
}
