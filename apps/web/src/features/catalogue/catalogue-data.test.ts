import { describe, expect, it } from 'vitest';

import { LEVELS, SCHEDULE_LABELS } from '@formation/contract';

import { LANGUAGES } from '@/shared/i18n/i18n';
import { CATEGORY_SLUGS } from '@/shared/site/catalogue-categories';

import {
  ALL_PROGRAMMES,
  CATALOGUE,
  DURATION_DAYS,
  findProgramme,
  PRICE_RANGES,
  programmeHref,
} from './data/catalogue';
import { parseProgrammeText, PROGRAMME_NAMESPACES } from './programme-text';

const localeFiles = import.meta.glob<Record<string, unknown>>(
  '../../shared/i18n/locales/*/programmes-*.json',
  {
    eager: true,
    import: 'default',
  },
);

describe('the built-in catalogue', () => {
  it('holds 10 digital-innovation and 5 entrepreneurship programmes', () => {
    expect(CATALOGUE['innovation-digitale']).toHaveLength(10);
    expect(CATALOGUE.entrepreneuriat).toHaveLength(5);
  });

  it('gives every programme a kebab-case id unique across the five categories', () => {
    const ids = ALL_PROGRAMMES.map((programme) => programme.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('finds a programme by id and links to its category page', () => {
    const programme = findProgramme('design-thinking');
    expect(programme?.category).toBe('innovation-digitale');
    expect(programmeHref(programme!)).toBe('/formations/innovation-digitale?program=design-thinking');
    expect(findProgramme('no-such-programme')).toBeUndefined();
  });

  describe.each(CATEGORY_SLUGS)('%s', (category) => {
    const programmes = CATALOGUE[category];
    const { min, max } = PRICE_RANGES[category];

    it('files each programme under its own category', () => {
      for (const programme of programmes) expect(programme.category, programme.id).toBe(category);
    });

    it(`prices in euros within ${min}–${max} (product rules 9), 1 to 5 days, a schedule label and a level`, () => {
      for (const programme of programmes) {
        if (programme.priceEuros !== null) {
          expect(programme.priceEuros, programme.id).toBeGreaterThanOrEqual(min);
          expect(programme.priceEuros, programme.id).toBeLessThanOrEqual(max);
        }
        expect(Number.isInteger(programme.durationDays), programme.id).toBe(true);
        expect(programme.durationDays, programme.id).toBeGreaterThanOrEqual(DURATION_DAYS.min);
        expect(programme.durationDays, programme.id).toBeLessThanOrEqual(DURATION_DAYS.max);
        expect(SCHEDULE_LABELS, programme.id).toContain(programme.schedule);
        expect(LEVELS, programme.id).toContain(programme.level);
      }
    });

    it.each(LANGUAGES)('has the words of every programme in %s, with exactly 5 objectives', (language) => {
      const tree =
        localeFiles[`../../shared/i18n/locales/${language}/${PROGRAMME_NAMESPACES[category]}.json`] ?? {};
      expect(Object.keys(tree).sort(), 'ids of the namespace').toEqual(programmes.map((p) => p.id).sort());
      for (const programme of programmes) {
        const entry = tree[programme.id];
        const text = parseProgrammeText(entry);
        expect(text, `${language}:${programme.id}`).not.toBeNull();
        expect(text?.objectives, `${language}:${programme.id}.objectives`).toHaveLength(5);
        const hasPrerequisites = typeof entry === 'object' && entry !== null && 'prerequisites' in entry;
        expect(hasPrerequisites, `${language}:${programme.id}.prerequisites`).toBe(
          programme.hasPrerequisites,
        );
      }
    });
  });
});
