import { useTranslation } from 'react-i18next';

import {
  LegalDocument,
  LegalText,
  type LegalSection,
} from '@/features/static-pages/components/legal-document';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';

/** The articles in order, with their anchors; two of them end with a list and a closing paragraph. */
const ARTICLES = [
  ['purpose', 'objet'],
  ['registration', 'inscription'],
  ['prices', 'prix'],
  ['payment', 'paiement'],
  ['promoCodes', 'codes-promo'],
  ['clientCancellation', 'annulation-client'],
  ['firmCancellation', 'annulation-formation-pro'],
  ['attendance', 'attestation'],
  ['exams', 'examens'],
  ['liability', 'responsabilite'],
  ['personalData', 'donnees-personnelles'],
  ['law', 'droit-applicable'],
] as const;

export function TermsOfSalePage() {
  const { t } = useTranslation('pages-company');
  const sections: LegalSection[] = ARTICLES.map(([key, anchor], index) => ({
    id: anchor,
    title: t('shared.article', { number: index + 1, title: t(`termsOfSale.sections.${key}.title`) }),
    body:
      key === 'clientCancellation' ? (
        <LegalText
          paragraphs={t('termsOfSale.sections.clientCancellation.paragraphs', { returnObjects: true })}
          items={t('termsOfSale.sections.clientCancellation.items', { returnObjects: true })}
          outro={t('termsOfSale.sections.clientCancellation.outro')}
        />
      ) : (
        <LegalText paragraphs={t(`termsOfSale.sections.${key}.paragraphs`, { returnObjects: true })} />
      ),
  }));
  return (
    <>
      <PageMeta title={t('termsOfSale.meta.title')} description={t('termsOfSale.meta.description')} />
      <PageHero
        eyebrow={t('termsOfSale.hero.eyebrow')}
        title={t('termsOfSale.hero.title')}
        lead={t('termsOfSale.hero.lead')}
      />
      <LegalDocument tocLabel={t('shared.toc')} sections={sections} />
    </>
  );
}
