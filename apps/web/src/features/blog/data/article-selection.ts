import type { Article } from '@formation/contract';

import { BLOG_CATEGORIES, type BlogCategory } from '@/features/blog/blog-categories';

export interface ArticlePage {
  articles: Article[];
  total: number;
  page: number;
  totalPages: number;
}

/**
 * One page of the articles of a category, cut on the client: the real API accepts `category` but
 * does not filter on it (product rules 7), so the site never relies on the server to.
 */
export function articlePageOf(
  all: readonly Article[],
  category: BlogCategory | undefined,
  page: number,
  pageSize: number,
): ArticlePage {
  const chosen = category === undefined ? all : all.filter((article) => article.category === category.value);
  return {
    articles: chosen.slice((page - 1) * pageSize, page * pageSize),
    total: chosen.length,
    page,
    totalPages: Math.max(1, Math.ceil(chosen.length / pageSize)),
  };
}

/** The blog's categories some article carries, in the blog's order: none when articles carry none. */
export function categoriesIn(all: readonly Article[]): BlogCategory[] {
  const present = new Set(all.map((article) => article.category));
  return BLOG_CATEGORIES.filter((category) => present.has(category.value));
}

/**
 * Up to `count` other articles: those of the same category first, then the others, each group in the
 * order the list gave (the newest first), so an article without a category still has neighbours.
 */
export function relatedArticlesOf(all: readonly Article[], article: Article, count: number): Article[] {
  const others = all.filter((other) => other.slug !== article.slug);
  const sameCategory = (other: Article) =>
    article.category !== undefined && article.category !== '' && other.category === article.category;
  return [...others.filter(sameCategory), ...others.filter((other) => !sameCategory(other))].slice(0, count);
}
