import { describe, expect, it } from 'vitest';

import type { ProgrammeFacts } from '@/features/catalogue/catalogue-types';
import arCertifications from '@/shared/i18n/locales/ar/programmes-certifications-professionnelles.json';
import arAi from '@/shared/i18n/locales/ar/programmes-intelligence-artificielle-avancee.json';
import arLeadership from '@/shared/i18n/locales/ar/programmes-leadership-management.json';
import enCertifications from '@/shared/i18n/locales/en/programmes-certifications-professionnelles.json';
import enAi from '@/shared/i18n/locales/en/programmes-intelligence-artificielle-avancee.json';
import enLeadership from '@/shared/i18n/locales/en/programmes-leadership-management.json';
import frCertifications from '@/shared/i18n/locales/fr/programmes-certifications-professionnelles.json';
import frAi from '@/shared/i18n/locales/fr/programmes-intelligence-artificielle-avancee.json';
import frLeadership from '@/shared/i18n/locales/fr/programmes-leadership-management.json';
import type { CategorySlug } from '@/shared/site/catalogue-categories';

import { PROGRAMMES as CERTIFICATIONS } from './certifications-professionnelles.data';
import { PROGRAMMES as AI } from './intelligence-artificielle-avancee.data';
import { PROGRAMMES as LEADERSHIP } from './leadership-management.data';

type Words = Record<string, unknown>;

interface Category {
  slug: CategorySlug;
  programmes: readonly ProgrammeFacts[];
  count: number;
  /** Product rules 9: built-in catalogue prices in euros. */
  price: { min: number; max: number };
  words: Record<'fr' | 'en' | 'ar', Words>;
}

const CATEGORIES: Category[] = [
  {
    slug: 'intelligence-artificielle-avancee',
    programmes: AI,
    count: 6,
    price: { min: 450, max: 1500 },
    words: { fr: frAi, en: enAi, ar: arAi },
  },
  {
    slug: 'leadership-management',
    programmes: LEADERSHIP,
    count: 9,
    price: { min: 650, max: 1100 },
    words: { fr: frLeadership, en: enLeadership, ar: arLeadership },
  },
  {
    slug: 'certifications-professionnelles',
    programmes: CERTIFICATIONS,
    count: 6,
    price: { min: 890, max: 1500 },
    words: { fr: frCertifications, en: enCertifications, ar: arCertifications },
  },
];

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

describe('three categories of the built-in catalogue', () => {
  it('ids are kebab-case and unique across the three categories', () => {
    const ids = CATEGORIES.flatMap((c) => c.programmes.map((p) => p.id));
    for (const id of ids) expect(id).toMatch(KEBAB_CASE);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(CATEGORIES)('$slug', ({ slug, programmes, count, price, words }) => {
    it(`holds exactly ${count} programmes of this category`, () => {
      expect(programmes).toHaveLength(count);
      for (const p of programmes) expect(p.category, p.id).toBe(slug);
    });

    it('prices are within the range of product rules 9, at most two "from"/on quote', () => {
      for (const p of programmes) {
        if (p.priceEuros === null) continue;
        expect(p.priceEuros, p.id).toBeGreaterThanOrEqual(price.min);
        expect(p.priceEuros, p.id).toBeLessThanOrEqual(price.max);
      }
      const special = programmes.filter((p) => p.priceEuros === null || p.priceFrom === true);
      expect(special.length).toBeLessThanOrEqual(2);
    });

    it('durations are whole days, 1 to 5', () => {
      for (const p of programmes) {
        expect(Number.isInteger(p.durationDays), p.id).toBe(true);
        expect(p.durationDays, p.id).toBeGreaterThanOrEqual(1);
        expect(p.durationDays, p.id).toBeLessThanOrEqual(5);
      }
    });

    it.each(['fr', 'en', 'ar'] as const)('%s: every programme has its words and nothing else', (lng) => {
      const tree = words[lng];
      expect(Object.keys(tree).sort()).toEqual(programmes.map((p) => p.id).sort());
      for (const p of programmes) {
        const entry = tree[p.id] as Words | undefined;
        expect(entry, p.id).toBeDefined();
        expect(isText(entry!.title), `${p.id}.title`).toBe(true);
        expect(isText(entry!.short), `${p.id}.short`).toBe(true);
        expect(isText(entry!.full), `${p.id}.full`).toBe(true);
        const objectives = entry!.objectives;
        expect(Array.isArray(objectives), `${p.id}.objectives`).toBe(true);
        expect(objectives, `${p.id}.objectives`).toHaveLength(5);
        for (const objective of objectives as unknown[]) expect(isText(objective), p.id).toBe(true);
        if (p.hasPrerequisites) expect(isText(entry!.prerequisites), `${p.id}.prerequisites`).toBe(true);
        else expect(entry, `${p.id}.prerequisites`).not.toHaveProperty('prerequisites');
      }
    });

    it('Arabic text is written in Arabic script', () => {
      for (const p of programmes) {
        const entry = words.ar[p.id] as { title: string; short: string; full: string };
        expect(entry.short, p.id).toMatch(/[\u0600-\u06FF]/);
        expect(entry.full, p.id).toMatch(/[\u0600-\u06FF]/);
      }
    });
  });
});
