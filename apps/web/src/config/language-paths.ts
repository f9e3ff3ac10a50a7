import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/shared/i18n/i18n';

/**
 * One URL per language: French at the site's own paths, English and Arabic under `/en/…` and
 * `/ar/…`. The router runs with the language's prefix as its basename, so every link of the site
 * keeps the visitor's language without knowing about it.
 */
export function languageBasename(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** Splits `/ar/sessions` into Arabic and `/sessions`; an unprefixed path has no language of its own. */
export function splitLanguagePath(pathname: string): { language: Language | null; path: string } {
  for (const language of LANGUAGES) {
    const prefix = languageBasename(language);
    if (prefix === '') continue;
    if (pathname === prefix) return { language, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) };
  }
  return { language: null, path: pathname };
}

/** The same page in another language: `/sessions` in Arabic is `/ar/sessions`, home is `/ar`. */
export function localisedPath(language: Language, path: string): string {
  const prefix = languageBasename(language);
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
