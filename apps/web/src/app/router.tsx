import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';

import { CATEGORY_SLUGS, type CategorySlug } from '@/shared/site/catalogue-categories';
import { DOMAIN_PAGES } from '@/shared/site/domain-pages';
import { SOLUTION_PAGES } from '@/shared/site/solution-pages';

import { LanguageRouter } from './language-router';
import { SiteLayout } from './layout/site-layout';
import { pathsOf, SITE_PAGES } from './site-pages';

/**
 * Every page loads on demand (product rules 2). The router runs in react-router's declarative mode: the site
 * uses no loaders or actions, and this mode weighs half as much in the first page's JavaScript
 * (docs/decisions/0005).
 */
function page<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}

const CategoryPage = page<{ category: CategorySlug }>(
  async () => (await import('@/features/catalogue/pages/category-page')).CategoryPage,
);
const DomainPage = page<{ id: (typeof DOMAIN_PAGES)[number]['id'] }>(
  async () => (await import('@/features/domains/pages/domain-page')).DomainPage,
);
const SolutionPage = page<{ id: (typeof SOLUTION_PAGES)[number]['id'] }>(
  async () => (await import('@/features/solutions/pages/solution-page')).SolutionPage,
);
const NotFoundPage = page(
  async () => (await import('@/features/static-pages/pages/not-found-page')).NotFoundPage,
);

/** Every page of the registry by each of its paths, its component made once. */
const PAGES: [string, LazyExoticComponent<ComponentType>][] = SITE_PAGES.flatMap((entry) => {
  const Page = page(entry.load);
  return pathsOf(entry).map((path): [string, LazyExoticComponent<ComponentType>] => [path, Page]);
});

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {CATEGORY_SLUGS.map((category) => (
          <Route
            key={category}
            path={`/formations/${category}`}
            element={<CategoryPage key={category} category={category} />}
          />
        ))}
        {DOMAIN_PAGES.map(({ id, path }) => (
          <Route key={path} path={path} element={<DomainPage key={id} id={id} />} />
        ))}
        {SOLUTION_PAGES.map(({ id, path }) => (
          <Route key={path} path={path} element={<SolutionPage key={id} id={id} />} />
        ))}
        {PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <LanguageRouter>
      <AppRoutes />
    </LanguageRouter>
  );
}
