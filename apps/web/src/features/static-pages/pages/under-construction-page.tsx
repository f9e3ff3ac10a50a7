import { useTranslation } from 'react-i18next';

import { CONTACT } from '@/config/env';
import { paths } from '@/config/paths';
import { StatusBoard } from '@/features/static-pages/components/status-board';
import { NewsletterForm } from '@/shared/newsletter/newsletter-form';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { PageSection } from '@/shared/ui/page-section';

/**
 * What is being built for the visitor, and where each item stands (the task-board labels of product rules 4).
 */
const EXPECTATIONS = [
  { id: 'pathways', status: 'testing' },
  { id: 'resources', status: 'inProgress' },
  { id: 'cases', status: 'todo' },
  { id: 'funding', status: 'todo' },
  { id: 'support', status: 'done' },
] as const;

export function UnderConstructionPage() {
  const { t } = useTranslation('pages-company');
  const { t: tCommon } = useTranslation();
  return (
    <>
      <PageMeta
        title={t('underConstruction.meta.title')}
        description={t('underConstruction.meta.description')}
      />
      <PageHero
        eyebrow={t('underConstruction.hero.eyebrow')}
        title={t('underConstruction.hero.title')}
        lead={t('underConstruction.hero.lead')}
      >
        <ButtonLink to={paths.contact}>{t('underConstruction.hero.contact')}</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          {t('underConstruction.hero.home')}
        </ButtonLink>
      </PageHero>

      <PageSection id="under-construction-expect" title={t('underConstruction.expect.title')}>
        <p className="mt-0! mb-5 max-w-3xl">{t('underConstruction.expect.intro')}</p>
        <StatusBoard
          cards={EXPECTATIONS.map(({ id, status }) => ({
            id,
            status,
            title: t(`underConstruction.expect.items.${id}.title`),
            text: t(`underConstruction.expect.items.${id}.text`),
          }))}
          label={(status, count) => ({
            title: t(`underConstruction.board.${status}`),
            count: t('underConstruction.board.count', { count }),
          })}
        />
      </PageSection>

      <PageSection id="under-construction-newsletter" title={tCommon('newsletter.title')}>
        <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-2 md:items-center">
          <p className="mt-0!">{tCommon('newsletter.text')}</p>
          <NewsletterForm source="under-construction" />
        </div>
      </PageSection>

      <PageSection id="under-construction-phone" title={t('underConstruction.phone.title')}>
        <div className="flex flex-col gap-4 rounded-xl bg-orange-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="mt-0!">{t('underConstruction.phone.text')}</p>
          <a
            href={CONTACT.phoneHref}
            dir="ltr"
            className="self-start text-2xl font-extrabold text-brand-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark sm:self-auto"
          >
            {CONTACT.phone}
          </a>
        </div>
      </PageSection>
    </>
  );
}
