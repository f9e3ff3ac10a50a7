import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { CallToAction } from '@/features/static-pages/components/call-to-action';
import { CardList } from '@/features/static-pages/components/card-list';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { PageSection } from '@/shared/ui/page-section';

/** The kinds of partners the home page shows, in its order. */
const KINDS = [
  'certifiers',
  'universities',
  'engineeringSchools',
  'chambers',
  'cloudVendors',
  'associations',
  'examCentres',
  'entrepreneurs',
] as const;

/** The bodies that award the certifications the firm prepares (the certifications page lists them). */
const BODIES = ['pmi', 'peoplecert', 'scrum', 'isaca', 'openGroup', 'cloud', 'security', 'testing'] as const;

/** Product rules 2, footer pages: the partners and accreditations. */
export function PartnersPage() {
  const { t } = useTranslation('pages-company');
  return (
    <>
      <PageMeta title={t('partners.meta.title')} description={t('partners.meta.description')} />
      <PageHero
        eyebrow={t('partners.hero.eyebrow')}
        title={t('partners.hero.title')}
        lead={t('partners.hero.lead')}
      >
        <ButtonLink to={paths.certifications}>{t('partners.hero.primary')}</ButtonLink>
        <ButtonLink to={paths.partnershipRequest} variant="secondary">
          {t('partners.hero.secondary')}
        </ButtonLink>
      </PageHero>

      <PageSection id="partners-kinds" title={t('partners.kinds.title')}>
        <CardList
          items={KINDS.map((id) => ({
            id,
            title: t(`partners.kinds.items.${id}.title`),
            text: t(`partners.kinds.items.${id}.text`),
          }))}
        />
      </PageSection>

      <PageSection id="partners-bodies" title={t('partners.bodies.title')}>
        <p className="mt-0! mb-5 max-w-3xl">{t('partners.bodies.intro')}</p>
        <CardList
          isolated
          items={BODIES.map((id) => ({
            id,
            title: t(`partners.bodies.items.${id}.title`),
            text: t(`partners.bodies.items.${id}.text`),
          }))}
        />
      </PageSection>

      <CallToAction title={t('partners.cta.title')} text={t('partners.cta.text')}>
        <ButtonLink to={paths.partnershipRequest}>{t('partners.cta.contact')}</ButtonLink>
      </CallToAction>
    </>
  );
}
