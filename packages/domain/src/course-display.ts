import type { CourseDisplayed, CourseReceived, Level } from '@formation/contract';

import { resolveImageUrl } from './image-url';
import { finalPrice, priceLabel, promoPrice } from './pricing';
import { normaliseMode, scheduleCategory } from './schedule';

export const DEFAULT_CATEGORY = 'Formation';
export const DEFAULT_STATUS = 'PUBLISHED';
export const DEFAULT_LEVEL_LABEL = 'Intermédiaire';

const LEVEL_LABELS: Record<Level, string> = {
  beginner: 'Débutant',
  intermediate: 'Intermédiaire',
  advanced: 'Avancé',
  expert: 'Expert',
};

/** Product rules 3: the instructor default label contains the provider's (the firm's) name. */
export function defaultInstructorLabel(providerName: string): string {
  return `Formateur expert ${providerName}`.trim();
}

export interface DisplayOptions {
  /** Today's date (YYYY-MM-DD), used when nextSession is missing: the domain never reads a clock. */
  today: string;
  providerName: string;
  uploadsBaseUrl: string;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** Course as received → course as displayed (product rules 3 and 9). */
export function toDisplayedCourse(course: CourseReceived, options: DisplayOptions): CourseDisplayed {
  const date = text(course.nextSession) || options.today;
  const instructor =
    text(course.instructor?.name) ||
    text(course.experiencedInstructors) ||
    defaultInstructorLabel(options.providerName);
  const promo = promoPrice(course);
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    date,
    duration: course.duration,
    type: normaliseMode(course.type),
    location: course.location,
    price: priceLabel(finalPrice(course)),
    originalPrice: course.originalPrice,
    discountedPrice: course.discountedPrice ?? 0,
    instructor,
    level: course.level === undefined ? DEFAULT_LEVEL_LABEL : LEVEL_LABELS[course.level],
    image: resolveImageUrl(course.image, options),
    schedule: scheduleCategory(course.generalSchedule),
    horaire: course.generalSchedule,
    participants: course.enrolledCount ?? 0,
    maxParticipants: course.maxParticipants ?? 0,
    slug: course.slug,
    startDate: date,
    startingdate: text(course.startingdate) || date,
    promoPrice: promo === null ? null : priceLabel(promo),
    category: text(course.category) || DEFAULT_CATEGORY,
    isBestSeller: course.isBestSeller,
    status: course.status ?? DEFAULT_STATUS,
  };
}
