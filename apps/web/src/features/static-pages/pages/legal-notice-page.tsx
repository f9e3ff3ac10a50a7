import { useTranslation } from 'react-i18next';

import { CONTACT } from '@/config/env';
import { LegalDocument, LegalText } from '@/features/static-pages/components/legal-document';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';

const LINK =
  'font-semibold text-brand-dark underline underline-offset-2 hover:text-brand-deep focus-visible:outline-2 focus-visible:outline-brand-dark';

export function LegalNoticePage() {
  const { t } = useTranslation('pages-company');
  return (
    <>
      <PageMeta title={t('legalNotice.meta.title')} description={t('legalNotice.meta.description')} />
      <PageHero
        eyebrow={t('legalNotice.hero.eyebrow')}
        title={t('legalNotice.hero.title')}
        lead={t('legalNotice.hero.lead')}
      />
      <LegalDocument
        tocLabel={t('shared.toc')}
        sections={[
          {
            id: 'editeur',
            title: t('legalNotice.publisher.title'),
            body: (
              <LegalText
                paragraphs={[t('legalNotice.publisher.intro')]}
                items={t('legalNotice.publisher.items', { returnObjects: true })}
              />
            ),
          },
          {
            id: 'hebergement',
            title: t('legalNotice.hosting.title'),
            body: <LegalText paragraphs={t('legalNotice.hosting.paragraphs', { returnObjects: true })} />,
          },
          {
            id: 'propriete-intellectuelle',
            title: t('legalNotice.intellectualProperty.title'),
            body: (
              <LegalText
                paragraphs={t('legalNotice.intellectualProperty.paragraphs', { returnObjects: true })}
              />
            ),
          },
          {
            id: 'donnees-personnelles',
            title: t('legalNotice.personalData.title'),
            body: (
              <LegalText paragraphs={t('legalNotice.personalData.paragraphs', { returnObjects: true })} />
            ),
          },
          {
            id: 'cookies',
            title: t('legalNotice.cookies.title'),
            body: (
              <LegalText
                paragraphs={[t('legalNotice.cookies.intro')]}
                items={t('legalNotice.cookies.items', { returnObjects: true })}
                outro={t('legalNotice.cookies.outro')}
              />
            ),
          },
          {
            id: 'contact',
            title: t('legalNotice.contact.title'),
            body: (
              <>
                <p>{t('legalNotice.contact.text')}</p>
                <address className="not-italic">
                  <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
                    <dt className="font-semibold text-ink">{t('shared.address')}</dt>
                    <dd>{t('legalNotice.contact.address')}</dd>
                    <dt className="font-semibold text-ink">{t('shared.email')}</dt>
                    <dd>
                      <a href={`mailto:${CONTACT.email}`} className={LINK} dir="ltr">
                        {CONTACT.email}
                      </a>
                    </dd>
                    <dt className="font-semibold text-ink">{t('shared.phone')}</dt>
                    <dd>
                      <a href={CONTACT.phoneHref} className={LINK} dir="ltr">
                        {CONTACT.phone}
                      </a>
                    </dd>
                  </dl>
                </address>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
