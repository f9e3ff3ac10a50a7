import type { Session } from '@formation/contract';
import { describe, expect, it } from 'vitest';
import { upcomingOf } from './upcoming-sessions';

const session = (title: string, startDate: string, state: Session['state']): Session => ({
  courseId: title.length,
  slug: title,
  title,
  domain: 'Gestion de projet',
  startDate,
  endDate: startDate,
  durationDays: 1,
  ratingAverage: 0,
  ratingCount: 0,
  placesLeft: 5,
  maxParticipants: 10,
  schedule: '',
  timeOfDay: 'weekdays',
  format: 'onsite',
  level: 'beginner',
  price: 100,
  originalPrice: 100,
  hasPromo: false,
  instructor: '',
  badge: null,
  state,
});

describe('upcoming sessions on the home page', () => {
  it('leaves past sessions out, puts the soonest first, and shows at most six', () => {
    const sessions = [
      session('c', '2026-12-03', 'future'),
      session('old', '2026-11-01', 'past'),
      session('a', '2026-12-01', 'last-seats'),
      session('b', '2026-12-01', 'full'),
      ...['d', 'e', 'f', 'g', 'h'].map((t, i) => session(t, `2027-01-0${String(i + 1)}`, 'guaranteed')),
    ];
    expect(upcomingOf(sessions).map((s) => s.title)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
