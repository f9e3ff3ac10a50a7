import {
  SEARCH_ITEM_TYPES,
  type Article,
  type CatalogueEntry,
  type CourseReceived,
  type PageEntry,
  type SearchItem,
} from '@formation/contract';

import { truncateDescription } from './duration-badge';
import { isSearchableQuery, normaliseForSearch, SEARCH_MAX_RESULTS } from './search-match';

export type SearchItemType = SearchItem['type'];

/** Product rules 2 (global search): results are shown grouped by type, in this order. */
export const SEARCH_TYPE_ORDER: readonly SearchItemType[] = SEARCH_ITEM_TYPES;

/** Product rules 9: the blog source of the global search pulls up to 1000 articles, page 1. */
export const SEARCH_ARTICLES_LIMIT = 1000;

/** A search item and the further words it is found by (tags, a category, a title in French). */
export interface IndexedSearchItem {
  item: SearchItem;
  keywords: readonly string[];
}

/** Where each kind of result leads: the site owns its routes, the domain only builds the items. */
export interface SearchUrls {
  course: (slug: string) => string;
  article: (slug: string) => string;
}

const DEFAULT_COURSE_BADGE = 'Formation';
const DEFAULT_ARTICLE_BADGE = 'Blog';

function nonEmpty(text: string | null | undefined): string | undefined {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * A published course as a search result: its category is the badge (product rules 3: default 'Formation').
 */
export function courseSearchItem(course: CourseReceived, urls: SearchUrls): IndexedSearchItem {
  const category = nonEmpty(course.category) ?? DEFAULT_COURSE_BADGE;
  return {
    item: {
      id: `course-${String(course.id)}`,
      title: course.title,
      type: 'course',
      description: truncateDescription(course.description),
      url: urls.course(course.slug),
      badge: category,
    },
    keywords: [course.description, category, course.type, course.location],
  };
}

/** An article as a search result: its excerpt (else its description) describes it. */
export function articleSearchItem(article: Article, urls: SearchUrls): IndexedSearchItem {
  const category = nonEmpty(article.category) ?? DEFAULT_ARTICLE_BADGE;
  return {
    item: {
      id: `article-${String(article.id)}`,
      title: article.title,
      type: 'article',
      description: truncateDescription(nonEmpty(article.excerpt) ?? article.description),
      url: urls.article(article.slug),
      badge: category,
    },
    keywords: [article.excerpt, article.description, category, ...(article.tags ?? [])],
  };
}

/** A static page of the site as a search result (product rules 3, Page entry). */
export function pageSearchItem(page: PageEntry): IndexedSearchItem {
  return {
    item: {
      id: `page-${page.id}`,
      title: page.title,
      type: 'page',
      description: truncateDescription(page.description),
      url: page.href,
      badge: page.category,
    },
    keywords: [page.description, page.category],
  };
}

/** What the global search needs of a built-in catalogue entry (product rules 3). */
export type TrainingSearchEntry = Pick<
  CatalogueEntry,
  'id' | 'name' | 'category' | 'href' | 'shortDescription'
>;

/**
 * A programme of the built-in catalogue as a search result. `alsoKnownAs` holds its name in other
 * languages, so a French title is found from the Arabic or English interface too.
 */
export function trainingSearchItem(
  entry: TrainingSearchEntry,
  alsoKnownAs: readonly string[] = [],
): IndexedSearchItem {
  return {
    item: {
      id: `training-${entry.id}`,
      title: entry.name,
      type: 'training',
      description: truncateDescription(entry.shortDescription),
      url: entry.href,
      badge: entry.category,
    },
    keywords: [entry.shortDescription, entry.category, ...alsoKnownAs],
  };
}

interface PreparedEntry {
  item: SearchItem;
  title: string;
  /** The other folded texts, one per line: folding turns every white space into ' ', so no word or
   * phrase of a query holds a line break and none can match across two texts. */
  others: string;
  /** The title and the other texts, one per line. */
  all: string;
}

/** An index whose texts are already folded (accents, case, spaces): folding once, not per query. */
export interface PreparedSearchIndex {
  readonly entries: readonly PreparedEntry[];
}

/** Folds every searched text of the index once; search it as often as needed with `searchPrepared`. */
export function prepareSearchIndex(index: readonly IndexedSearchItem[]): PreparedSearchIndex {
  return {
    entries: index.map((entry) => {
      const title = normaliseForSearch(entry.item.title);
      const others = entry.keywords
        .map(normaliseForSearch)
        .filter((text) => text !== '')
        .join(LINE);
      return { item: entry.item, title, others, all: `${title}${LINE}${others}` };
    }),
  };
}

const LINE = '\n';

// The ranking of `searchItems` (search-match.ts), on folded texts. Lower is better; undefined: no match.
function rankOf(phrase: string, words: readonly string[], entry: PreparedEntry): number | undefined {
  const { title, others, all } = entry;
  if (title === phrase) return 0;
  if (title.startsWith(phrase)) return 1;
  if (title.includes(phrase)) return 2;
  if (words.every((word) => title.includes(word))) return 3;
  if (others.includes(phrase)) return 4;
  if (words.every((word) => all.includes(word))) return 5;
  return undefined;
}

/**
 * The product rules' search over every source at once: the matching rule of section 5 (every word in some
 * field, or the whole phrase in one), ranked as `searchItems` ranks (exact title, title start, title
 * containing the phrase, every word in the title, phrase elsewhere, words spread), ties in index order,
 * at most 12 results (product rules 9).
 */
export function searchPrepared(
  prepared: PreparedSearchIndex,
  query: string | null | undefined,
  limit: number = SEARCH_MAX_RESULTS,
): SearchItem[] {
  if (!isSearchableQuery(query)) return [];
  const cap = Number.isNaN(limit) ? SEARCH_MAX_RESULTS : Math.max(0, Math.floor(limit));
  if (cap === 0) return [];
  const phrase = normaliseForSearch(query);
  const words = [...new Set(phrase.split(' ').filter((word) => word !== ''))];
  const ranked: { item: SearchItem; rank: number; index: number }[] = [];
  prepared.entries.forEach((entry, index) => {
    const rank = rankOf(phrase, words, entry);
    if (rank !== undefined) ranked.push({ item: entry.item, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, cap).map((entry) => entry.item);
}

/** Prepares and searches in one go (for a single query; prepare once to search many times). */
export function searchIndex(
  index: readonly IndexedSearchItem[],
  query: string | null | undefined,
  limit: number = SEARCH_MAX_RESULTS,
): SearchItem[] {
  return searchPrepared(prepareSearchIndex(index), query, limit);
}

export interface SearchResultGroup {
  type: SearchItemType;
  items: SearchItem[];
}

/**
 * Results grouped by type in the order course, article, page, training; a type without results has
 * no group, and each group keeps the ranking order.
 */
export function groupSearchResults(results: readonly SearchItem[]): SearchResultGroup[] {
  return SEARCH_TYPE_ORDER.map((type) => ({
    type,
    items: results.filter((item) => item.type === type),
  })).filter((group) => group.items.length > 0);
}
