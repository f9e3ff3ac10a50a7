import type { SessionState } from '@formation/contract';

import { canEnroll, sessionState } from './session';

/** What the enrollment needs to know of a course (the API's course as received, or a mock row). */
export interface EnrollableCourse {
  sessionDates?: readonly { startDate: string }[] | undefined;
  nextSession?: string | null | undefined;
  maxParticipants?: number | undefined;
  enrolledCount?: number | undefined;
  isGuaranteed?: boolean | undefined;
}

/**
 * The session one enrolls in: the first one starting after today, else the last one (then past). A
 * course without dated sessions has its next session, else today (product rules 9), so it cannot be enrolled
 * in.
 */
export function enrollmentSessionDate(course: EnrollableCourse, today: string): string {
  const dates = (course.sessionDates ?? []).map((d) => d.startDate.slice(0, 10)).sort();
  if (dates.length > 0) return dates.find((d) => d > today) ?? dates.at(-1) ?? today;
  return (course.nextSession ?? '').slice(0, 10) || today;
}

/** The session's state for enrollment (product rules 4): past or today and full ones cannot be enrolled in. */
export function enrollmentSession(
  course: EnrollableCourse,
  today: string,
): { startDate: string; state: SessionState; open: boolean } {
  const startDate = enrollmentSessionDate(course, today);
  const maxParticipants = course.maxParticipants ?? 0;
  const state = sessionState({
    startDate,
    today,
    placesLeft: Math.max(0, maxParticipants - (course.enrolledCount ?? 0)),
    maxParticipants,
    isGuaranteed: course.isGuaranteed ?? false,
  });
  return { startDate, state, open: canEnroll(state) };
}
