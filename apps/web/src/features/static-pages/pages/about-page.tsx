import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { CallToAction } from '@/features/static-pages/components/call-to-action';
import { CardList } from '@/features/static-pages/components/card-list';
import { KeyFigures } from '@/features/static-pages/components/key-figures';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { PageSection } from '@/shared/ui/page-section';

const VALUES = ['excellence', 'pragmatism', 'commitment', 'integrity', 'innovation'] as const;
const APPROACH = ['trainers', 'blended', 'practice', 'assessment', 'followUp'] as const;
const AUDIENCES = ['enterprises', 'individuals', 'smes', 'publicInstitutions', 'students'] as const;

/** Product rules 1: the firm's own claims. */
const FIGURES = [
  ['years', '10+'],
  ['trained', '600+'],
  ['reviews', '95'],
  ['satisfaction', '96 %'],
  ['goals', '89 %'],
  ['certification', '95 %'],
] as const;

export function AboutPage() {
  const { t } = useTranslation('pages-company');
  return (
    <>
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} />
      <PageHero eyebrow={t('about.hero.eyebrow')} title={t('about.hero.title')} lead={t('about.hero.lead')}>
        <ButtonLink to={paths.contact}>{t('about.hero.primary')}</ButtonLink>
        <ButtonLink to={paths.sessions} variant="secondary">
          {t('about.hero.secondary')}
        </ButtonLink>
      </PageHero>

      <div className="lg:mx-auto lg:grid lg:max-w-7xl lg:grid-cols-2">
        <PageSection id="about-story" title={t('about.story.title')}>
          {t('about.story.paragraphs', { returnObjects: true }).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </PageSection>
        <PageSection id="about-mission" title={t('about.mission.title')}>
          {t('about.mission.paragraphs', { returnObjects: true }).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </PageSection>
      </div>

      <PageSection id="about-figures" title={t('about.figures.title')}>
        <KeyFigures
          figures={FIGURES.map(([id, value]) => ({ id, value, label: t(`about.figures.${id}`) }))}
        />
      </PageSection>

      <PageSection id="about-values" title={t('about.values.title')}>
        <CardList
          items={VALUES.map((id) => ({
            id,
            title: t(`about.values.items.${id}.title`),
            text: t(`about.values.items.${id}.text`),
          }))}
        />
      </PageSection>

      <PageSection id="about-approach" title={t('about.approach.title')}>
        <p className="mt-0! mb-5 max-w-3xl">{t('about.approach.intro')}</p>
        <CardList
          items={APPROACH.map((id) => ({
            id,
            title: t(`about.approach.items.${id}.title`),
            text: t(`about.approach.items.${id}.text`),
          }))}
        />
      </PageSection>

      <PageSection id="about-audiences" title={t('about.audiences.title')}>
        <p className="mt-0! mb-5 max-w-3xl">{t('about.audiences.intro')}</p>
        <CardList
          items={AUDIENCES.map((id) => ({
            id,
            title: t(`about.audiences.items.${id}.title`),
            text: t(`about.audiences.items.${id}.text`),
          }))}
        />
      </PageSection>

      <PageSection id="about-partners" title={t('about.partners.title')}>
        <div className="max-w-3xl">
          {t('about.partners.paragraphs', { returnObjects: true }).map((text) => (
            <p key={text}>{text}</p>
          ))}
          <ul className="mt-4">
            {t('about.partners.items', { returnObjects: true }).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      </PageSection>

      <CallToAction title={t('about.cta.title')} text={t('about.cta.text')}>
        <ButtonLink to={paths.contact}>{t('about.cta.contact')}</ButtonLink>
        <ButtonLink to={paths.sessions} variant="secondary">
          {t('about.cta.sessions')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
