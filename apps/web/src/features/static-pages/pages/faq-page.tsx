import { useTranslation } from 'react-i18next';

import { CONTACT } from '@/config/env';
import { paths } from '@/config/paths';
import { Accordion } from '@/features/static-pages/components/accordion';
import { CallToAction } from '@/features/static-pages/components/call-to-action';
import { TaggedText } from '@/shared/i18n/tagged-text';
import { buttonClass } from '@/shared/ui/button-class';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { PageSection } from '@/shared/ui/page-section';

/** The questions, grouped under one h2 each. */
const GROUPS = [
  ['registration', ['registration', 'payment', 'promoCode', 'cancellation']],
  ['training', ['formats', 'certificates', 'exams', 'prerequisites']],
  ['companies', ['inHouse', 'funding']],
  ['practical', ['accessibility', 'hours']],
] as const;

export function FaqPage() {
  const { t } = useTranslation('pages-company');
  return (
    <>
      <PageMeta title={t('faq.meta.title')} description={t('faq.meta.description')} />
      <PageHero eyebrow={t('faq.hero.eyebrow')} title={t('faq.hero.title')} lead={t('faq.hero.lead')} />

      {GROUPS.map(([group, questions]) => (
        <PageSection key={group} id={`faq-${group}`} title={t(`faq.groups.${group}`)}>
          <div className="max-w-4xl">
            <Accordion
              items={questions.map((id) => ({
                id,
                question: t(`faq.questions.${id}.question`),
                answer: t(`faq.questions.${id}.answer`),
              }))}
            />
          </div>
        </PageSection>
      ))}

      <CallToAction title={t('faq.cta.title')} text={t('faq.cta.text')}>
        <ButtonLink to={paths.contact}>{t('faq.cta.contact')}</ButtonLink>
        <a href={CONTACT.phoneHref} className={`${buttonClass('secondary', 'lg')} inline-block`}>
          <TaggedText
            text={t('faq.cta.call', { phone: CONTACT.phone })}
            tags={{ phone: (phone) => <span dir="ltr">{phone}</span> }}
          />
        </a>
      </CallToAction>
    </>
  );
}
