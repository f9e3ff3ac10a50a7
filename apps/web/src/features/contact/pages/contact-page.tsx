import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { CONTACT } from '@/config/env';
import { categoryFromQuery, ContactForm } from '@/features/contact/components/contact-form';
import { OpeningHours } from '@/shared/site/opening-hours';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { textLinkClass } from '@/shared/ui/text-link';

const card = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

/** Contact and quote request (product rules 2): the form, the opening hours and the firm's details. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const [params] = useSearchParams();
  const initialCategory = categoryFromQuery(params.get('category'));
  const quote = initialCategory === 'quote';
  return (
    <>
      <PageMeta title={t('contact.meta.title')} description={t('contact.meta.description')} />
      <PageHero
        eyebrow={quote ? t('contact.quoteEyebrow') : t('contact.eyebrow')}
        title={t('contact.title')}
        lead={t('contact.lead')}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="contact-form-title" className={card}>
          <h2 id="contact-form-title" className="mb-4 text-2xl font-bold">
            {quote ? t('form.quoteTitle') : t('form.title')}
          </h2>
          <ContactForm key={initialCategory ?? 'none'} initialCategory={initialCategory} />
        </section>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="contact-hours-title" className={card}>
            <h2 id="contact-hours-title" className="mb-4 text-xl font-bold">
              {t('hours.title')}
            </h2>
            <OpeningHours />
          </section>
          <section aria-labelledby="contact-details-title" className={card}>
            <h2 id="contact-details-title" className="mb-4 text-xl font-bold">
              {t('details.title')}
            </h2>
            <address className="flex flex-col gap-3 not-italic text-slate-700">
              <p>{t('details.address')}</p>
              <p>
                <span className="block text-sm text-slate-600">{t('details.phone')}</span>
                <a href={CONTACT.phoneHref} dir="ltr" className={textLinkClass}>
                  {CONTACT.phone}
                </a>
              </p>
              <p>
                <span className="block text-sm text-slate-600">{t('details.email')}</span>
                <a href={`mailto:${CONTACT.email}`} className={textLinkClass}>
                  {CONTACT.email}
                </a>
              </p>
            </address>
          </section>
        </div>
      </div>
    </>
  );
}
