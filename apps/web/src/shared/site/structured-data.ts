import { CONTACT } from '@/config/env';

type JsonLdData = Record<string, unknown>;

/** schema.org BreadcrumbList of a trail the page shows, from the home page to the page itself. */
export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** schema.org Organization of the firm, on the home page: its name, site, logo and how to reach it. */
export function organizationJsonLd(name: string, siteUrl: string): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name,
    url: siteUrl,
    logo: `${siteUrl}/favicon.svg`,
    email: CONTACT.email,
    telephone: CONTACT.phone,
    address: { '@type': 'PostalAddress', addressLocality: 'Tunis', addressCountry: 'TN' },
  };
}
