import type { ProgrammeFacts } from '@/features/catalogue/catalogue-types';

/** Built-in catalogue, "Entrepreneuriat" (product rules 9: 750 to 1200 €, 1 to 5 days). */
export const PROGRAMMES: readonly ProgrammeFacts[] = [
  {
    id: 'creer-sa-startup-en-tunisie',
    category: 'entrepreneuriat',
    level: 'beginner',
    schedule: 'quarterly',
    durationDays: 3,
    priceEuros: 950,
    hasPrerequisites: false,
  },
  {
    id: 'business-model-et-pitch',
    category: 'entrepreneuriat',
    level: 'beginner',
    schedule: 'biweekly',
    durationDays: 2,
    priceEuros: 790,
    hasPrerequisites: false,
  },
  {
    id: 'financement-startup-act-levee-de-fonds',
    category: 'entrepreneuriat',
    level: 'intermediate',
    schedule: 'semiannual',
    durationDays: 2,
    priceEuros: 890,
    hasPrerequisites: true,
  },
  {
    id: 'marketing-digital-pme',
    category: 'entrepreneuriat',
    level: 'beginner',
    schedule: 'monthly',
    durationDays: 3,
    priceEuros: 850,
    hasPrerequisites: false,
  },
  {
    id: 'gestion-financiere-entrepreneurs',
    category: 'entrepreneuriat',
    level: 'intermediate',
    schedule: 'bimonthly',
    durationDays: 4,
    priceEuros: 1120,
    hasPrerequisites: true,
  },
];
