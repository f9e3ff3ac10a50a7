import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { CallToAction } from '@/features/static-pages/components/call-to-action';
import { CardList } from '@/features/static-pages/components/card-list';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { PageSection } from '@/shared/ui/page-section';

/**
 * Product rules 1: the certifications prepared, by family; `search` is the term the sessions search receives.
 */
const FAMILIES = [
  [
    'projectManagement',
    [
      { id: 'pmp', search: 'PMP' },
      { id: 'capm', search: 'CAPM' },
      { id: 'pmiRmp', search: 'PMI-RMP' },
      { id: 'prince2', search: 'PRINCE2' },
    ],
  ],
  [
    'agile',
    [
      { id: 'pmiAcp', search: 'PMI-ACP' },
      { id: 'scrum', search: 'Scrum' },
      { id: 'safe', search: 'SAFe' },
    ],
  ],
  [
    'itService',
    [
      { id: 'itil', search: 'ITIL' },
      { id: 'cobit', search: 'COBIT' },
      { id: 'togaf', search: 'TOGAF' },
    ],
  ],
  [
    'cloudDevops',
    [
      { id: 'azure', search: 'Azure' },
      { id: 'aws', search: 'AWS' },
      { id: 'devops', search: 'DevOps' },
      { id: 'docker', search: 'Docker' },
      { id: 'kubernetes', search: 'Kubernetes' },
    ],
  ],
  ['security', [{ id: 'cissp', search: 'CISSP' }]],
  ['data', [{ id: 'powerBi', search: 'Power BI' }]],
  ['testing', [{ id: 'istqb', search: 'ISTQB' }]],
] as const;

const STEPS = ['positioning', 'training', 'simulations', 'voucher', 'followUp'] as const;

/** Product rules 1: the firm's claim. */
const PASS_RATE = '95 %';

function sessionsSearchPath(search: string): string {
  return `${paths.sessions}?${new URLSearchParams({ search }).toString()}`;
}

export function CertificationsPage() {
  const { t } = useTranslation('pages-company');
  return (
    <>
      <PageMeta title={t('certifications.meta.title')} description={t('certifications.meta.description')} />
      <PageHero
        eyebrow={t('certifications.hero.eyebrow')}
        title={t('certifications.hero.title')}
        lead={t('certifications.hero.lead')}
      >
        <ButtonLink to={paths.sessions}>{t('certifications.hero.primary')}</ButtonLink>
        <ButtonLink to={paths.contact} variant="secondary">
          {t('certifications.hero.secondary')}
        </ButtonLink>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 pt-10">
        <p className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:gap-6">
          <strong className="text-5xl font-extrabold text-brand-dark" dir="ltr">
            {PASS_RATE}
          </strong>
          <span>
            <span className="block text-lg font-semibold text-ink">{t('certifications.passRate.label')}</span>
            <span className="block text-slate-600">{t('certifications.passRate.text')}</span>
          </span>
        </p>
      </div>

      <PageSection id="certifications-families" title={t('certifications.families.title')}>
        <p className="mt-0! max-w-3xl">{t('certifications.families.intro')}</p>
        <div className="mt-6 space-y-10">
          {FAMILIES.map(([family, certifications]) => (
            <section key={family} aria-labelledby={`family-${family}`}>
              <h3 id={`family-${family}`} className="text-xl font-semibold text-ink">
                {t(`certifications.families.groups.${family}`)}
              </h3>
              <ul className="mt-4 grid list-none! gap-4 ps-0! sm:grid-cols-2 lg:grid-cols-3">
                {certifications.map(({ id, search }) => {
                  const name = t(`certifications.items.${id}.name`);
                  return (
                    <li
                      key={id}
                      className="mt-0! flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                    >
                      <h4 className="text-lg font-bold text-ink">{name}</h4>
                      <p className="mt-2! flex-1 text-slate-700">
                        {t(`certifications.items.${id}.description`)}
                      </p>
                      <Link
                        to={sessionsSearchPath(search)}
                        className="mt-4 self-start font-semibold text-brand-dark underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
                      >
                        {t('certifications.sessionsLink', { name })}
                        <span aria-hidden="true" className="ms-1 inline-block rtl:-scale-x-100">
                          →
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </PageSection>

      <PageSection id="certifications-preparation" title={t('certifications.preparation.title')}>
        <p className="mt-0! mb-5 max-w-3xl">{t('certifications.preparation.intro')}</p>
        <CardList
          ordered
          items={STEPS.map((id) => ({
            id,
            title: t(`certifications.preparation.steps.${id}.title`),
            text: t(`certifications.preparation.steps.${id}.text`),
          }))}
        />
      </PageSection>

      <CallToAction title={t('certifications.cta.title')} text={t('certifications.cta.text')}>
        <ButtonLink to={paths.contact}>{t('certifications.cta.contact')}</ButtonLink>
        <ButtonLink to={paths.sessions} variant="secondary">
          {t('certifications.cta.sessions')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
