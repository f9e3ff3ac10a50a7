// Product rules 9: search runs from 2 characters, 200 ms debounce, at most 12 results,
// at most 5 recent searches stored locally under a recent-searches key.
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_RESULTS = 12;
export const SEARCH_DEBOUNCE_MS = 200;
export const RECENT_SEARCHES_MAX = 5;
export const RECENT_SEARCHES_STORAGE_KEY = 'recent-searches';

const COMBINING_MARKS = /\p{M}/gu;
// The tatweel only stretches Arabic letters for layout: 'عـربي' and 'عربي' are the same word.
const TATWEEL = /\u0640/g;
// Lower-casing turns a word-final capital sigma into 'ς' but a lone one into 'σ'; folding both to 'σ'
// keeps the result independent of context, which highlightParts relies on when it folds letter by letter.
const FINAL_SIGMA = /ς/g;
const WHITESPACE_RUN = /\s+/gu;

// Folding must give the same result letter by letter as on a whole string, so that highlightParts can map
// folded positions back to the original text. Lower-casing first lets NFD split letters such as 'İ'.
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(FINAL_SIGMA, 'σ')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(TATWEEL, '');
}

/**
 * Accent-, case- and space-insensitive form of a text: 'securite' finds 'Sécurité', and Arabic
 * harakat (combining marks) are dropped so vowelled and unvowelled spellings meet.
 */
export function normaliseForSearch(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  return fold(text).replace(WHITESPACE_RUN, ' ').trim();
}

function codePointLength(text: string): number {
  return Array.from(text).length;
}

/**
 * Whether a query is long enough to run. Length is counted on the normalised query, in code points, so a
 * lone letter carrying a decomposed accent or a haraka still counts as one character.
 */
export function isSearchableQuery(query: string | null | undefined): boolean {
  return codePointLength(normaliseForSearch(query)) >= SEARCH_MIN_LENGTH;
}

function queryWords(phrase: string): string[] {
  return [...new Set(phrase.split(' ').filter((word) => word !== ''))];
}

/**
 * Product rules 5: every word of the query must appear in a searched field (each word may sit in a
 * different field), or the whole phrase must appear in one field. Queries under 2 characters never match.
 */
export function matchesQuery(
  query: string | null | undefined,
  fields: readonly (string | null | undefined)[],
): boolean {
  if (!isSearchableQuery(query)) return false;
  const phrase = normaliseForSearch(query);
  const haystacks = fields.map(normaliseForSearch).filter((field) => field !== '');
  if (haystacks.some((field) => field.includes(phrase))) return true;
  return queryWords(phrase).every((word) => haystacks.some((field) => field.includes(word)));
}

export interface SearchFields {
  title: string;
  others: readonly (string | null | undefined)[];
}

// Lower is better. Undefined means the item does not match at all.
function rankOf(phrase: string, words: readonly string[], fields: SearchFields): number | undefined {
  const title = normaliseForSearch(fields.title);
  if (title === phrase) return 0;
  if (title.startsWith(phrase)) return 1;
  if (title.includes(phrase)) return 2;
  if (words.every((word) => title.includes(word))) return 3;
  const others = fields.others.map(normaliseForSearch).filter((field) => field !== '');
  if (others.some((field) => field.includes(phrase))) return 4;
  const all = title === '' ? others : [title, ...others];
  if (words.every((word) => all.some((field) => field.includes(word)))) return 5;
  return undefined;
}

/**
 * Filters items with the search rule and orders them: exact title, title starting with the phrase, title
 * containing it, every word in the title, phrase in another field, words spread across fields. Ties keep
 * the original order. A NaN limit falls back to the default; a negative one gives no results.
 */
export function searchItems<T>(
  items: readonly T[],
  query: string | null | undefined,
  fields: (item: T) => SearchFields,
  limit: number = SEARCH_MAX_RESULTS,
): T[] {
  if (!isSearchableQuery(query)) return [];
  const cap = Number.isNaN(limit) ? SEARCH_MAX_RESULTS : Math.max(0, Math.floor(limit));
  if (cap === 0) return [];
  const phrase = normaliseForSearch(query);
  const words = queryWords(phrase);
  const ranked: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const rank = rankOf(phrase, words, fields(item));
    if (rank !== undefined) ranked.push({ item, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, cap).map((entry) => entry.item);
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * Splits the original text (accents and case kept) into plain and matching parts so the page can wrap
 * matches in <mark> without innerHTML. Parts always join back to the text. Query words shorter than the
 * search minimum are not highlighted: a lone 'a' or 'و' would light up half the page.
 */
export function highlightParts(
  text: string | null | undefined,
  query: string | null | undefined,
): HighlightPart[] {
  if (typeof text !== 'string' || text === '') return [];
  const words = queryWords(normaliseForSearch(query)).filter(
    (word) => codePointLength(word) >= SEARCH_MIN_LENGTH,
  );
  if (words.length === 0) return [{ text, match: false }];

  // Fold one code point at a time and remember, for every folded code unit, which code point it came
  // from: folding changes lengths ('É' is 1 unit, its NFD form 2, and the accent then disappears).
  const starts: number[] = [];
  const foldedEmpty: boolean[] = [];
  const owner: number[] = [];
  let folded = '';
  let offset = 0;
  for (const codePoint of text) {
    const piece = fold(codePoint);
    const index = starts.length;
    starts.push(offset);
    foldedEmpty.push(piece === '');
    for (let unit = 0; unit < piece.length; unit += 1) owner.push(index);
    folded += piece;
    offset += codePoint.length;
  }
  starts.push(offset);

  const hit = starts.slice(0, -1).map(() => false);
  for (const word of words) {
    for (let from = folded.indexOf(word); from !== -1; from = folded.indexOf(word, from + 1)) {
      for (let unit = from; unit < from + word.length; unit += 1) {
        const index = owner[unit];
        if (index !== undefined) hit[index] = true;
      }
    }
  }
  // A code point that folds to nothing (a decomposed accent, a haraka, a tatweel) belongs with the letter
  // before it, so 'e' + U+0301 is marked as a whole.
  for (let index = 1; index < hit.length; index += 1) {
    if (foldedEmpty[index] === true && hit[index - 1] === true) hit[index] = true;
  }

  const parts: HighlightPart[] = [];
  let partStart = 0;
  for (let index = 1; index <= hit.length; index += 1) {
    if (index === hit.length || hit[index] !== hit[index - 1]) {
      const end = starts[index] ?? text.length;
      parts.push({ text: text.slice(starts[partStart] ?? 0, end), match: hit[partStart] === true });
      partStart = index;
    }
  }
  return parts;
}

/** A recently chosen search result. Its url is its identity: two entries with the same url are one. */
export interface RecentSearch {
  title: string;
  url: string;
}

/** The entry trimmed, when both its title and url are non-blank text; else undefined. */
function toRecentSearch(value: unknown): RecentSearch | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, url } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof url !== 'string') return undefined;
  const entry = { title: title.trim(), url: url.trim() };
  return entry.title === '' || entry.url === '' ? undefined : entry;
}

// Urls are compared exactly (after trimming): paths are case-sensitive, and titles may legitimately repeat
// across a course and an article with different urls.
function keepNewestUnique(entries: readonly (RecentSearch | undefined)[]): RecentSearch[] {
  const seen = new Set<string>();
  const kept: RecentSearch[] = [];
  for (const entry of entries) {
    if (entry === undefined || seen.has(entry.url)) continue;
    seen.add(entry.url);
    kept.push(entry);
    if (kept.length === RECENT_SEARCHES_MAX) break;
  }
  return kept;
}

/**
 * Puts an entry first, drops any older entry with the same url and keeps at most 5. An entry without a
 * title or url is ignored, and malformed entries already in the list are dropped.
 */
export function addRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return keepNewestUnique([toRecentSearch(entry), ...list.map(toRecentSearch)]);
}

/**
 * Reads the stored JSON without trusting it: the browser store can hold anything, from an old format to a
 * hand-edited value, so corrupt JSON gives an empty list and bad entries are dropped.
 */
export function parseRecentSearches(raw: string | null | undefined): RecentSearch[] {
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries: unknown[] = value;
  return keepNewestUnique(entries.map(toRecentSearch));
}
