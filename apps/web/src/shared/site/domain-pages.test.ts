import { describe, expect, it } from 'vitest';

import { DOMAIN_IDS, DOMAIN_PAGES, domainPage, sessionsSearchHref } from './domain-pages';

/** Product rules 2, route table: the domain pages and the cybersecurity, management and AI topic pages. */
const SPEC_PATHS = [
  '/formations/gestion-de-projet',
  '/formations/intelligence-artificielle',
  '/formations/cybersecurite',
  '/formations/management-si',
  '/formations/commercial',
  '/formations/cyber/isaca',
  '/formations/cyber/tests-intrusion',
  '/formations/management/pmp',
  '/formations/management/prince2',
  '/formations/management/methodes-agiles',
  '/formations/management/scrum-master',
  '/formations/ia/rh',
  '/formations/ia/managers',
  '/formations/ia/marketing',
];

describe('DOMAIN_PAGES', () => {
  it('holds exactly the paths of the product rules, each once', () => {
    const paths = DOMAIN_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('has one entry per id, ids unique', () => {
    const ids = DOMAIN_PAGES.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...DOMAIN_IDS].sort());
    for (const id of DOMAIN_IDS) expect(domainPage(id).id).toBe(id);
  });

  it('makes management-si and commercial the only coming-soon pages, both domains', () => {
    const comingSoon = DOMAIN_PAGES.filter((page) => page.comingSoon);
    expect(comingSoon.map((page) => page.path).sort()).toEqual([
      '/formations/commercial',
      '/formations/management-si',
    ]);
    for (const page of comingSoon) expect(page.kind).toBe('domain');
  });

  it('gives every topic page an open domain as parent, and no parent to domains', () => {
    for (const page of DOMAIN_PAGES) {
      if (page.kind === 'domain') {
        expect(page.path).toMatch(/^\/formations\/[a-z-]+$/);
        expect('parentId' in page, page.id).toBe(false);
      } else {
        expect('parentId' in page, page.id).toBe(true);
        const parent = 'parentId' in page ? domainPage(page.parentId) : undefined;
        expect(parent?.kind, page.id).toBe('domain');
        expect(parent?.comingSoon, page.id).toBe(false);
      }
    }
    const parentOf = (path: string) => {
      const page = DOMAIN_PAGES.find((p) => p.path === path);
      return page !== undefined && 'parentId' in page ? page.parentId : undefined;
    };
    expect(parentOf('/formations/cyber/isaca')).toBe('cybersecurite');
    expect(parentOf('/formations/ia/rh')).toBe('intelligence-artificielle');
    expect(parentOf('/formations/management/pmp')).toBe('gestion-de-projet');
  });

  it('links related pages that exist, never itself, and coming-soon pages only to open pages', () => {
    for (const page of DOMAIN_PAGES) {
      expect(page.relatedIds.length, page.id).toBeGreaterThanOrEqual(2);
      expect(new Set(page.relatedIds).size, page.id).toBe(page.relatedIds.length);
      for (const related of page.relatedIds) {
        expect(DOMAIN_IDS, page.id).toContain(related);
        expect(related, page.id).not.toBe(page.id);
        if (page.comingSoon) expect(domainPage(related).comingSoon, `${page.id} → ${related}`).toBe(false);
      }
    }
  });

  it('searches the sessions with a non-empty term', () => {
    for (const page of DOMAIN_PAGES)
      expect(page.sessionSearch.trim().length, page.id).toBeGreaterThanOrEqual(2);
    expect(sessionsSearchHref(domainPage('management-pmp'))).toBe('/sessions?search=PMP');
    expect(sessionsSearchHref(domainPage('gestion-de-projet'))).toBe(
      '/sessions?search=gestion%20de%20projet',
    );
  });
});
