import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addRecentSearch,
  highlightParts,
  isSearchableQuery,
  matchesQuery,
  normaliseForSearch,
  parseRecentSearches,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_STORAGE_KEY,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_RESULTS,
  SEARCH_MIN_LENGTH,
  searchItems,
} from './search-match';
import type { HighlightPart, RecentSearch } from './search-match';

describe('search constants', () => {
  it('match the specification', () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(SEARCH_MAX_RESULTS).toBe(12);
    expect(RECENT_SEARCHES_MAX).toBe(5);
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
    expect(RECENT_SEARCHES_STORAGE_KEY).toBe('recent-searches');
  });
});

describe('normaliseForSearch', () => {
  it('removes accents and case', () => {
    expect(normaliseForSearch('Sécurité')).toBe('securite');
    expect(normaliseForSearch('ÉLÈVE')).toBe(normaliseForSearch('élève'));
    expect(normaliseForSearch('ÉLÈVE')).toBe('eleve');
    expect(normaliseForSearch('Çà et là, Œuvre, naïve')).toBe('ca et la, œuvre, naive');
  });

  it('treats composed and decomposed accents alike', () => {
    expect(normaliseForSearch('e\u0301')).toBe(normaliseForSearch('\u00e9'));
  });

  it('collapses and trims any Unicode whitespace', () => {
    expect(normaliseForSearch('  gestion \t\n de\u00a0\u00a0projet\u3000 ')).toBe('gestion de projet');
  });

  it('strips Arabic harakat and tatweel, and hamza carriers fold to a bare alef', () => {
    expect(normaliseForSearch('الأَمْنُ السِّيبْرَانِيُّ')).toBe(normaliseForSearch('الامن السيبراني'));
    expect(normaliseForSearch('عـــربي')).toBe('عربي');
    expect(normaliseForSearch('إدارة')).toBe('ادارة');
  });

  it('gives an empty string for empty, missing or non-text input', () => {
    expect(normaliseForSearch('')).toBe('');
    expect(normaliseForSearch('   ')).toBe('');
    expect(normaliseForSearch(null)).toBe('');
    expect(normaliseForSearch(undefined)).toBe('');
    expect(normaliseForSearch(42 as unknown as string)).toBe('');
    expect(normaliseForSearch({} as unknown as string)).toBe('');
  });

  it('folds Greek final sigma so it does not depend on position', () => {
    expect(normaliseForSearch('ΟΔΟΣ')).toBe(normaliseForSearch('οδοσ'));
  });

  it('is idempotent and leaves no marks, capitals or double spaces (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const once = normaliseForSearch(text);
        expect(normaliseForSearch(once)).toBe(once);
        expect(/\p{M}/u.test(once)).toBe(false);
        expect(/\s\s/u.test(once)).toBe(false);
        expect(once).toBe(once.trim());
      }),
    );
  });

  it('ignores accents and case for Latin text (property)', () => {
    const letters = fc.constantFrom(...Array.from('aeiouAEIOUéèêëÉÈàâÀçÇîïôöùûüÿ '));
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 30 }), (chars) => {
        const text = chars.join('');
        const stripped = text.normalize('NFD').replace(/\p{M}/gu, '');
        expect(normaliseForSearch(text)).toBe(normaliseForSearch(stripped.toUpperCase()));
      }),
    );
  });
});

describe('isSearchableQuery', () => {
  it('needs 2 characters after trimming', () => {
    expect(isSearchableQuery('')).toBe(false);
    expect(isSearchableQuery('a')).toBe(false);
    expect(isSearchableQuery('  a  ')).toBe(false);
    expect(isSearchableQuery('ab')).toBe(true);
    expect(isSearchableQuery(' ab ')).toBe(true);
    expect(isSearchableQuery(null)).toBe(false);
    expect(isSearchableQuery(undefined)).toBe(false);
  });

  it('counts a letter with its accent or haraka as one character', () => {
    expect(isSearchableQuery('e\u0301')).toBe(false);
    expect(isSearchableQuery('بِ')).toBe(false);
    expect(isSearchableQuery('بت')).toBe(true);
  });

  it('counts an emoji as one character, not two code units', () => {
    expect(isSearchableQuery('😀')).toBe(false);
  });
});

describe('matchesQuery', () => {
  const fields = ['Sécurité des systèmes', 'Formation certifiante CISSP', null, undefined];

  it('matches accent- and case-insensitively', () => {
    expect(matchesQuery('securite', fields)).toBe(true);
    expect(matchesQuery('SÉCURITÉ', fields)).toBe(true);
    expect(matchesQuery('cissp', fields)).toBe(true);
  });

  it('does not run under 2 characters', () => {
    expect(matchesQuery('s', fields)).toBe(false);
    expect(matchesQuery(' s ', fields)).toBe(false);
    expect(matchesQuery('', fields)).toBe(false);
    expect(matchesQuery('   ', fields)).toBe(false);
  });

  it('accepts words spread over different fields', () => {
    expect(matchesQuery('systemes cissp', fields)).toBe(true);
    expect(matchesQuery('cissp   sécurité', fields)).toBe(true);
  });

  it('refuses when one word is missing from every field', () => {
    expect(matchesQuery('securite python', fields)).toBe(false);
  });

  it('accepts the whole phrase within one field', () => {
    expect(matchesQuery('des systèmes', fields)).toBe(true);
    expect(matchesQuery('gestion de projet', ['Formation en gestion de projet'])).toBe(true);
  });

  it('is false with no fields or only empty ones', () => {
    expect(matchesQuery('securite', [])).toBe(false);
    expect(matchesQuery('securite', [null, undefined, ''])).toBe(false);
  });

  it('works on Arabic with or without harakat', () => {
    expect(matchesQuery('الأمن', ['دورة في الأَمْن السيبراني'])).toBe(true);
    expect(matchesQuery('السيبراني الامن', ['دورة في الأَمْن السيبراني'])).toBe(true);
    expect(matchesQuery('إدارة', ['الأمن السيبراني'])).toBe(false);
  });

  it('a text always matches itself once it is long enough (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        expect(matchesQuery(text, [text])).toBe(isSearchableQuery(text));
      }),
    );
  });
});

interface Item {
  id: number;
  title: string;
  description?: string;
  category?: string | null;
}

const byFields = (item: Item) => ({ title: item.title, others: [item.description, item.category] });

describe('searchItems', () => {
  it('ranks exact title, then prefix, contains, words in title, phrase elsewhere, words spread', () => {
    const items: Item[] = [
      { id: 6, title: 'Cours avancé', description: 'Python', category: 'data' },
      { id: 5, title: 'Autre', description: 'Des cours de python data' },
      { id: 4, title: 'Data et Python', description: '' },
      { id: 3, title: 'Le python data pour tous' },
      { id: 2, title: 'Python Data Science' },
      { id: 1, title: 'Python data' },
      { id: 0, title: 'Sans rapport', description: 'rien' },
    ];
    expect(searchItems(items, 'python data', byFields).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the original order for ties', () => {
    const items: Item[] = [
      { id: 1, title: 'Scrum Master' },
      { id: 2, title: 'Scrum Product Owner' },
      { id: 3, title: 'Scrum for teams' },
    ];
    expect(searchItems(items, 'scrum', byFields).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('returns at most 12 by default and honours a smaller limit', () => {
    const items: Item[] = Array.from({ length: 30 }, (_, id) => ({ id, title: `Agile ${id}` }));
    expect(searchItems(items, 'agile', byFields)).toHaveLength(12);
    expect(searchItems(items, 'agile', byFields, 3).map((item) => item.id)).toEqual([0, 1, 2]);
    expect(searchItems(items, 'agile', byFields, 0)).toEqual([]);
    expect(searchItems(items, 'agile', byFields, -4)).toEqual([]);
    expect(searchItems(items, 'agile', byFields, 2.9)).toHaveLength(2);
    expect(searchItems(items, 'agile', byFields, Number.NaN)).toHaveLength(12);
  });

  it('returns nothing for short queries or empty lists', () => {
    const items: Item[] = [{ id: 1, title: 'IA' }];
    expect(searchItems(items, 'i', byFields)).toEqual([]);
    expect(searchItems([], 'ia', byFields)).toEqual([]);
    expect(searchItems(items, 'ia', byFields)).toEqual(items);
  });

  it('finds accented titles from an unaccented query', () => {
    const items: Item[] = [
      { id: 1, title: 'Cybersécurité' },
      { id: 2, title: 'Management' },
    ];
    expect(searchItems(items, 'cybersecurite', byFields).map((item) => item.id)).toEqual([1]);
  });

  it('never exceeds the limit, only returns matches and keeps order within a rank (property)', () => {
    const word = fc.constantFrom('agile', 'scrum', 'data', 'python', 'sécurité', 'ia', 'gestion');
    const item = fc.record({
      id: fc.nat(),
      title: fc.array(word, { maxLength: 3 }).map((words) => words.join(' ')),
      description: fc.array(word, { maxLength: 3 }).map((words) => words.join(' ')),
    });
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 40 }),
        fc.array(word, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 0, max: 20 }),
        (items, queryWords, limit) => {
          const query = queryWords.join(' ');
          const found = searchItems(items, query, byFields, limit);
          expect(found.length).toBeLessThanOrEqual(limit);
          for (const entry of found) {
            expect(matchesQuery(query, [entry.title, entry.description])).toBe(true);
          }
          const expectedCount = items.filter((entry) =>
            matchesQuery(query, [entry.title, entry.description]),
          ).length;
          expect(found.length).toBe(Math.min(limit, expectedCount));
        },
      ),
    );
  });
});

const joinParts = (parts: readonly HighlightPart[]) => parts.map((part) => part.text).join('');
const marked = (parts: readonly HighlightPart[]) =>
  parts.filter((part) => part.match).map((part) => part.text);

describe('highlightParts', () => {
  it('marks matches in the original text, keeping accents and case', () => {
    const parts = highlightParts('La Sécurité des réseaux', 'securite');
    expect(parts).toEqual([
      { text: 'La ', match: false },
      { text: 'Sécurité', match: true },
      { text: ' des réseaux', match: false },
    ]);
  });

  it('maps indexes correctly after decomposed characters change the length', () => {
    const text = 'Ée\u0301é Élève modèle';
    const parts = highlightParts(text, 'ELEVE');
    expect(joinParts(parts)).toBe(text);
    expect(marked(parts)).toEqual(['Élève']);
  });

  it('keeps a decomposed accent with its letter', () => {
    const text = 'cafe\u0301 noir';
    const parts = highlightParts(text, 'cafe');
    expect(marked(parts)).toEqual(['cafe\u0301']);
  });

  it('marks every query word, every occurrence', () => {
    const parts = highlightParts('Scrum et Agile, encore Scrum', 'agile scrum');
    expect(marked(parts)).toEqual(['Scrum', 'Agile', 'Scrum']);
    expect(joinParts(parts)).toBe('Scrum et Agile, encore Scrum');
  });

  it('merges overlapping or adjacent matches into one part', () => {
    const parts = highlightParts('abcdef', 'abcd cdef');
    expect(parts).toEqual([{ text: 'abcdef', match: true }]);
  });

  it('works on Arabic with harakat in the text and not in the query', () => {
    const text = 'دورة الأَمْنِ السيبراني';
    const parts = highlightParts(text, 'الامن');
    expect(marked(parts)).toEqual(['الأَمْنِ']);
    expect(joinParts(parts)).toBe(text);
  });

  it('does not split emoji around a match', () => {
    const text = '🚀Agile🚀';
    const parts = highlightParts(text, 'agile');
    expect(parts).toEqual([
      { text: '🚀', match: false },
      { text: 'Agile', match: true },
      { text: '🚀', match: false },
    ]);
  });

  it('highlights nothing for short, empty or missing queries', () => {
    expect(highlightParts('Agile', 'a')).toEqual([{ text: 'Agile', match: false }]);
    expect(highlightParts('Agile', '')).toEqual([{ text: 'Agile', match: false }]);
    expect(highlightParts('Agile', null)).toEqual([{ text: 'Agile', match: false }]);
    expect(highlightParts('Agile et IA', 'a ia')).toEqual([
      { text: 'Agile et ', match: false },
      { text: 'IA', match: true },
    ]);
  });

  it('returns no parts for empty or missing text', () => {
    expect(highlightParts('', 'agile')).toEqual([]);
    expect(highlightParts(null, 'agile')).toEqual([]);
    expect(highlightParts(undefined, 'agile')).toEqual([]);
  });

  it('parts always rebuild the text, alternate and are never empty (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 8 }),
        (text, query) => {
          const parts = highlightParts(text, query);
          expect(joinParts(parts)).toBe(text);
          parts.forEach((part, index) => {
            expect(part.text).not.toBe('');
            if (index > 0) expect(part.match).not.toBe(parts[index - 1]!.match);
          });
        },
      ),
    );
  });

  it('every marked part matches a query word once normalised (property)', () => {
    const letters = fc.constantFrom(...Array.from('abcéÉèÀàçÇ '));
    const text = fc.array(letters, { maxLength: 30 }).map((chars) => chars.join(''));
    const query = fc.array(letters, { minLength: 2, maxLength: 4 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, query, (source, search) => {
        const words = normaliseForSearch(search)
          .split(' ')
          .filter((word) => word.length >= 2);
        for (const part of marked(highlightParts(source, search))) {
          const folded = normaliseForSearch(part);
          expect(words.some((word) => folded.includes(word))).toBe(true);
        }
        const hasMatch = words.some((word) => normaliseForSearch(source).includes(word));
        expect(marked(highlightParts(source, search)).length > 0).toBe(hasMatch);
      }),
    );
  });
});

describe('addRecentSearch', () => {
  const entry = (n: number): RecentSearch => ({ title: `Title ${n}`, url: `/session/${n}` });

  it('puts the newest first', () => {
    expect(addRecentSearch([entry(1)], entry(2))).toEqual([entry(2), entry(1)]);
    expect(addRecentSearch([], entry(1))).toEqual([entry(1)]);
  });

  it('moves an entry with the same url to the front instead of duplicating it', () => {
    const list = [entry(1), entry(2), entry(3)];
    const renamed = { title: 'New title', url: '/session/3' };
    expect(addRecentSearch(list, renamed)).toEqual([renamed, entry(1), entry(2)]);
  });

  it('keeps entries with the same title but different urls', () => {
    const a = { title: 'Scrum', url: '/session/scrum' };
    const b = { title: 'scrum', url: '/blog/scrum' };
    expect(addRecentSearch([a], b)).toEqual([b, a]);
  });

  it('keeps at most 5, dropping the oldest', () => {
    const list = [entry(5), entry(4), entry(3), entry(2), entry(1)];
    expect(addRecentSearch(list, entry(6))).toEqual([entry(6), entry(5), entry(4), entry(3), entry(2)]);
  });

  it('ignores an entry without a title or url and cleans bad stored entries', () => {
    expect(addRecentSearch([entry(1)], { title: '  ', url: '/x' })).toEqual([entry(1)]);
    expect(addRecentSearch([entry(1)], { title: 'x', url: '' })).toEqual([entry(1)]);
    const dirty = [entry(1), { title: 'no url' } as unknown as RecentSearch, entry(1)];
    expect(addRecentSearch(dirty, entry(2))).toEqual([entry(2), entry(1)]);
  });

  it('trims titles and urls and does not mutate the list', () => {
    const list = Object.freeze([entry(1)]);
    expect(addRecentSearch(list, { title: '  Agile ', url: ' /agile ' })).toEqual([
      { title: 'Agile', url: '/agile' },
      entry(1),
    ]);
    expect(list).toEqual([entry(1)]);
  });

  it('never exceeds 5, has no duplicate url and starts with the new entry (property)', () => {
    const recent = fc.record({
      title: fc.string({ minLength: 1, maxLength: 5 }).filter((title) => title.trim() !== ''),
      url: fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h'),
    });
    fc.assert(
      fc.property(fc.array(recent, { maxLength: 20 }), (additions) => {
        let list: RecentSearch[] = [];
        for (const addition of additions) {
          list = addRecentSearch(list, addition);
          expect(list.length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX);
          expect(new Set(list.map((item) => item.url)).size).toBe(list.length);
          expect(list[0]).toEqual({ title: addition.title.trim(), url: addition.url });
        }
      }),
    );
  });
});

describe('parseRecentSearches', () => {
  it('reads a valid stored list', () => {
    const list = [
      { title: 'Agile', url: '/agile' },
      { title: 'الأمن', url: '/ar/securite' },
    ];
    expect(parseRecentSearches(JSON.stringify(list))).toEqual(list);
  });

  it('gives an empty list for missing, empty or corrupt JSON and for non-arrays', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches(undefined)).toEqual([]);
    expect(parseRecentSearches('')).toEqual([]);
    expect(parseRecentSearches('   ')).toEqual([]);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches('null')).toEqual([]);
    expect(parseRecentSearches('42')).toEqual([]);
    expect(parseRecentSearches('"text"')).toEqual([]);
    expect(parseRecentSearches('{"title":"a","url":"/a"}')).toEqual([]);
  });

  it('drops bad entries and extra fields', () => {
    const raw = JSON.stringify([
      null,
      42,
      'x',
      [],
      { title: 'No url' },
      { title: 3, url: '/three' },
      { title: '', url: '/empty' },
      { title: 'Good', url: '/good', extra: true },
    ]);
    expect(parseRecentSearches(raw)).toEqual([{ title: 'Good', url: '/good' }]);
  });

  it('trims what it keeps', () => {
    expect(parseRecentSearches(JSON.stringify([{ title: ' Good ', url: ' /good\n' }]))).toEqual([
      { title: 'Good', url: '/good' },
    ]);
  });

  it('caps at 5 and drops duplicate urls, keeping the first', () => {
    const raw = JSON.stringify([
      { title: 'A', url: '/a' },
      { title: 'A again', url: '/a' },
      ...Array.from({ length: 8 }, (_, n) => ({ title: `T${n}`, url: `/t${n}` })),
    ]);
    const parsed = parseRecentSearches(raw);
    expect(parsed).toHaveLength(5);
    expect(parsed[0]).toEqual({ title: 'A', url: '/a' });
    expect(parsed.map((item) => item.url)).toEqual(['/a', '/t0', '/t1', '/t2', '/t3']);
  });

  it('never throws and always respects the limits (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const parsed = parseRecentSearches(raw);
        expect(parsed.length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX);
        expect(new Set(parsed.map((item) => item.url)).size).toBe(parsed.length);
      }),
    );
  });

  it('round-trips what addRecentSearch produced', () => {
    const list = addRecentSearch([{ title: 'Scrum', url: '/scrum' }], { title: 'PMP', url: '/pmp' });
    expect(parseRecentSearches(JSON.stringify(list))).toEqual(list);
  });
});
