import { describe, expect, it } from 'vitest';

import { enrollmentSession, enrollmentSessionDate } from './enrollment-session';

const today = '2026-11-22';
const dates = (...d: string[]) => d.map((startDate) => ({ startDate }));

describe('the session one enrolls in', () => {
  it('is the first session after today (a session today has started)', () => {
    expect(enrollmentSessionDate({ sessionDates: dates('2026-12-27', '2026-11-22') }, today)).toBe(
      '2026-12-27',
    );
  });

  it('is the last one when all are past, which cannot be enrolled in', () => {
    const course = { sessionDates: dates('2026-10-13', '2026-11-12'), maxParticipants: 16, enrolledCount: 8 };
    expect(enrollmentSession(course, today)).toEqual({ startDate: '2026-11-12', state: 'past', open: false });
  });

  it('falls back to the next session, else today (product rules 9)', () => {
    expect(enrollmentSessionDate({ nextSession: '2026-12-01T00:00:00Z' }, today)).toBe('2026-12-01');
    expect(enrollmentSession({}, today)).toEqual({ startDate: today, state: 'past', open: false });
  });

  it('is closed when full and open with places left', () => {
    const full = { sessionDates: dates('2026-12-06'), maxParticipants: 16, enrolledCount: 16 };
    expect(enrollmentSession(full, today).state).toBe('full');
    expect(enrollmentSession(full, today).open).toBe(false);
    const lastSeats = { sessionDates: dates('2026-12-06'), maxParticipants: 16, enrolledCount: 14 };
    expect(enrollmentSession(lastSeats, today)).toEqual({
      startDate: '2026-12-06',
      state: 'last-seats',
      open: true,
    });
  });
});
