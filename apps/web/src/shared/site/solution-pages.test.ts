import { describe, expect, it } from 'vitest';

import { SOLUTION_IDS, SOLUTION_PAGES, solutionPage, SOLUTIONS_MENU } from './solution-pages';

/** Product rules 2, route table: solution pages and additional solution pages, in this order. */
const SPEC_PATHS = [
  '/solutions/sessions-presentiel',
  '/solutions/sessions-en-ligne',
  '/solutions/parcours-certifiants',
  '/solutions/formations-sur-mesure',
  '/solutions/accompagnement-projet',
  '/solutions/coaching-individuel',
  '/solutions/modules-e-learning',
  '/solutions/webinaires',
  '/solutions/ressources-digitales',
  '/classes-distance',
  '/classes-presentiel',
  '/parcours-certifications',
  '/solutions-sur-mesure',
  '/coaching',
];

describe('solution pages data', () => {
  it('has exactly the paths of the product rules, each once', () => {
    const pagePaths = SOLUTION_PAGES.map((page) => page.path);
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
    expect(pagePaths).toEqual(SPEC_PATHS);
  });

  it('has one page per id, ids unique', () => {
    const ids = SOLUTION_PAGES.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...SOLUTION_IDS].sort());
    for (const id of SOLUTION_IDS) expect(solutionPage(id).id).toBe(id);
  });

  it('relates every page to other existing pages, without repeats', () => {
    for (const page of SOLUTION_PAGES) {
      expect(page.relatedIds.length, page.id).toBeGreaterThan(0);
      expect(page.relatedIds, page.id).not.toContain(page.id);
      expect(new Set(page.relatedIds).size, page.id).toBe(page.relatedIds.length);
      for (const related of page.relatedIds) expect(SOLUTION_IDS, page.id).toContain(related);
    }
  });

  it('offers the Solutions menu of product rules 2, pointing at the pages', () => {
    expect(SOLUTIONS_MENU.map((group) => group.group)).toEqual(['inter', 'intra']);
    expect(SOLUTIONS_MENU.map((group) => group.items.map((item) => item.id))).toEqual([
      ['sessions-presentiel', 'sessions-en-ligne', 'parcours-certifiants'],
      ['formations-sur-mesure', 'coaching-individuel'],
    ]);
    for (const group of SOLUTIONS_MENU) {
      for (const item of group.items) {
        expect(item.path).toBe(solutionPage(item.id).path);
        expect(item.labelKey).toBe(`${item.id}.label`);
      }
    }
  });
});
