import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import type { Call } from '../../core/call';
import { feature } from '../../core/handlers';
import { articlePage, findArticleBySlug } from '../../repositories/articles.repository';
import { toArticle } from '../../views/article.view';

function bySlug(call: Call, slug: string) {
  const row = findArticleBySlug(call.store.db, slug);
  if (row === undefined) throw notFound('Article');
  return { status: 200 as const, body: toArticle(row) };
}

export const blogFeature = feature(
  contract.blog,
  {
    list: async ({ query, call }) => {
      // The real API accepts category and does not use it (product rules 7); only our full profile filters.
      const category = call.profile === 'spec' ? undefined : query.category;
      const { total, rows } = articlePage(call.store.db, {
        category,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        status: 200,
        body: {
          results: rows.map(toArticle),
          total,
          page: query.page,
          limit: query.limit,
          totalPages: Math.ceil(total / query.limit),
        },
      };
    },
    bySlug: async ({ params, call }) => bySlug(call, params.slug),
    bySlugShape: async ({ params, call }) => bySlug(call, params.slug),
  },
  {
    facts: {
      list: { shows: ['blog'] },
      bySlug: { shows: ['blog'], failures: { 404: () => notFound('Article') } },
      bySlugShape: { shows: ['blog'], failures: { 404: () => notFound('Article') } },
    },
  },
);
