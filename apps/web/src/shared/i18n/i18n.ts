import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { textDirection } from '@formation/domain';

import frCommon from './locales/fr/common.json';

export const LANGUAGES = ['fr', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly (string | undefined)[]).includes(value);
}

/** The browser key that keeps the visitor's choice (product rules 9). */
export const LANGUAGE_STORAGE_KEY = 'language';

type LocaleTree = { [key: string]: unknown };

/**
 * Every namespace of every language is its own chunk, fetched the first time a page of that
 * language needs it: a visitor downloads one language, and only the words of the pages they open.
 * French `common` (the chrome's words in the default language) ships with the first page.
 */
const localeFiles = import.meta.glob<LocaleTree>('./locales/*/*.json', { import: 'default' });

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = localeFiles[`./locales/${language}/${namespace}.json`];
    if (load === undefined) {
      callback(new Error(`No ${language}/${namespace} locale file`), false);
      return;
    }
    load().then(
      (tree) => {
        callback(null, tree);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/**
 * The visitor's choice, kept in the browser (product rules 9). Only a stored choice counts: the site speaks
 * French unless the visitor chose otherwise, whatever the browser's language.
 */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return LANGUAGES.find((language) => language === stored) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

/**
 * `<html lang dir>` follow the language, in one place (product rules 4: ar, he, fa, ur are right-to-left).
 */
export function applyDocumentLanguage(language: string): void {
  // Prerendering has no document: the build writes `lang` and `dir` into each page's HTML.
  if (typeof document === 'undefined') return;
  // Written only when they change: the browser works the whole page's style and layout out again
  // after either is set, even to the value it had (a few milliseconds a page as the site starts on a
  // page the build already wrote them into).
  const root = document.documentElement;
  const direction = textDirection(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== direction) root.dir = direction;
}

/**
 * Starts i18next once, in `language` (the one of the page's URL) or else the stored choice.
 * `resources` (the unit tests give every file) are used as they are; the site gives none and fetches
 * the other files as pages need them.
 */
export function setUpI18n(
  resources: Resource = { fr: { common: frCommon } },
  language: Language = storedLanguage(),
): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      resources,
      defaultNS: 'common',
      ns: ['common'],
      partialBundledLanguages: true,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      lng: language,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  applyDocumentLanguage(language);
  i18n.on('languageChanged', (language) => {
    storeLanguage(language);
    applyDocumentLanguage(language);
  });
  return i18n;
}
