import { describe, expect, it } from 'vitest';

import { breadcrumbJsonLd, organizationJsonLd } from './structured-data';

describe('structured data', () => {
  it('numbers the breadcrumb from the home page, with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { name: 'Accueil', url: 'https://formation.tn/' },
      { name: 'Blog', url: 'https://formation.tn/blog' },
      { name: 'Un article', url: 'https://formation.tn/blog/un-article' },
    ]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://formation.tn/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://formation.tn/blog' },
      { '@type': 'ListItem', position: 3, name: 'Un article', item: 'https://formation.tn/blog/un-article' },
    ]);
  });

  it('names the firm with its site, logo and contact', () => {
    expect(organizationJsonLd('Formation Pro', 'https://formation.tn')).toMatchObject({
      '@type': 'EducationalOrganization',
      name: 'Formation Pro',
      url: 'https://formation.tn',
      logo: 'https://formation.tn/favicon.svg',
      email: 'contact@formation-pro.tn',
      telephone: '+216 70 123 456',
    });
  });
});
