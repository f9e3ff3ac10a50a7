import type { ComponentType } from 'react';

import { paths, routePatterns } from '@/config/paths';
import { CATEGORY_SLUGS } from '@/shared/site/catalogue-categories';
import { DOMAIN_PAGES } from '@/shared/site/domain-pages';
import { SOLUTION_PAGES } from '@/shared/site/solution-pages';

/**
 * Every page of the site, once: its route, its component (loaded on demand, product rules 2), the
 * words that name it in a link, where the site links it, and whether the build writes it as HTML.
 * The router, the header and drawer, the footer, the site map, the prerender (and so the sitemap.xml)
 * and the routes' browser test all read this list. The pages of a family (a category, a domain, a
 * solution) come from their own lists, below.
 */

/** Where the site links a page, each place with its own order (1 first). */
export type LinkPlace = 'header' | 'header-company' | 'footer' | 'site-map' | 'site-map-legal';

export interface SitePage {
  /** Its route, as react-router writes it (`:slug` a parameter). */
  readonly path: string;
  /** Other paths that show the same page. */
  readonly aliases?: readonly string[];
  readonly load: () => Promise<ComponentType>;
  /** The words that name it in a link (the common namespace). */
  readonly label?: PageLabel;
  readonly linked?: Partial<Readonly<Record<LinkPlace, number>>>;
  /** Written as HTML by the build: a public page, the same for every visitor. */
  readonly prerendered?: boolean;
}

type PageLabel =
  | 'nav.home'
  | 'nav.sessions'
  | 'nav.calendar'
  | 'nav.certifications'
  | 'nav.blog'
  | 'nav.about'
  | 'nav.contact'
  | 'footer.faq'
  | 'footer.partners'
  | 'footer.support'
  | 'footer.sitemap'
  | 'footer.legal'
  | 'footer.terms';

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: paths.home,
    aliases: [paths.formations, paths.solutions],
    load: async () => (await import('@/features/home/pages/home-page')).HomePage,
    label: 'nav.home',
    linked: { 'site-map': 1 },
    prerendered: true,
  },
  {
    path: paths.sessions,
    load: async () => (await import('@/features/sessions/pages/sessions-page')).SessionsPage,
    label: 'nav.sessions',
    linked: { header: 2, 'site-map': 2 },
    prerendered: true,
  },
  {
    path: paths.calendar,
    load: async () => (await import('@/features/sessions/pages/sessions-calendar-page')).SessionsCalendarPage,
    label: 'nav.calendar',
    linked: { 'site-map': 3 },
    prerendered: true,
  },
  {
    path: paths.certifications,
    load: async () => (await import('@/features/static-pages/pages/certifications-page')).CertificationsPage,
    label: 'nav.certifications',
    linked: { header: 1, footer: 4, 'site-map': 4 },
    prerendered: true,
  },
  {
    path: paths.blog,
    load: async () => (await import('@/features/blog/pages/blog-page')).BlogPage,
    label: 'nav.blog',
    linked: { header: 3, 'site-map': 5 },
    prerendered: true,
  },
  {
    path: paths.about,
    load: async () => (await import('@/features/static-pages/pages/about-page')).AboutPage,
    label: 'nav.about',
    linked: { 'header-company': 1, footer: 1, 'site-map': 6 },
    prerendered: true,
  },
  {
    path: paths.contact,
    load: async () => (await import('@/features/contact/pages/contact-page')).ContactPage,
    label: 'nav.contact',
    linked: { 'header-company': 2, footer: 2, 'site-map': 7 },
    prerendered: true,
  },
  {
    path: paths.faq,
    load: async () => (await import('@/features/static-pages/pages/faq-page')).FaqPage,
    label: 'footer.faq',
    linked: { footer: 3, 'site-map': 8 },
    prerendered: true,
  },
  {
    path: paths.partners,
    load: async () => (await import('@/features/static-pages/pages/partners-page')).PartnersPage,
    label: 'footer.partners',
    linked: { footer: 5, 'site-map': 9 },
    prerendered: true,
  },
  {
    path: paths.support,
    load: async () => (await import('@/features/static-pages/pages/support-page')).SupportPage,
    label: 'footer.support',
    linked: { footer: 6, 'site-map': 10 },
    prerendered: true,
  },
  {
    path: paths.siteMap,
    load: async () => (await import('./pages/site-map-page')).SiteMapPage,
    label: 'footer.sitemap',
    linked: { footer: 7, 'site-map-legal': 3 },
    prerendered: true,
  },
  {
    path: paths.legalNotice,
    load: async () => (await import('@/features/static-pages/pages/legal-notice-page')).LegalNoticePage,
    label: 'footer.legal',
    linked: { footer: 8, 'site-map-legal': 1 },
    prerendered: true,
  },
  {
    path: paths.termsOfSale,
    load: async () => (await import('@/features/static-pages/pages/terms-of-sale-page')).TermsOfSalePage,
    label: 'footer.terms',
    linked: { footer: 9, 'site-map-legal': 2 },
    prerendered: true,
  },
  {
    path: paths.underConstruction,
    load: async () =>
      (await import('@/features/static-pages/pages/under-construction-page')).UnderConstructionPage,
    prerendered: true,
  },
  {
    path: routePatterns.session,
    load: async () => (await import('@/features/sessions/pages/session-detail-page')).SessionDetailPage,
  },
  {
    path: routePatterns.article,
    load: async () => (await import('@/features/blog/pages/article-page')).ArticlePage,
  },
  {
    path: paths.login,
    load: async () => (await import('@/features/accounts/pages/login-page')).LoginPage,
    prerendered: true,
  },
  {
    path: paths.signup,
    load: async () => (await import('@/features/accounts/pages/signup-page')).SignupPage,
    prerendered: true,
  },
  {
    path: paths.resetPassword,
    load: async () => (await import('@/features/accounts/pages/reset-password-page')).ResetPasswordPage,
    prerendered: true,
  },
  // The visitor's own pages, and the steps of one journey: rendered in the browser only.
  {
    path: paths.emailVerification,
    load: async () =>
      (await import('@/features/accounts/pages/email-verification-page')).EmailVerificationPage,
  },
  {
    path: routePatterns.setNewPassword,
    load: async () => (await import('@/features/accounts/pages/set-new-password-page')).SetNewPasswordPage,
  },
  {
    path: paths.profile,
    load: async () => (await import('@/features/accounts/pages/profile-page')).ProfilePage,
  },
  {
    path: paths.myFavorites,
    load: async () => (await import('@/features/sessions/pages/favorites-page')).FavoritesPage,
  },
  {
    path: routePatterns.enroll,
    load: async () => (await import('@/features/enrollment/pages/enrollment-page')).EnrollmentPage,
  },
  {
    path: paths.enrollmentSuccess,
    load: async () =>
      (await import('@/features/enrollment/pages/enrollment-success-page')).EnrollmentSuccessPage,
  },
  {
    path: paths.myCourses,
    load: async () => (await import('@/features/enrollment/pages/my-courses-page')).MyCoursesPage,
  },
];

/** Every path that shows a page: its route and its aliases. */
export const pathsOf = ({ path, aliases = [] }: SitePage): string[] => [path, ...aliases];

/** The pages of the families, each path its own page: a category, a domain or topic, a solution. */
export const FAMILY_PATHS: readonly string[] = [
  ...CATEGORY_SLUGS.map((slug) => paths.category(slug)),
  ...DOMAIN_PAGES.map(({ path }) => path),
  ...SOLUTION_PAGES.map(({ path }) => path),
];

/** The links of one place, in its order: the words' key and the path. */
export function linksOf(place: LinkPlace): { label: PageLabel; path: string }[] {
  return SITE_PAGES.flatMap(({ label, path, linked }) => {
    const order = linked?.[place];
    return label === undefined || order === undefined ? [] : [{ label, path, order }];
  })
    .sort((a, b) => a.order - b.order)
    .map(({ label, path }) => ({ label, path }));
}

/** Every path the router answers without a parameter: the pages, their aliases and the families. */
export const PLAIN_PATHS: readonly string[] = [
  ...SITE_PAGES.flatMap(pathsOf).filter((path) => !path.includes(':')),
  ...FAMILY_PATHS,
];

/**
 * The public pages the build writes as HTML, besides one page per published course and per article
 * (their slugs come from the API at build time). Restricted and personal pages (profile, my courses,
 * favorites, enrollment, verification, a new password's link) are left to the browser: their content
 * is the visitor's own.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ...SITE_PAGES.filter((page) => page.prerendered === true).flatMap(pathsOf),
  ...FAMILY_PATHS,
];
