import type { SCHEDULE_LABELS } from '@formation/contract';

import type { CategorySlug } from '@/shared/site/catalogue-categories';

export type ProgrammeLevel = 'beginner' | 'intermediate' | 'advanced';

/**
 * A programme of the built-in catalogue (product rules 3, Training programme / Built-in catalogue entry). The
 * words (title, descriptions, five objectives, prerequisites) live in the namespace
 * `programmes-<category>` under `<id>.*`, in fr, en and ar; the facts live here.
 */
export interface ProgrammeFacts {
  /** kebab-case, unique in the whole catalogue: the value of the `program` query parameter. */
  id: string;
  category: CategorySlug;
  level: ProgrammeLevel;
  schedule: (typeof SCHEDULE_LABELS)[number];
  durationDays: number;
  /** Product rules 9: built-in catalogue prices are in euros; null = on quote. */
  priceEuros: number | null;
  /** "From 500 €" style prices (product rules 9: others on quote or from 500 or 800). */
  priceFrom?: boolean;
  hasPrerequisites: boolean;
}
