import {
  articleSearchItem,
  courseSearchItem,
  pageSearchItem,
  SEARCH_ARTICLES_LIMIT,
  type IndexedSearchItem,
  type SearchUrls,
} from '@formation/domain';

import { paths } from '@/config/paths';
import { expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import type { CategorySlug } from '@/shared/site/catalogue-categories';

import { loadCatalogueSearchItems } from './built-in-catalogue';

const URLS: SearchUrls = { course: paths.session, article: paths.article };

/**
 * Product rules 7: a source that fails gives an empty list and is only logged, so the other sources still
 * answer.
 */
async function orEmpty(
  source: string,
  load: () => Promise<IndexedSearchItem[]>,
): Promise<IndexedSearchItem[]> {
  try {
    return await load();
  } catch (error) {
    console.warn(`Global search: the ${source} could not be loaded`, error);
    return [];
  }
}

/**
 * What the global search looks through (product rules 7): published courses, up to 1000 articles (page 1) and
 * the static pages, asked for in parallel.
 */
export async function loadSearchSources(): Promise<IndexedSearchItem[]> {
  const [courses, articles, pages] = await Promise.all([
    orEmpty('courses', async () => {
      const { body } = expectStatus(await api.courses.list({ query: { status: 'PUBLISHED' } }), 200);
      return body
        .filter((course) => (course.status ?? 'PUBLISHED') === 'PUBLISHED')
        .map((c) => courseSearchItem(c, URLS));
    }),
    orEmpty('articles', async () => {
      const { body } = expectStatus(
        await api.blog.list({ query: { limit: SEARCH_ARTICLES_LIMIT, page: 1 } }),
        200,
      );
      return (body.results ?? body.data ?? []).map((article) => articleSearchItem(article, URLS));
    }),
    orEmpty('pages', async () => {
      const { body } = expectStatus(await api.search.index(), 200);
      return body.pages.map(pageSearchItem);
    }),
  ]);
  return [...courses, ...articles, ...pages];
}

/** The built-in catalogue in the visitor's language: a source like the others (empty on failure). */
export function loadCatalogueSource(
  language: string,
  categoryLabel: (category: CategorySlug) => string,
): Promise<IndexedSearchItem[]> {
  return orEmpty('built-in catalogue', () => loadCatalogueSearchItems(language, categoryLabel));
}
