import type { ProgrammeFacts } from '@/features/catalogue/catalogue-types';
import type { CategorySlug } from '@/shared/site/catalogue-categories';

import { PROGRAMMES as CERTIFICATIONS } from './certifications-professionnelles.data';
import { PROGRAMMES as ENTREPRENEURSHIP } from './entrepreneuriat.data';
import { PROGRAMMES as DIGITAL } from './innovation-digitale.data';
import { PROGRAMMES as ADVANCED_AI } from './intelligence-artificielle-avancee.data';
import { PROGRAMMES as LEADERSHIP } from './leadership-management.data';

/** The built-in training catalogue (product rules 3 and 9), one list per training-area category page. */
export const CATALOGUE: Record<CategorySlug, readonly ProgrammeFacts[]> = {
  'innovation-digitale': DIGITAL,
  'intelligence-artificielle-avancee': ADVANCED_AI,
  'leadership-management': LEADERSHIP,
  entrepreneuriat: ENTREPRENEURSHIP,
  'certifications-professionnelles': CERTIFICATIONS,
};

/** Every programme of the five categories, in the order of the category slugs. */
export const ALL_PROGRAMMES: readonly ProgrammeFacts[] = Object.values(CATALOGUE).flat();

const BY_ID = new Map(ALL_PROGRAMMES.map((programme) => [programme.id, programme]));

/** The programme with this id (the `program` query parameter), whatever its category. */
export function findProgramme(id: string): ProgrammeFacts | undefined {
  return BY_ID.get(id);
}

/** The category page that opens this programme (product rules 2: `/formations/{slug}?program={id}`). */
export function programmeHref(programme: ProgrammeFacts): string {
  return `/formations/${programme.category}?${new URLSearchParams({ program: programme.id }).toString()}`;
}

/** Product rules 9: the euro price range of each category's programmes, and durations of 1 to 5 days. */
export const PRICE_RANGES: Record<CategorySlug, { min: number; max: number }> = {
  'innovation-digitale': { min: 890, max: 1200 },
  'intelligence-artificielle-avancee': { min: 450, max: 1500 },
  'leadership-management': { min: 650, max: 1100 },
  entrepreneuriat: { min: 750, max: 1200 },
  'certifications-professionnelles': { min: 890, max: 1500 },
};
export const DURATION_DAYS = { min: 1, max: 5 } as const;
