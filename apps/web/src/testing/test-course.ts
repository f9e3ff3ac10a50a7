import type { CourseReceived } from '@formation/contract';

/** A published course as the API sends it, one session far in the future; tests override what they check. */
export function testCourse(id: number, overrides: Partial<CourseReceived> = {}): CourseReceived {
  return {
    id,
    title: `Formation ${String(id)}`,
    description: 'Une formation professionnelle.',
    originalPrice: 1000,
    discountedPrice: 0,
    duration: 2,
    type: 'Présentiel',
    location: 'Tunis – Les Berges du Lac',
    image: null,
    generalSchedule: 'En journée (9h–17h)',
    slug: `formation-${String(id)}`,
    isBestSeller: false,
    domain: 'Gestion de projet',
    level: 'beginner',
    ratingAverage: 4,
    ratingCount: 2,
    maxParticipants: 12,
    enrolledCount: 2,
    sessionDates: [{ startDate: '2099-12-01', endDate: '2099-12-02', timeRange: '09:00–17:00' }],
    ...overrides,
  };
}
