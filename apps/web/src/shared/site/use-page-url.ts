import { useTranslation } from 'react-i18next';

import { env } from '@/config/env';
import { localisedPath } from '@/config/language-paths';
import { DEFAULT_LANGUAGE, isLanguage } from '@/shared/i18n/i18n';

/** The absolute URL of a site path in the page's language (`/blog` in Arabic is …/ar/blog). */
export function usePageUrl(): (path: string) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (path) => `${env.siteUrl}${localisedPath(language, path)}`;
}
