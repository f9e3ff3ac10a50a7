import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, routePatterns } from '../config/paths';
import { CATEGORY_SLUGS } from '../shared/site/catalogue-categories';
import { DOMAIN_PAGES } from '../shared/site/domain-pages';
import { SOLUTION_PAGES } from '../shared/site/solution-pages';
import { LoadingView } from '../shared/ui/loading-view';
import { SiteLayout } from './layout/site-layout';

/** A route whose page module loads on demand (spec 2). */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/** Every page loads on demand (spec 2). */
const pages: RouteObject[] = [
  ...[paths.home, paths.formations, paths.solutions].map((path) =>
    page(path, async () => (await import('../features/home/pages/home-page')).HomePage),
  ),
  ...CATEGORY_SLUGS.map((category) => ({
    path: `/formations/${category}`,
    lazy: async () => {
      const { CategoryPage } = await import('../features/catalogue/pages/category-page');
      return { Component: () => <CategoryPage category={category} /> };
    },
  })),
  page(paths.about, async () => (await import('../features/static-pages/pages/about-page')).AboutPage),
  page(paths.faq, async () => (await import('../features/static-pages/pages/faq-page')).FaqPage),
  page(
    paths.legalNotice,
    async () => (await import('../features/static-pages/pages/legal-notice-page')).LegalNoticePage,
  ),
  page(
    paths.termsOfSale,
    async () => (await import('../features/static-pages/pages/terms-of-sale-page')).TermsOfSalePage,
  ),
  page(
    paths.certifications,
    async () => (await import('../features/static-pages/pages/certifications-page')).CertificationsPage,
  ),
  page(
    paths.underConstruction,
    async () =>
      (await import('../features/static-pages/pages/under-construction-page')).UnderConstructionPage,
  ),
  page(paths.siteMap, async () => (await import('./pages/site-map-page')).SiteMapPage),
  page(paths.sessions, async () => (await import('../features/sessions/pages/sessions-page')).SessionsPage),
  page(
    paths.calendar,
    async () => (await import('../features/sessions/pages/sessions-calendar-page')).SessionsCalendarPage,
  ),
  page(
    routePatterns.session,
    async () => (await import('../features/sessions/pages/session-detail-page')).SessionDetailPage,
  ),
  page(
    paths.myFavourites,
    async () => (await import('../features/sessions/pages/favourites-page')).FavouritesPage,
  ),
  page(
    routePatterns.enrol,
    async () => (await import('../features/enrolment/pages/enrolment-page')).EnrolmentPage,
  ),
  page(
    paths.enrolmentSuccess,
    async () => (await import('../features/enrolment/pages/enrolment-success-page')).EnrolmentSuccessPage,
  ),
  page(
    paths.myCourses,
    async () => (await import('../features/enrolment/pages/my-courses-page')).MyCoursesPage,
  ),
  page(paths.blog, async () => (await import('../features/blog/pages/blog-page')).BlogPage),
  page(routePatterns.article, async () => (await import('../features/blog/pages/article-page')).ArticlePage),
  page(paths.contact, async () => (await import('../features/contact/pages/contact-page')).ContactPage),
  page(paths.login, async () => (await import('../features/accounts/pages/login-page')).LoginPage),
  page(paths.signup, async () => (await import('../features/accounts/pages/signup-page')).SignupPage),
  page(
    paths.emailVerification,
    async () => (await import('../features/accounts/pages/email-verification-page')).EmailVerificationPage,
  ),
  page(
    paths.resetPassword,
    async () => (await import('../features/accounts/pages/reset-password-page')).ResetPasswordPage,
  ),
  page(
    routePatterns.setNewPassword,
    async () => (await import('../features/accounts/pages/set-new-password-page')).SetNewPasswordPage,
  ),
  page(paths.profile, async () => (await import('../features/accounts/pages/profile-page')).ProfilePage),
  ...DOMAIN_PAGES.map(({ id, path }) => ({
    path,
    lazy: async () => {
      const { DomainPage } = await import('../features/domains/pages/domain-page');
      return { Component: () => <DomainPage id={id} /> };
    },
  })),
  ...SOLUTION_PAGES.map(({ id, path }) => ({
    path,
    lazy: async () => {
      const { SolutionPage } = await import('../features/solutions/pages/solution-page');
      return { Component: () => <SolutionPage id={id} /> };
    },
  })),
];

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    // The first page's code is still loading: the same view as any later wait.
    hydrateFallbackElement: <LoadingView />,
    children: [
      ...pages,
      page('*', async () => (await import('../features/static-pages/pages/not-found-page')).NotFoundPage),
    ],
  },
]);
