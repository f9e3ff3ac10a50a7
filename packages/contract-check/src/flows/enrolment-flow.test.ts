import { describe, expect, it } from 'vitest';

import { isWithinOpeningHours } from '@formation/domain';

import { emptySamples, type CourseSample } from '../discover-samples';
import { appointmentFor, enrolmentCandidates } from './enrolment-flow';

const NOW = Date.parse('2026-11-22T10:00:00.000Z'); // a Sunday
const course = (id: number, overrides: Partial<CourseSample> = {}): CourseSample => ({
  id,
  slug: `course-${id}`,
  published: true,
  hasComments: false,
  sessions: { nextSession: '2026-12-10' },
  ...overrides,
});

describe('enrolmentCandidates', () => {
  it('keeps published courses with a session to come, not full, the user is not enrolled in', () => {
    const samples = {
      ...emptySamples(),
      enrolledCourseIds: new Set([2]),
      courses: [
        course(1),
        course(2),
        course(3, { published: false }),
        course(4, { sessions: { nextSession: '2026-11-20' } }),
        course(5, {
          sessions: { sessionDates: [{ startDate: '2027-01-05' }], maxParticipants: 10, enrolledCount: 10 },
        }),
        course(6, { sessions: {} }),
        // Tomorrow's session would have begun on a server a day ahead: left out.
        course(7, { sessions: { nextSession: '2026-11-23' } }),
        course(8, { sessions: { sessionDates: [{ startDate: '2026-10-01' }, { startDate: '2027-02-01' }] } }),
      ],
    };
    expect(enrolmentCandidates(samples, NOW).map((c) => c.id)).toEqual([1, 8]);
  });
});

describe('appointmentFor', () => {
  it('is a slot inside the opening hours, after now, whatever the day', () => {
    for (let hour = 0; hour < 24 * 7; hour += 5) {
      const now = NOW + hour * 3_600_000;
      const appointment = appointmentFor(now);
      expect(
        isWithinOpeningHours(appointment, new Date(now)),
        `${new Date(now).toISOString()} → ${appointment}`,
      ).toBe(true);
    }
    expect(appointmentFor(NOW)).toBe('2026-11-24T09:00:00+01:00');
  });
});
