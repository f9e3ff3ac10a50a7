import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { DomainBreadcrumb } from '@/features/domains/components/domain-breadcrumb';
import { DomainSessions } from '@/features/domains/components/domain-sessions';
import { RelatedPages } from '@/features/domains/components/related-pages';
import {
  domainPage,
  sessionsSearchHref,
  type ComingSoonDomainId,
  type DomainId,
  type DomainPageEntry,
  type FullDomainId,
} from '@/shared/site/domain-pages';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { PageSection } from '@/shared/ui/page-section';

interface Titled {
  title: string;
  text: string;
}

interface Certification {
  name: string;
  text: string;
  format: string;
  duration: string;
  prerequisites: string;
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * A domain or topic page of product rules 2 (/formations/…): everything comes from DOMAIN_PAGES and the
 * namespace `pages-domains`. Coming-soon domains say so and offer to be contacted.
 */
export function DomainPage({ id }: { id: DomainId }) {
  const entry = domainPage(id);
  return entry.comingSoon ? (
    <ComingSoonView entry={entry} id={entry.id} />
  ) : (
    <FullView entry={entry} id={entry.id} />
  );
}

function Breadcrumb({ entry, current }: { entry: DomainPageEntry; current: string }) {
  const { t } = useTranslation('pages-domains');
  const parent =
    entry.parentId === undefined
      ? undefined
      : { label: t(`pages.${entry.parentId}.navLabel`), to: domainPage(entry.parentId).path };
  return <DomainBreadcrumb parent={parent} current={current} />;
}

function FullView({ entry, id }: { entry: DomainPageEntry; id: FullDomainId }) {
  const { t } = useTranslation('pages-domains');
  const why: string[] = t(`pages.${id}.why`, { returnObjects: true });
  const audience: string[] = t(`pages.${id}.audience`, { returnObjects: true });
  const modules: Titled[] = t(`pages.${id}.modules`, { returnObjects: true });
  const approach: string[] = t(`pages.${id}.approach`, { returnObjects: true });
  const page = t(`pages.${id}`, { returnObjects: true });
  const certifications: Certification[] = 'certifications' in page ? page.certifications : [];
  const eyebrow =
    entry.parentId === undefined ? t('ui.domainEyebrow') : t(`pages.${entry.parentId}.navLabel`);

  return (
    <>
      <PageMeta title={t(`pages.${id}.meta.title`)} description={t(`pages.${id}.meta.description`)} />
      <Breadcrumb entry={entry} current={t(`pages.${id}.navLabel`)} />
      <PageHero eyebrow={eyebrow} title={t(`pages.${id}.title`)} lead={t(`pages.${id}.lead`)}>
        <ButtonLink to={sessionsSearchHref(entry)}>{t('ui.ctaSessions')}</ButtonLink>
        <ButtonLink to={paths.contact} variant="secondary">
          {t('ui.ctaQuote')}
        </ButtonLink>
      </PageHero>

      <PageSection id="why" title={t('ui.sections.why')}>
        <div className="max-w-3xl">
          {why.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="audience" title={t('ui.sections.audience')}>
        <ul className="max-w-3xl">
          {audience.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="modules" title={t('ui.sections.modules')}>
        <ul className="grid list-none! gap-4 ps-0! sm:grid-cols-2 lg:grid-cols-3">
          {modules.map((module) => (
            <li key={module.title} className={`mt-0! ${CARD}`}>
              <h3 className="font-semibold text-ink">{module.title}</h3>
              <p className="mt-2! text-sm">{module.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <DomainSessions entry={entry} />

      {certifications.length === 0 ? null : (
        <PageSection id="certifications" title={t('ui.sections.certifications')}>
          <ul className="grid list-none! gap-4 ps-0! lg:grid-cols-2">
            {certifications.map((certification) => (
              <li key={certification.name} className={`mt-0! ${CARD} border-s-4 border-s-brand-dark`}>
                <h3 className="font-semibold text-ink">{certification.name}</h3>
                <p className="mt-2! text-sm">{certification.text}</p>
                <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
                  <dt className="font-semibold text-ink">{t('ui.exam.format')}</dt>
                  <dd>{certification.format}</dd>
                  <dt className="font-semibold text-ink">{t('ui.exam.duration')}</dt>
                  <dd>{certification.duration}</dd>
                  <dt className="font-semibold text-ink">{t('ui.exam.prerequisites')}</dt>
                  <dd>{certification.prerequisites}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">{t('ui.examNote')}</p>
        </PageSection>
      )}

      <PageSection id="approach" title={t('ui.sections.approach')}>
        <ul className="max-w-3xl">
          {approach.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <RelatedPages ids={entry.relatedIds} />
    </>
  );
}

function ComingSoonView({ entry, id }: { entry: DomainPageEntry; id: ComingSoonDomainId }) {
  const { t } = useTranslation('pages-domains');
  const offer: Titled[] = t(`pages.${id}.offer`, { returnObjects: true });

  return (
    <>
      <PageMeta title={t(`pages.${id}.meta.title`)} description={t(`pages.${id}.meta.description`)} />
      <Breadcrumb entry={entry} current={t(`pages.${id}.navLabel`)} />
      <PageHero eyebrow={t('ui.comingSoonBadge')} title={t(`pages.${id}.title`)} lead={t(`pages.${id}.lead`)}>
        <ButtonLink to={paths.contact}>{t('ui.ctaContact')}</ButtonLink>
      </PageHero>

      <PageSection id="offer" title={t('ui.sections.offer')}>
        <ul className="grid list-none! gap-4 ps-0! sm:grid-cols-2">
          {offer.map((item) => (
            <li key={item.title} className={`mt-0! ${CARD}`}>
              <h3 className="font-semibold text-ink">{item.title}</h3>
              <p className="mt-2! text-sm">{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="opening" title={t('ui.sections.opening')}>
        <div className="max-w-3xl rounded-xl bg-orange-50 p-6">
          <p className="mt-0!">
            <span className="inline-block rounded-full border border-brand-dark px-3 py-1 text-sm font-semibold text-brand-dark">
              {t('ui.openingBadge')}
            </span>
          </p>
          <p>{t(`pages.${id}.opening`)}</p>
          <p>{t(`pages.${id}.contactText`)}</p>
          <div className="mt-5">
            <ButtonLink to={paths.contact}>{t('ui.ctaContact')}</ButtonLink>
          </div>
        </div>
      </PageSection>

      <RelatedPages ids={entry.relatedIds} />
    </>
  );
}
