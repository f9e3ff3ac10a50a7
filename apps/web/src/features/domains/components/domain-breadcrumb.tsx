import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { breadcrumbJsonLd } from '@/shared/site/structured-data';
import { usePageUrl } from '@/shared/site/use-page-url';
import { JsonLd } from '@/shared/ui/json-ld';

/** Home › (domain ›) current page: topic pages link up to their domain; the same trail as JSON-LD. */
export function DomainBreadcrumb({
  parent,
  current,
}: {
  parent?: { label: string; to: string } | undefined;
  current: string;
}) {
  const { t } = useTranslation('pages-domains');
  const pageUrl = usePageUrl();
  const { pathname } = useLocation();
  const trail = [{ label: t('ui.home'), to: paths.home }, ...(parent === undefined ? [] : [parent])];
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          ...trail.map((crumb) => ({ name: crumb.label, url: pageUrl(crumb.to) })),
          { name: current, url: pageUrl(pathname) },
        ])}
      />
      <nav aria-label={t('ui.breadcrumb')} className="border-b border-slate-200 bg-white">
        <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 text-sm text-slate-600">
          {trail.map((crumb) => (
            <li key={crumb.to} className="flex items-center gap-2">
              <Link
                to={crumb.to}
                className="rounded-sm underline-offset-2 hover:text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
              >
                {crumb.label}
              </Link>
              <span aria-hidden="true">/</span>
            </li>
          ))}
          <li aria-current="page" className="font-medium text-ink">
            {current}
          </li>
        </ol>
      </nav>
    </>
  );
}
