import { useTranslation } from 'react-i18next';

/** The kinds of partners and accreditations, as text badges (no logos, no trademarks). */
export function PartnerTypes() {
  const { t } = useTranslation('home');
  const partners = t('partners.items', { returnObjects: true });
  return (
    <section aria-labelledby="partners-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="partners-title" className="text-2xl font-bold">
        {t('partners.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('partners.intro')}</p>
      <ul className="mt-6 flex flex-wrap gap-3">
        {partners.map((partner) => (
          <li
            key={partner}
            className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm"
          >
            <span
              aria-hidden="true"
              className="me-2 inline-block size-2 rounded-full bg-brand-dark align-middle"
            />
            {partner}
          </li>
        ))}
      </ul>
    </section>
  );
}
