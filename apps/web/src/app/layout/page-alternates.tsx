import { useTranslation } from 'react-i18next';

import { useLanguagePaths } from '@/app/language-router';
import { env } from '@/config/env';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@/shared/i18n/i18n';
import { intlLocale } from '@/shared/i18n/locale-format';

/**
 * Every page names its own URL (canonical, og:url) and the same page in the other languages
 * (hreflang, French as x-default), in the prerendered HTML as in the browser.
 */
export function PageAlternates() {
  const { t, i18n } = useTranslation();
  const urls = useLanguagePaths();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const absolute = (path: string) => `${env.siteUrl}${path}`;
  return (
    <>
      <link rel="canonical" href={absolute(urls[language])} />
      {LANGUAGES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={absolute(urls[other])} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(urls.fr)} />
      <meta property="og:url" content={absolute(urls[language])} />
      <meta property="og:locale" content={intlLocale(language).replace('-', '_')} />
      <meta property="og:site_name" content={t('brand.name')} />
    </>
  );
}
