import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import {
  SECONDARY_CTAS,
  solutionPage,
  SOLUTIONS_NAMESPACE,
  type SolutionId,
} from '@/shared/site/solution-pages';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { PageSection } from '@/shared/ui/page-section';

interface Step {
  title: string;
  text: string;
}

/**
 * The four practical details, in this order, as `shared.details.<key>` (label) and `<id>.details.<key>`
 * (value).
 */
const DETAILS = ['duration', 'format', 'groupSize', 'place'] as const;

/** A list from `t(key, { returnObjects: true })`; a missing list renders nothing rather than crashing. */
function asStrings(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

function asSteps(value: unknown): readonly Step[] {
  return Array.isArray(value)
    ? value.filter(
        (item): item is Step =>
          typeof item === 'object' && item !== null && 'title' in item && 'text' in item,
      )
    : [];
}

/**
 * One solution page (product rules 2: the nine pages under /solutions/ and the five additional ones): hero,
 * for whom, what you get, how it works, practical details and related solutions.
 */
export function SolutionPage({ id }: { id: SolutionId }) {
  const { t } = useTranslation(SOLUTIONS_NAMESPACE);
  const page = solutionPage(id);
  const secondary = page.secondaryCta === undefined ? undefined : SECONDARY_CTAS[page.secondaryCta];
  const audience = asStrings(t(`${id}.audience.items`, { returnObjects: true }));
  const benefits = asStrings(t(`${id}.benefits.items`, { returnObjects: true }));
  const steps = asSteps(t(`${id}.steps.items`, { returnObjects: true }));
  const related = page.relatedIds.map(solutionPage);

  return (
    <>
      <PageMeta
        title={t('shared.metaTitle', { title: t(`${id}.meta.title`) })}
        description={t(`${id}.meta.description`)}
      />
      <PageHero
        eyebrow={t(`shared.groups.${page.group}`)}
        title={t(`${id}.hero.title`)}
        lead={t(`${id}.hero.lead`)}
      >
        <ButtonLink to={paths.contact}>{t('cta.quote')}</ButtonLink>
        {secondary === undefined ? null : (
          <ButtonLink to={secondary.to} variant="secondary">
            {t(secondary.labelKey)}
          </ButtonLink>
        )}
      </PageHero>

      <PageSection id="audience" title={t('shared.sections.audience')}>
        <p>{t(`${id}.audience.intro`)}</p>
        <ul>
          {audience.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="benefits" title={t('shared.sections.benefits')}>
        <ul className="grid gap-x-10 md:grid-cols-2">
          {benefits.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="steps" title={t('shared.sections.steps')}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-orange-50 font-bold text-brand-dark"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="details" title={t('shared.sections.details')}>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DETAILS.map((detail) => (
            <div key={detail} className="rounded-xl border border-slate-200 bg-orange-50 p-5">
              <dt className="text-sm font-semibold text-brand-dark">{t(`shared.details.${detail}`)}</dt>
              <dd className="mt-1 text-ink">{t(`${id}.details.${detail}`)}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection id="related" title={t('shared.sections.related')}>
        <ul className="grid list-none! gap-4 ps-0! sm:grid-cols-2 lg:grid-cols-3">
          {related.map((other) => (
            <li
              key={other.id}
              className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus-within:border-brand-dark hover:border-brand-dark"
            >
              <p className="text-sm font-semibold text-brand-dark">{t(`shared.groups.${other.group}`)}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">
                <Link
                  to={other.path}
                  className="rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-brand-dark"
                >
                  {t(`${other.id}.label`)}
                </Link>
              </h3>
              <p className="text-slate-700">{t(`${other.id}.summary`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
