import { describe, expect, it } from 'vitest';

import { LANGUAGES, type Language } from './i18n';

/** Every namespace file of every language (the site loads them per page; the test reads them all). */
const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });
const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.startsWith(`./locales/${language}/`))
        .map(([path, tree]) => [path.replace(/^.*\/([\w-]+)\.json$/, '$1'), tree]),
    ),
  ]),
) as Record<Language, Record<string, unknown>>;

/** Every text of a namespace by its path (`a.b.0` for the first item of a list). */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [k, v] of leaves(value, prefix === '' ? key : `${prefix}.${key}`)) out.set(k, v);
    }
  }
  return out;
}

const PLURAL = /_(?:zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');

describe('every language has every key', () => {
  const namespaces = Object.keys(resources.fr);

  it.each(LANGUAGES.flatMap((lng) => namespaces.map((ns) => [lng, ns] as const)))('%s/%s', (lng, ns) => {
    const source = leaves(resources.fr[ns]);
    const target = leaves(resources[lng][ns]);
    const sourceBases = new Set([...source.keys()].map(base));
    const targetBases = new Set([...target.keys()].map(base));
    expect(
      [...sourceBases].filter((k) => !targetBases.has(k)),
      'missing',
    ).toEqual([]);
    expect(
      [...targetBases].filter((k) => !sourceBases.has(k)),
      'unknown',
    ).toEqual([]);
    for (const [key, value] of target) expect(value.trim(), key).not.toBe('');
  });

  it.each(LANGUAGES)('%s has every plural form its language needs', (lng) => {
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    for (const ns of Object.keys(resources[lng])) {
      const keys = [...leaves(resources[lng][ns]).keys()];
      for (const plural of new Set(keys.filter((k) => PLURAL.test(k)).map(base))) {
        for (const category of categories)
          expect(keys, `${plural}_${category}`).toContain(`${plural}_${category}`);
      }
    }
  });

  it('keeps the placeholders of the French text (plural forms may drop {{count}})', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
    for (const lng of LANGUAGES) {
      for (const ns of Object.keys(resources.fr)) {
        const fr = leaves(resources.fr[ns]);
        for (const [key, value] of leaves(resources[lng][ns])) {
          if (PLURAL.test(key))
            expect(
              placeholders(value).every((p) => p === 'count'),
              `${lng}:${key}`,
            ).toBe(true);
          else expect(placeholders(value), `${lng}:${key}`).toEqual(placeholders(fr.get(key) ?? ''));
        }
      }
    }
  });
});
