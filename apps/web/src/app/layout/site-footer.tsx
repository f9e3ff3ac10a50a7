import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../config/env';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer aria-label={t('a11y.footer')} className="mt-16 bg-ink text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2">
        <section>
          <h2 className="mb-3 text-base font-semibold text-white">{t('footer.contact')}</h2>
          <address className="space-y-1 text-sm not-italic">
            <p>{t('footer.address')}</p>
            <p>
              <a href={CONTACT.phoneHref} className="hover:text-white" dir="ltr">
                {CONTACT.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${CONTACT.email}`} className="hover:text-white">
                {CONTACT.email}
              </a>
            </p>
          </address>
        </section>
        <section>
          <h2 className="mb-3 text-base font-semibold text-white">{t('footer.hours')}</h2>
          <p className="text-sm">{t('footer.weekdays')}</p>
          <p className="text-sm">{t('footer.saturday')}</p>
        </section>
      </div>
      <p className="border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-300">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
