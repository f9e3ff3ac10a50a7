import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';

import { linksOf, pathsOf, PLAIN_PATHS, PRERENDERED_PATHS, SITE_PAGES, type LinkPlace } from './site-pages';

const PLACES: readonly LinkPlace[] = ['header', 'header-company', 'footer', 'site-map', 'site-map-legal'];

describe('the page registry', () => {
  it('lists each path once', () => {
    const all = SITE_PAGES.flatMap(pathsOf);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(PLAIN_PATHS).size).toBe(PLAIN_PATHS.length);
  });

  it('gives each place of links one page per position, each named', () => {
    for (const place of PLACES) {
      const orders = SITE_PAGES.flatMap(({ linked }) =>
        linked?.[place] === undefined ? [] : [linked[place]],
      );
      expect(new Set(orders).size, place).toBe(orders.length);
      expect(linksOf(place), place).toHaveLength(orders.length);
    }
    for (const page of SITE_PAGES) {
      if (page.linked !== undefined) expect(page.label, page.path).toBeDefined();
    }
  });

  it('links in each place in its order', () => {
    expect(linksOf('header').map(({ path }) => path)).toEqual([
      paths.certifications,
      paths.sessions,
      paths.blog,
    ]);
    expect(linksOf('site-map-legal').map(({ path }) => path)).toEqual([
      paths.legalNotice,
      paths.termsOfSale,
      paths.siteMap,
    ]);
  });

  it('prerenders public pages only: none with a parameter, none of a visitor of their own', () => {
    expect(PRERENDERED_PATHS.filter((path) => path.includes(':'))).toEqual([]);
    for (const own of [paths.profile, paths.myCourses, paths.myFavorites, paths.emailVerification]) {
      expect(PRERENDERED_PATHS).not.toContain(own);
    }
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining([paths.home, paths.formations, paths.siteMap]));
  });
});
