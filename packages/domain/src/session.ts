import type { CourseReceived, Session, SessionState } from '@formation/contract';

import { finalPrice, promoPrice } from './pricing';
import { normaliseMode, scheduleCategory, type Mode, type ScheduleCategory } from './schedule';

/** At most this many places left shows the "last seats" state. */
export const LAST_SEATS_THRESHOLD = 3;

const FORMAT_OF_MODE: Record<Mode, Session['format']> = {
  'On-site': 'onsite',
  Hybrid: 'hybrid',
  Online: 'online',
};
const TIME_OF_DAY_OF_CATEGORY: Record<ScheduleCategory, Session['timeOfDay']> = {
  Weekends: 'weekends',
  Afterwork: 'afterwork',
  Daytime: 'weekdays',
};

export interface SessionFacts {
  startDate: string;
  today: string;
  placesLeft: number;
  maxParticipants: number;
  isGuaranteed: boolean;
}

/**
 * Product rules 4: a session is past or today, full, last seats, guaranteed or future. One state shows; the
 * order says which wins: a past session cannot be enrolled in whatever else is true, and "last seats"
 * is more pressing than "guaranteed". Dates are YYYY-MM-DD, so they compare as text.
 */
export function sessionState(facts: SessionFacts): SessionState {
  if (facts.startDate <= facts.today) return 'past';
  if (facts.maxParticipants > 0 && facts.placesLeft <= 0) return 'full';
  if (facts.maxParticipants > 0 && facts.placesLeft <= LAST_SEATS_THRESHOLD) return 'last-seats';
  if (facts.isGuaranteed) return 'guaranteed';
  return 'future';
}

export function canEnroll(state: SessionState): boolean {
  return state !== 'past' && state !== 'full';
}

export type EnrollButton = 'checking' | 'already-enrolled' | 'ended' | 'full' | 'enroll';

/**
 * Product rules 4: the enroll button reads enroll now, already pre-enrolled, or checking; an expired session
 * has ended.
 */
export function enrollButton(input: {
  state: SessionState;
  checking: boolean;
  hasPayment: boolean;
}): EnrollButton {
  if (input.state === 'past') return 'ended';
  if (input.checking) return 'checking';
  if (input.hasPayment) return 'already-enrolled';
  if (input.state === 'full') return 'full';
  return 'enroll';
}

export function badgeOf(course: Pick<CourseReceived, 'isBestSeller' | 'isNew'>): Session['badge'] {
  if (course.isBestSeller) return 'best';
  return course.isNew === true ? 'new' : null;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The calendar days a session covers (a half day is still one day). */
export function sessionEndDate(startDate: string, durationDays: number): string {
  return addDays(startDate, Math.max(1, Math.ceil(durationDays)) - 1);
}

/**
 * Every dated session of a course (its session dates, else its next session, else its starting date,
 * else today: product rules 9),
 * as the search, calendar and detail screens show them.
 */
export function toSessions(course: CourseReceived, today: string, defaultInstructor: string): Session[] {
  const dates =
    course.sessionDates !== undefined && course.sessionDates.length > 0
      ? course.sessionDates.map((d) => d.startDate)
      : [(course.nextSession?.trim() || course.startingdate?.trim() || '').slice(0, 10) || today];
  const max = course.maxParticipants ?? 0;
  const placesLeft = Math.max(0, max - (course.enrolledCount ?? 0));
  return dates.map((startDate) => ({
    courseId: course.id,
    slug: course.slug,
    title: course.title,
    domain: course.domain ?? course.category ?? '',
    startDate,
    endDate: sessionEndDate(startDate, course.duration),
    durationDays: course.duration,
    ratingAverage: course.ratingAverage ?? 0,
    ratingCount: course.ratingCount ?? 0,
    placesLeft,
    maxParticipants: max,
    schedule: course.generalSchedule,
    timeOfDay: TIME_OF_DAY_OF_CATEGORY[scheduleCategory(course.generalSchedule)],
    format: FORMAT_OF_MODE[normaliseMode(course.type)],
    level: course.level ?? 'intermediate',
    price: finalPrice(course),
    originalPrice: course.originalPrice,
    hasPromo: promoPrice(course) !== null,
    instructor: course.instructor?.name ?? course.experiencedInstructors ?? defaultInstructor,
    badge: badgeOf(course),
    state: sessionState({
      startDate,
      today,
      placesLeft,
      maxParticipants: max,
      isGuaranteed: course.isGuaranteed ?? false,
    }),
  }));
}
