import { describe, expect, it } from 'vitest';

import { SessionSchema, type CourseReceived } from '@formation/contract';

import {
  badgeOf,
  canEnroll,
  enrollButton,
  LAST_SEATS_THRESHOLD,
  sessionEndDate,
  sessionState,
  toSessions,
} from './session';

const today = '2026-11-22';
const facts = { startDate: '2026-12-05', today, placesLeft: 10, maxParticipants: 12, isGuaranteed: false };

describe('session state (product rules 4)', () => {
  it('past or today', () => {
    expect(sessionState({ ...facts, startDate: today })).toBe('past');
    expect(sessionState({ ...facts, startDate: '2026-11-01' })).toBe('past');
  });
  it('full when no place is left', () => {
    expect(sessionState({ ...facts, placesLeft: 0 })).toBe('full');
  });
  it('last seats at 3 places or fewer', () => {
    expect(LAST_SEATS_THRESHOLD).toBe(3);
    expect(sessionState({ ...facts, placesLeft: 3 })).toBe('last-seats');
    expect(sessionState({ ...facts, placesLeft: 1 })).toBe('last-seats');
    expect(sessionState({ ...facts, placesLeft: 4 })).toBe('future');
  });
  it('guaranteed, unless last seats is more pressing', () => {
    expect(sessionState({ ...facts, isGuaranteed: true })).toBe('guaranteed');
    expect(sessionState({ ...facts, isGuaranteed: true, placesLeft: 2 })).toBe('last-seats');
  });
  it('an unknown capacity (0) is neither full nor last seats', () => {
    expect(sessionState({ ...facts, placesLeft: 0, maxParticipants: 0 })).toBe('future');
  });
  it('past and full sessions cannot be enrolled in', () => {
    expect(canEnroll('past')).toBe(false);
    expect(canEnroll('full')).toBe(false);
    expect(canEnroll('last-seats')).toBe(true);
  });
});

describe('enroll button (product rules 4)', () => {
  it('reads enroll now, already pre-enrolled, checking; an expired session has ended', () => {
    expect(enrollButton({ state: 'future', checking: false, hasPayment: false })).toBe('enroll');
    expect(enrollButton({ state: 'future', checking: true, hasPayment: false })).toBe('checking');
    expect(enrollButton({ state: 'future', checking: false, hasPayment: true })).toBe('already-enrolled');
    expect(enrollButton({ state: 'past', checking: true, hasPayment: true })).toBe('ended');
    expect(enrollButton({ state: 'full', checking: false, hasPayment: false })).toBe('full');
    expect(enrollButton({ state: 'full', checking: false, hasPayment: true })).toBe('already-enrolled');
  });
});

describe('sessions of a course', () => {
  const course: CourseReceived = {
    id: 3,
    title: 'Kubernetes – CKA',
    description: 'Préparation CKA.',
    originalPrice: 2900,
    discountedPrice: 2500,
    nextSession: '2026-12-07',
    duration: 3,
    type: 'Classe virtuelle',
    location: 'En ligne',
    image: null,
    generalSchedule: 'After-work (18h–21h)',
    slug: 'kubernetes-cka',
    isBestSeller: false,
    isNew: true,
    maxParticipants: 12,
    enrolledCount: 10,
    level: 'advanced',
  };

  it('makes contract sessions with format, time of day, price, badge and state', () => {
    const [session] = toSessions(course, today, 'Formateur expert');
    expect(SessionSchema.safeParse(session).success).toBe(true);
    expect(session).toMatchObject({
      startDate: '2026-12-07',
      endDate: '2026-12-09',
      format: 'online',
      timeOfDay: 'afterwork',
      price: 2500,
      hasPromo: true,
      badge: 'new',
      state: 'last-seats',
      placesLeft: 2,
      instructor: 'Formateur expert',
    });
  });

  it('one session per session date; today when no date at all (product rules 9)', () => {
    const dated = {
      ...course,
      sessionDates: [
        { startDate: '2026-12-07', endDate: '2026-12-09', timeRange: '18:00–21:00' },
        { startDate: '2027-01-11', endDate: '2027-01-13', timeRange: '18:00–21:00' },
      ],
    };
    expect(toSessions(dated, today, 'x').map((s) => s.startDate)).toEqual(['2026-12-07', '2027-01-11']);
    expect(toSessions({ ...course, nextSession: null }, today, 'x')[0]?.startDate).toBe(today);
  });

  it('a spec-only course: the next session, else the starting date; a session of unknown size is open', () => {
    const specOnly = {
      id: 4,
      title: 'PMP',
      description: 'Préparation',
      originalPrice: 2400,
      discountedPrice: 0,
      duration: 5,
      type: 'Présentiel',
      location: 'Tunis',
      image: '',
      generalSchedule: 'Journée',
      slug: 'pmp',
      isBestSeller: false,
    };
    const [next] = toSessions({ ...specOnly, nextSession: '2026-12-14T00:00:00.000Z' }, today, 'x');
    expect(next).toMatchObject({ startDate: '2026-12-14', level: 'intermediate', state: 'future' });
    expect(next).toMatchObject({ ratingAverage: 0, ratingCount: 0, maxParticipants: 0, instructor: 'x' });
    const starting = toSessions({ ...specOnly, nextSession: ' ', startingdate: '2027-02-01' }, today, 'x');
    expect(starting.map((s) => s.startDate)).toEqual(['2027-02-01']);
  });

  it('the best-seller badge wins over new', () => {
    expect(badgeOf({ isBestSeller: true, isNew: true })).toBe('best');
    expect(badgeOf({ isBestSeller: false })).toBeNull();
  });

  it('end date: a half day and one day end the same day; crosses months and years', () => {
    expect(sessionEndDate('2026-12-07', 0.5)).toBe('2026-12-07');
    expect(sessionEndDate('2026-12-07', 1)).toBe('2026-12-07');
    expect(sessionEndDate('2026-12-30', 5)).toBe('2027-01-03');
  });
});
