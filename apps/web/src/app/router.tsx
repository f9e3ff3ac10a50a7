import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';

import { paths, routePatterns } from '@/config/paths';
import { CATEGORY_SLUGS, type CategorySlug } from '@/shared/site/catalogue-categories';
import { DOMAIN_PAGES } from '@/shared/site/domain-pages';
import { SOLUTION_PAGES } from '@/shared/site/solution-pages';

import { LanguageRouter } from './language-router';
import { SiteLayout } from './layout/site-layout';

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

const HomePage = page(async () => (await import('@/features/home/pages/home-page')).HomePage);
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

/** Pages without parameters, by path. */
const PAGES: [string, LazyExoticComponent<ComponentType>][] = [
  [paths.about, page(async () => (await import('@/features/static-pages/pages/about-page')).AboutPage)],
  [paths.faq, page(async () => (await import('@/features/static-pages/pages/faq-page')).FaqPage)],
  [
    paths.legalNotice,
    page(async () => (await import('@/features/static-pages/pages/legal-notice-page')).LegalNoticePage),
  ],
  [
    paths.termsOfSale,
    page(async () => (await import('@/features/static-pages/pages/terms-of-sale-page')).TermsOfSalePage),
  ],
  [
    paths.partners,
    page(async () => (await import('@/features/static-pages/pages/partners-page')).PartnersPage),
  ],
  [paths.support, page(async () => (await import('@/features/static-pages/pages/support-page')).SupportPage)],
  [
    paths.certifications,
    page(async () => (await import('@/features/static-pages/pages/certifications-page')).CertificationsPage),
  ],
  [
    paths.underConstruction,
    page(
      async () =>
        (await import('@/features/static-pages/pages/under-construction-page')).UnderConstructionPage,
    ),
  ],
  [paths.siteMap, page(async () => (await import('./pages/site-map-page')).SiteMapPage)],
  [paths.sessions, page(async () => (await import('@/features/sessions/pages/sessions-page')).SessionsPage)],
  [
    paths.calendar,
    page(async () => (await import('@/features/sessions/pages/sessions-calendar-page')).SessionsCalendarPage),
  ],
  [
    routePatterns.session,
    page(async () => (await import('@/features/sessions/pages/session-detail-page')).SessionDetailPage),
  ],
  [
    paths.myFavorites,
    page(async () => (await import('@/features/sessions/pages/favorites-page')).FavoritesPage),
  ],
  [
    routePatterns.enroll,
    page(async () => (await import('@/features/enrollment/pages/enrollment-page')).EnrollmentPage),
  ],
  [
    paths.enrollmentSuccess,
    page(
      async () => (await import('@/features/enrollment/pages/enrollment-success-page')).EnrollmentSuccessPage,
    ),
  ],
  [
    paths.myCourses,
    page(async () => (await import('@/features/enrollment/pages/my-courses-page')).MyCoursesPage),
  ],
  [paths.blog, page(async () => (await import('@/features/blog/pages/blog-page')).BlogPage)],
  [routePatterns.article, page(async () => (await import('@/features/blog/pages/article-page')).ArticlePage)],
  [paths.contact, page(async () => (await import('@/features/contact/pages/contact-page')).ContactPage)],
  [paths.login, page(async () => (await import('@/features/accounts/pages/login-page')).LoginPage)],
  [paths.signup, page(async () => (await import('@/features/accounts/pages/signup-page')).SignupPage)],
  [
    paths.emailVerification,
    page(
      async () => (await import('@/features/accounts/pages/email-verification-page')).EmailVerificationPage,
    ),
  ],
  [
    paths.resetPassword,
    page(async () => (await import('@/features/accounts/pages/reset-password-page')).ResetPasswordPage),
  ],
  [
    routePatterns.setNewPassword,
    page(async () => (await import('@/features/accounts/pages/set-new-password-page')).SetNewPasswordPage),
  ],
  [paths.profile, page(async () => (await import('@/features/accounts/pages/profile-page')).ProfilePage)],
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {[paths.home, paths.formations, paths.solutions].map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
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
