import { createPrng, intBetween, pick } from '@formation/domain';

import { SEED_COURSES } from './courses.data';
import type { SeedCourse, SeedLocation } from './seed-types';

// Load-test catalogue (the `many` scenario): variants of the published base courses.

interface FormatVariant {
  readonly type: string;
  readonly location: SeedLocation;
  readonly label: string;
}

const FORMATS: readonly FormatVariant[] = [
  { type: 'Présentiel', location: 'Tunis – Les Berges du Lac', label: 'Tunis' },
  { type: 'Présentiel (Tunis)', location: 'Tunis – Les Berges du Lac', label: 'Tunis' },
  { type: 'Présentiel', location: 'Sfax', label: 'Sfax' },
  { type: 'Présentiel (Sfax)', location: 'Sfax', label: 'Sfax' },
  { type: 'Présentiel', location: 'Sousse', label: 'Sousse' },
  { type: 'Présentiel', location: 'Ariana', label: 'Ariana' },
  { type: 'En ligne', location: 'En ligne', label: 'en ligne' },
  { type: 'Classe virtuelle', location: 'En ligne', label: 'classe virtuelle' },
  { type: 'Hybride', location: 'Tunis – Les Berges du Lac', label: 'hybride' },
];

interface ScheduleVariant {
  readonly generalSchedule: string;
  readonly timeRange: string;
  readonly hoursPerDay: number;
}

const SCHEDULES: readonly ScheduleVariant[] = [
  { generalSchedule: 'En journée (9h–17h)', timeRange: '09:00–17:00', hoursPerDay: 7 },
  { generalSchedule: 'Week-end (samedi 9h–16h)', timeRange: '09:00–16:00', hoursPerDay: 6 },
  { generalSchedule: 'After-work (18h–21h)', timeRange: '18:00–21:00', hoursPerDay: 3 },
  { generalSchedule: 'Cours du soir (18h30–21h30)', timeRange: '18:30–21:30', hoursPerDay: 3 },
];

const MONTHS = [
  'de janvier',
  'de février',
  'de mars',
  'd’avril',
  'de mai',
  'de juin',
  'de juillet',
  'd’août',
  'de septembre',
  'd’octobre',
  'de novembre',
  'de décembre',
] as const;

const MIN_PRICE = 450;
const MAX_PRICE = 4500;

const roundTo10 = (value: number): number => Math.round(value / 10) * 10;

/**
 * `count` varied PUBLISHED courses built from the published base courses: same seed → same output.
 * Slugs are `${baseSlug}-${n}` with n = 1…count, so they are unique.
 */
export function generateManyCourses(count: number, seed: number): SeedCourse[] {
  const rng = createPrng(seed);
  const bases = SEED_COURSES.filter((course) => course.status === 'PUBLISHED');
  const courses: SeedCourse[] = [];

  for (let n = 1; n <= count; n += 1) {
    const base = pick(rng, bases);
    const format = pick(rng, FORMATS);
    const month = pick(rng, MONTHS);
    const edition = intBetween(rng, 2, 48);
    // A half-day keeps its own schedule; other courses get a random one.
    const schedule: ScheduleVariant =
      base.duration < 1
        ? {
            generalSchedule: base.generalSchedule,
            timeRange: base.timeRange,
            hoursPerDay: base.durationHours / base.duration,
          }
        : pick(rng, SCHEDULES);

    const originalPrice = Math.min(
      MAX_PRICE,
      Math.max(MIN_PRICE, roundTo10(base.originalPrice * (0.85 + rng() * 0.3))),
    );
    const discount = rng() < 0.3 ? roundTo10(originalPrice * (0.78 + rng() * 0.14)) : 0;
    // A discount stays within the price range and below the original price, else there is none.
    const discountedPrice = discount >= MIN_PRICE && discount < originalPrice ? discount : 0;

    const maxParticipants = intBetween(rng, 8, 20);
    const seats = rng();
    const enrolledCount =
      seats < 0.1
        ? maxParticipants
        : seats < 0.25
          ? maxParticipants - intBetween(rng, 1, 3)
          : intBetween(rng, 0, maxParticipants - 4);

    courses.push({
      ...base,
      slug: `${base.slug}-${n}`,
      title: `${base.title} – ${format.label}, session ${month} (édition ${edition})`,
      type: format.type,
      location: format.location,
      generalSchedule: schedule.generalSchedule,
      timeRange: schedule.timeRange,
      durationHours: base.duration * schedule.hoursPerDay,
      originalPrice,
      discountedPrice,
      maxParticipants,
      enrolledCount,
      startOffsetDays: intBetween(rng, -30, 365),
      sessionCount: intBetween(rng, 1, 3),
      isBestSeller: rng() < 0.05,
      isNew: rng() < 0.08,
      isGuaranteed: rng() < 0.15,
      status: 'PUBLISHED',
    });
  }
  return courses;
}
