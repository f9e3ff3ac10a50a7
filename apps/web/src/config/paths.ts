/** Routes declared once: links, the router and the tests use these. */
export const paths = {
  home: '/',
  formations: '/formations',
  solutions: '/solutions',
  sessions: '/sessions',
  calendar: '/sessions-calendar',
  certifications: '/certifications',
  blog: '/blog',
  about: '/a-propos',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  session: (slug: string) => `/session/${encodeURIComponent(slug)}`,
} as const;
