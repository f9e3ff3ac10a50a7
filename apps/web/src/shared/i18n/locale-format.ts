import { dateTimeFormat } from '@formation/domain';
import { isLanguage, type Language } from './i18n';

/** Intl locales per interface language: Tunisian Arabic writes Latin digits. */
const INTL_LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-TN' };

export function intlLocale(language: string | undefined): string {
  return INTL_LOCALE[isLanguage(language) ? language : 'fr'];
}

export function formatLongDate(isoDate: string, language: string | undefined): string {
  return dateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}
