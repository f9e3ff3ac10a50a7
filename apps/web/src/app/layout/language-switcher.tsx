import { useTranslation } from 'react-i18next';

import { useSwitchLanguage } from '@/app/language-router';
import { LANGUAGES, type Language } from '@/shared/i18n/i18n';

/** fr / en / ar: the same page at the other language's URL; the choice is stored in the browser. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const current = (i18n.resolvedLanguage ?? 'fr') as Language;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('a11y.languageSelector')}</span>
      <select
        value={current}
        onChange={(event) => {
          switchLanguage(event.target.value as Language);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
