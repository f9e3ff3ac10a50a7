import { longDateText } from '@formation/domain';

import { isLanguage, type Language } from './i18n';

/** Intl locales per interface language: Tunisian Arabic writes Latin digits. */
const INTL_LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-TN' };

export function intlLocale(language: string | undefined): string {
  return INTL_LOCALE[isLanguage(language) ? language : 'fr'];
}

export function formatLongDate(isoDate: string, language: string | undefined): string {
  return longDateText(isoDate, intlLocale(language));
}
