import { contract } from '@formation/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../api-error';
import { storeOf } from '../../context';
import { articles } from '../../db/schema';
import { mountRouter, s } from '../../plugins/mount-router';
import { toArticle } from '../../views/article.view';
import { profileOf } from '../../profiles/mock-profile';

function bySlug(request: FastifyRequest, slug: string) {
  const row = storeOf(request).db.select().from(articles).where(eq(articles.slug, slug)).get();
  if (row === undefined) throw notFound('Article');
  return { status: 200 as const, body: toArticle(row) };
}

const router = s.router(contract.blog, {
  list: async ({ query, request }) => {
    const { db } = storeOf(request);
    // The real API accepts category and does not use it (spec 7); only our full profile filters.
    const category = profileOf(request) === 'spec' ? undefined : query.category;
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
  bySlug: async ({ params, request }) => bySlug(request, params.slug),
  bySlugShape: async ({ params, request }) => bySlug(request, params.slug),
});

export function registerBlog(app: FastifyInstance): void {
  mountRouter(app, contract.blog, router);
}
