import { trainingSearchItem, type IndexedSearchItem } from '@formation/domain';

import { paths } from '@/config/paths';
import { DEFAULT_LANGUAGE } from '@/shared/i18n/i18n';
import { CATEGORY_SLUGS, type CategorySlug } from '@/shared/site/catalogue-categories';

/**
 * The built-in training catalogue's words (product rules 3): one namespace per category page, keyed by
 * programme id. They load only when the search first opens, one file per category and language.
 */
const PROGRAMME_FILES = import.meta.glob<unknown>('../i18n/locales/*/programmes-*.json', {
  import: 'default',
});

interface ProgrammeWords {
  id: string;
  title: string;
  short: string;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The programmes of one namespace file; a malformed entry is left out. */
export function readProgrammes(tree: unknown): ProgrammeWords[] {
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([id, value]) => {
    if (typeof value !== 'object' || value === null) return [];
    const { title, short } = value as Record<string, unknown>;
    return isText(title) && isText(short) ? [{ id, title, short }] : [];
  });
}

async function loadNamespace(language: string, category: CategorySlug): Promise<ProgrammeWords[]> {
  const load = PROGRAMME_FILES[`../i18n/locales/${language}/programmes-${category}.json`];
  return load === undefined ? [] : readProgrammes(await load());
}

/**
 * The catalogue's programmes as search items in the visitor's language, each also found by its French
 * title (the source language); `categoryLabel` names the category page in the visitor's language.
 */
export async function loadCatalogueSearchItems(
  language: string,
  categoryLabel: (category: CategorySlug) => string,
): Promise<IndexedSearchItem[]> {
  const perCategory = await Promise.all(
    CATEGORY_SLUGS.map(async (category) => {
      const [source, translated] = await Promise.all([
        loadNamespace(DEFAULT_LANGUAGE, category),
        language === DEFAULT_LANGUAGE ? Promise.resolve([]) : loadNamespace(language, category),
      ]);
      const byId = new Map(translated.map((words) => [words.id, words]));
      return source.map((french) => {
        const words = byId.get(french.id) ?? french;
        return trainingSearchItem(
          {
            id: french.id,
            name: words.title,
            category: categoryLabel(category),
            href: paths.category(category, french.id),
            shortDescription: words.short,
          },
          words === french ? [] : [french.title],
        );
      });
    }),
  );
  return perCategory.flat();
}
