import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { domainPage, type DomainId } from '@/shared/site/domain-pages';
import { PageSection } from '@/shared/ui/page-section';

/** "See also": a card per related page, its name and one sentence, linked. */
export function RelatedPages({ ids }: { ids: readonly DomainId[] }) {
  const { t } = useTranslation('pages-domains');
  return (
    <PageSection id="related" title={t('ui.sections.related')}>
      <ul className="grid list-none! gap-4 ps-0! sm:grid-cols-2 lg:grid-cols-4">
        {ids.map((id) => (
          <li key={id} className="mt-0! flex">
            <Link
              to={domainPage(id).path}
              className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark motion-reduce:transition-none"
            >
              <span className="font-semibold text-ink">{t(`pages.${id}.navLabel`)}</span>
              <span className="mt-2 text-sm text-slate-600">{t(`pages.${id}.summary`)}</span>
              <span aria-hidden="true" className="mt-auto pt-3 text-sm font-semibold text-brand-dark">
                {t('ui.relatedLink')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
