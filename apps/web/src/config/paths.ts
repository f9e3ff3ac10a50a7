/** Routes declared once: links, the router, the site map and the tests use these. */
export const paths = {
  home: '/',
  formations: '/formations',
  solutions: '/solutions',
  underConstruction: '/under-construction',
  sessions: '/sessions',
  calendar: '/sessions-calendar',
  certifications: '/certifications',
  blog: '/blog',
  about: '/a-propos',
  contact: '/contact',
  /** The header's and drawer's quote buttons: the contact form with the quote category chosen. */
  quote: '/contact?category=quote',
  /** The support and partners pages' links: the contact form with their category chosen. */
  supportRequest: '/contact?category=support',
  partnershipRequest: '/contact?category=partnership',
  faq: '/faq',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  emailVerification: '/email-verification',
  profile: '/profile',
  myCourses: '/mes-cours',
  myFavorites: '/mes-favoris',
  enrollmentSuccess: '/enrollment-success',
  siteMap: '/plan-du-site',
  legalNotice: '/mentions-legales',
  termsOfSale: '/conditions-generales-vente',
  partners: '/partenaires',
  support: '/support',
  category: (slug: string, program?: string) =>
    `/formations/${slug}${program === undefined ? '' : `?program=${encodeURIComponent(program)}`}`,
  session: (slug: string) => `/session/${encodeURIComponent(slug)}`,
  enroll: (courseId: number | string) => `/session/${encodeURIComponent(String(courseId))}/enroll`,
  article: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  sessionsSearch: (search: string) => `/sessions?search=${encodeURIComponent(search)}`,
  /** The login page, which brings the visitor back to `returnTo` once signed in. */
  loginReturningTo: (returnTo: string) => `/login?returnTo=${encodeURIComponent(returnTo)}`,
} as const;

/** Route patterns of the pages with a parameter (react-router syntax). */
export const routePatterns = {
  session: '/session/:slug',
  enroll: '/session/:id/enroll',
  article: '/blog/:slug',
  setNewPassword: '/set-new-password/:token',
} as const;

/**
 * Where to go after login: only a path of this site (`/…`, not `//host` nor `/\host`), else home.
 * Keeps an open redirect out of the `returnTo` parameter.
 */
export function safeReturnPath(returnTo: string | null | undefined): string {
  if (returnTo === null || returnTo === undefined) return paths.home;
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return paths.home;
  return returnTo;
}

export const SOCIAL_LINKS = [
  { key: 'facebook', href: 'https://www.facebook.com/' },
  { key: 'linkedin', href: 'https://www.linkedin.com/' },
  { key: 'instagram', href: 'https://www.instagram.com/' },
] as const;
