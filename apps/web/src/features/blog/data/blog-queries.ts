import type { Article, BlogListReply } from '@formation/contract';
import { queryOptions } from '@tanstack/react-query';
import { expectStatus } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';

/** Articles per page of the blog list (spec 9 leaves the page size open). */
export const BLOG_PAGE_SIZE = 6;
/** Related articles shown under an article. */
export const RELATED_COUNT = 3;

export interface ArticlePage {
  articles: Article[];
  total: number;
  page: number;
  totalPages: number;
}

/** Spec 7: the list is under `results` or `data`; the paging figures may be missing. */
export function toArticlePage(reply: BlogListReply, page: number, limit: number): ArticlePage {
  const articles = reply.results ?? reply.data ?? [];
  const total = reply.total ?? (page - 1) * limit + articles.length;
  return {
    articles,
    total,
    page: reply.page ?? page,
    totalPages: reply.totalPages ?? Math.max(1, Math.ceil(total / limit)),
  };
}

export function blogListQuery(page: number, category: string | undefined) {
  return queryOptions({
    queryKey: ['blog', 'list', { page, category: category ?? null, limit: BLOG_PAGE_SIZE }],
    queryFn: async () => {
      const query = { page, limit: BLOG_PAGE_SIZE, ...(category === undefined ? {} : { category }) };
      return toArticlePage(expectStatus(await api.blog.list({ query }), 200).body, page, BLOG_PAGE_SIZE);
    },
  });
}

export function articleQuery(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'article', slug],
    queryFn: async () => expectStatus(await api.blog.bySlug({ params: { slug } }), 200).body,
  });
}

/** Up to three other articles of the same category (the latest ones when it has no category). */
export function relatedArticlesQuery(article: Pick<Article, 'slug' | 'category'>) {
  const category = article.category;
  return queryOptions({
    queryKey: ['blog', 'related', article.slug, category ?? null],
    queryFn: async () => {
      const query = { page: 1, limit: RELATED_COUNT + 1, ...(category === undefined ? {} : { category }) };
      const { articles } = toArticlePage(
        expectStatus(await api.blog.list({ query }), 200).body,
        1,
        RELATED_COUNT + 1,
      );
      return articles.filter((other) => other.slug !== article.slug).slice(0, RELATED_COUNT);
    },
  });
}
