import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { linksOf } from '@/app/site-pages';
import { paths } from '@/config/paths';
import { CATEGORY_SLUGS } from '@/shared/site/catalogue-categories';
import { DOMAIN_PAGES } from '@/shared/site/domain-pages';
import { SOLUTION_PAGES } from '@/shared/site/solution-pages';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';

const link =
  'text-slate-700 hover:text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark';

function Group({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <section aria-labelledby={`sitemap-${id}`}>
      <h2 id={`sitemap-${id}`} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      <ul className="space-y-1.5">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={link}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The site map (an app page: it gathers every feature's pages), generated from the lists the router is built
 * from (the page registry, categories, domains, solutions): a page added there appears here.
 */
export function SiteMapPage() {
  const { t } = useTranslation(['common', 'pages-domains', 'pages-solutions']);
  return (
    <>
      <PageMeta title={t('siteMap.meta.title')} description={t('siteMap.meta.description')} />
      <PageHero title={t('siteMap.title')} lead={t('siteMap.lead')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <Group
          id="main"
          title={t('siteMap.sections.main')}
          links={linksOf('site-map').map(({ label, path }) => ({ to: path, label: t(label) }))}
        />
        <Group
          id="categories"
          title={t('siteMap.sections.categories')}
          links={CATEGORY_SLUGS.map((slug) => ({
            to: paths.category(slug),
            label: t(`nav.formationsMenu.categories.${slug}`),
          }))}
        />
        <Group
          id="domains"
          title={t('siteMap.sections.domains')}
          links={DOMAIN_PAGES.map(({ id, path }) => ({
            to: path,
            label: t(`pages.${id}.navLabel`, { ns: 'pages-domains' }),
          }))}
        />
        <Group
          id="solutions"
          title={t('siteMap.sections.solutions')}
          links={SOLUTION_PAGES.map(({ id, path }) => ({
            to: path,
            label: t(`${id}.label`, { ns: 'pages-solutions' }),
          }))}
        />
        <Group
          id="legal"
          title={t('siteMap.sections.legal')}
          links={linksOf('site-map-legal').map(({ label, path }) => ({ to: path, label: t(label) }))}
        />
      </div>
    </>
  );
}
