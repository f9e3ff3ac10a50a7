import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CONTACT } from '@/config/env';
import { paths } from '@/config/paths';
import { CardList } from '@/features/static-pages/components/card-list';
import { OpeningHours } from '@/shared/site/opening-hours';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { PageSection } from '@/shared/ui/page-section';
import { textLinkClass } from '@/shared/ui/text-link';

const COMMON_PROBLEMS = ['password', 'code', 'virtualClass', 'payment'] as const;

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * Product rules 2, footer pages: how to reach technical support, when, and what to do with a deactivated
 * account (the login's refusal sends the learner to technical support, product rules 8).
 */
export function SupportPage() {
  const { t } = useTranslation('pages-company');
  return (
    <>
      <PageMeta title={t('support.meta.title')} description={t('support.meta.description')} />
      <PageHero
        eyebrow={t('support.hero.eyebrow')}
        title={t('support.hero.title')}
        lead={t('support.hero.lead')}
      >
        <ButtonLink to={paths.supportRequest}>{t('support.hero.primary')}</ButtonLink>
        <ButtonLink to={paths.faq} variant="secondary">
          {t('support.hero.secondary')}
        </ButtonLink>
      </PageHero>

      <div className="lg:mx-auto lg:grid lg:max-w-7xl lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <PageSection id="support-reach" title={t('support.reach.title')}>
          <ul className="grid list-none! gap-4 ps-0! sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            <li className={`mt-0! ${card}`}>
              <h3 className="text-lg font-semibold text-ink">{t('support.reach.phone')}</h3>
              <a href={CONTACT.phoneHref} className={`mt-2 inline-block ${textLinkClass}`} dir="ltr">
                {CONTACT.phone}
              </a>
              <p className="mt-2! text-slate-700">{t('support.reach.phoneText')}</p>
            </li>
            <li className={`mt-0! ${card}`}>
              <h3 className="text-lg font-semibold text-ink">{t('support.reach.email')}</h3>
              <a
                href={`mailto:${CONTACT.email}`}
                className={`mt-2 inline-block break-all ${textLinkClass}`}
                dir="ltr"
              >
                {CONTACT.email}
              </a>
              <p className="mt-2! text-slate-700">{t('support.reach.emailText')}</p>
            </li>
            <li className={`mt-0! ${card}`}>
              <h3 className="text-lg font-semibold text-ink">{t('support.reach.form')}</h3>
              <Link to={paths.supportRequest} className={`mt-2 inline-block ${textLinkClass}`}>
                {t('support.reach.formLink')}
              </Link>
              <p className="mt-2! text-slate-700">{t('support.reach.formText')}</p>
            </li>
          </ul>
        </PageSection>
        <PageSection id="support-hours" title={t('support.hours.title')}>
          <div className={card}>
            <OpeningHours />
          </div>
        </PageSection>
      </div>

      <PageSection id="support-deactivated" title={t('support.deactivated.title')}>
        <p className="mt-0! max-w-3xl">{t('support.deactivated.text')}</p>
        <ol className="max-w-3xl list-decimal ps-6">
          {t('support.deactivated.steps', { returnObjects: true }).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="support-common" title={t('support.common.title')}>
        <CardList
          items={COMMON_PROBLEMS.map((id) => ({
            id,
            title: t(`support.common.items.${id}.title`),
            text: t(`support.common.items.${id}.text`),
          }))}
        />
      </PageSection>
    </>
  );
}
