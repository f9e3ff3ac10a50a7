import { count, desc, eq } from 'drizzle-orm';

import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import type { Call } from '../../core/call';
import { feature } from '../../core/handlers';
import { articles } from '../../db/schema';
import { toArticle } from '../../views/article.view';

function bySlug(call: Call, slug: string) {
  const row = call.store.db.select().from(articles).where(eq(articles.slug, slug)).get();
  if (row === undefined) throw notFound('Article');
  return { status: 200 as const, body: toArticle(row) };
}

export const blogFeature = feature(contract.blog, {
  list: async ({ query, call }) => {
    const { db } = call.store;
    // The real API accepts category and does not use it (product rules 7); only our full profile filters.
    const category = call.profile === 'spec' ? undefined : query.category;
    const where = category === undefined ? undefined : eq(articles.category, category);
    const total = db.select({ n: count() }).from(articles).where(where).get()?.n ?? 0;
    const rows = db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .all();
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
});
