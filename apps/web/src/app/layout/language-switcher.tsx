import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/i18n/i18n';

/** fr / en / ar; the choice is stored by i18next's detector and `<html lang dir>` follow it. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'fr') as Language;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('a11y.languageSelector')}</span>
      <select
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
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
