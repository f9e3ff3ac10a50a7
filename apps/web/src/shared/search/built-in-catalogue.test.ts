import { describe, expect, it } from 'vitest';

import { loadCatalogueSearchItems, readProgrammes } from './built-in-catalogue';

describe('built-in catalogue for the search', () => {
  it('reads the programmes of a namespace and leaves malformed entries out', () => {
    expect(
      readProgrammes({
        'ia-rh': { title: 'L’IA pour les RH', short: 'Des outils concrets', full: '…', objectives: [] },
        broken: { title: '', short: 'x' },
        other: 'not an entry',
      }),
    ).toEqual([{ id: 'ia-rh', title: 'L’IA pour les RH', short: 'Des outils concrets' }]);
    expect(readProgrammes(null)).toEqual([]);
  });

  it('gives every programme of the five categories, linked to its category page', async () => {
    const items = await loadCatalogueSearchItems('fr', (category) => `Catégorie ${category}`);
    expect(items.length).toBeGreaterThan(30);
    for (const { item } of items) {
      expect(item.type).toBe('training');
      expect(item.url).toMatch(/^\/formations\/[a-z-]+\?program=[a-z0-9-]+$/);
      expect(item.badge).toMatch(/^Catégorie /);
      expect(Array.from(item.description).length).toBeLessThanOrEqual(81);
    }
  });

  it('in Arabic, titles are Arabic and the French title is a keyword', async () => {
    const [french, arabic] = await Promise.all([
      loadCatalogueSearchItems('fr', () => 'c'),
      loadCatalogueSearchItems('ar', () => 'c'),
    ]);
    expect(arabic).toHaveLength(french.length);
    const first = arabic[0];
    expect(first?.item.title).toMatch(/[\u0600-\u06FF]/);
    expect(first?.keywords).toContain(french[0]?.item.title);
    expect(first?.item.url).toBe(french[0]?.item.url);
  });
});
