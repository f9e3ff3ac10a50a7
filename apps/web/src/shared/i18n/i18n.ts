import { textDirection } from '@formation/domain';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { sourceResources } from './i18n-types';

export const LANGUAGES = ['fr', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
/** The browser key that keeps the visitor's choice (spec 9). */
export const LANGUAGE_STORAGE_KEY = 'language';

type Namespaces = typeof sourceResources;
type LocaleTree = { [key: string]: string | LocaleTree };

/**
 * Every `locales/<language>/<namespace>.json`, found at build time: a feature adds its namespace by
 * adding its files. French is the source; every language holds the same keys (locales.test.ts).
 */
const files = import.meta.glob<LocaleTree>('./locales/*/*.json', { eager: true, import: 'default' });

function bundle(language: Language): Namespaces {
  const found: Record<string, LocaleTree> = {};
  for (const [path, tree] of Object.entries(files)) {
    const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2] !== undefined) found[match[2]] = tree;
  }
  // The files' shapes are the French source's: locales.test.ts holds every language to the same keys.
  return found as unknown as Namespaces;
}

export const resources: Record<Language, Namespaces> = {
  fr: bundle('fr'),
  en: bundle('en'),
  ar: bundle('ar'),
};

/** `<html lang dir>` follow the language, in one place (spec 4: ar, he, fa, ur are right-to-left). */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

export function setUpI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      defaultNS: 'common',
      ns: Object.keys(resources.fr),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      // The site speaks French unless the visitor chose otherwise: the browser's language is not a choice.
      detection: {
        order: ['localStorage'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  applyDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n;
}
