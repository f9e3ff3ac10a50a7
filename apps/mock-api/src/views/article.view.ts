import type { Article } from '@formation/contract';

import type { articles } from '../db/schema';

export type ArticleRow = typeof articles.$inferSelect;

export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    description: row.description,
    content: row.content,
    category: row.category,
    author: row.author,
    image: row.image,
    tags: row.tags,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  };
}
