import { count, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/database';
import { articles } from '../db/schema';
import { preparedPer } from './prepared';

export type ArticleRow = typeof articles.$inferSelect;

const bySlug = preparedPer((db) =>
  db
    .select()
    .from(articles)
    .where(eq(articles.slug, sql.placeholder('slug')))
    .prepare(),
);

export function findArticleBySlug(db: Db, slug: string): ArticleRow | undefined {
  return bySlug(db).get({ slug });
}

/** One page of the articles, newest first, and how many there are (of one category, when given). */
export function articlePage(
  db: Db,
  { category, limit, offset }: { category: string | undefined; limit: number; offset: number },
): { total: number; rows: ArticleRow[] } {
  const where = category === undefined ? undefined : eq(articles.category, category);
  const total = db.select({ n: count() }).from(articles).where(where).get()?.n ?? 0;
  const rows = db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
    .offset(offset)
    .all();
  return { total, rows };
}

/** The newest articles, at most `limit`. */
export function newestArticles(db: Db, limit: number): ArticleRow[] {
  return db.select().from(articles).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(limit).all();
}
