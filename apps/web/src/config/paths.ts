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
  faq: '/faq',
  login: '/login',
  signup: '/signup',
  siteMap: '/plan-du-site',
  legalNotice: '/mentions-legales',
  termsOfSale: '/conditions-generales-vente',
  category: (slug: string, program?: string) =>
    `/formations/${slug}${program === undefined ? '' : `?program=${encodeURIComponent(program)}`}`,
  session: (slug: string) => `/session/${encodeURIComponent(slug)}`,
} as const;

export const SOCIAL_LINKS = [
  { key: 'facebook', href: 'https://www.facebook.com/' },
  { key: 'linkedin', href: 'https://www.linkedin.com/' },
  { key: 'instagram', href: 'https://www.instagram.com/' },
] as const;
