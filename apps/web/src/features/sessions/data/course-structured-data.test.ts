import { describe, expect, it } from 'vitest';

import type { CourseReceived } from '@formation/contract';
import { toSessions } from '@formation/domain';

import { jsonLdText } from '@/shared/ui/json-ld';

import { courseJsonLd } from './course-structured-data';

const course: CourseReceived = {
  id: 12,
  title: 'PMP </script><script>alert(1)</script>',
  description: 'Préparation complète à la certification PMP®.',
  originalPrice: 2900,
  discountedPrice: 2490,
  duration: 6,
  type: 'Hybride',
  location: 'Tunis – Les Berges du Lac',
  image: null,
  generalSchedule: 'Week-end (samedi 9h–16h)',
  slug: 'pmp',
  isBestSeller: true,
  sessionDates: [{ startDate: '2026-12-02', endDate: '2026-12-07', timeRange: '09:00–16:00' }],
};

describe('schema.org Course JSON-LD', () => {
  const text = jsonLdText(
    courseJsonLd({
      course,
      sessions: toSessions(course, '2026-11-22', 'Formateur expert Formation Pro'),
      url: 'https://example.tn/session/pmp',
      image: 'https://example.tn/placeholder.svg',
      providerName: 'Formation Pro',
      providerUrl: 'https://example.tn',
      rating: { average: 4.4444, count: 5 },
    }),
  );

  it('describes the course, its final price in TND, its rating and each session', () => {
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Course',
      offers: { price: 2490, priceCurrency: 'TND' },
      aggregateRating: { ratingValue: 4.4, ratingCount: 5 },
      hasCourseInstance: [
        { '@type': 'CourseInstance', courseMode: 'blended', startDate: '2026-12-02', endDate: '2026-12-07' },
      ],
    });
  });

  it('gives no rating when nobody has rated the course', () => {
    const data = courseJsonLd({
      course,
      sessions: [],
      url: 'https://example.tn/session/pmp',
      image: 'https://example.tn/placeholder.svg',
      providerName: 'Formation Pro',
      providerUrl: 'https://example.tn',
      rating: { average: 0, count: 0 },
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('cannot close its script element', () => {
    expect(text).not.toContain('</script>');
    expect((JSON.parse(text) as { name: string }).name).toBe(course.title);
  });
});
