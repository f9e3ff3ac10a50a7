/** The five training-area category pages (product rules 2), each under /formations/{slug}. */
export const CATEGORY_SLUGS = [
  'innovation-digitale',
  'intelligence-artificielle-avancee',
  'leadership-management',
  'entrepreneuriat',
  'certifications-professionnelles',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];
