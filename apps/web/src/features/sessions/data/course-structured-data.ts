import type { CourseReceived, Session } from '@formation/contract';
import { finalPrice, roundedRating, type RatingSummary } from '@formation/domain';

const COURSE_MODE: Record<Session['format'], string> = {
  online: 'online',
  onsite: 'onsite',
  hybrid: 'blended',
};

/**
 * schema.org Course with one CourseInstance per session for search engines. Returned
 * as text safe inside a <script> element: '<' is escaped, so no value can close the element.
 */
export function courseJsonLd(input: {
  course: CourseReceived;
  sessions: readonly Session[];
  url: string;
  image: string;
  providerName: string;
  providerUrl: string;
  /** The mean of the comments' rates and their number (product rules 3). */
  rating: RatingSummary;
}): Record<string, unknown> {
  const { course, sessions, rating } = input;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url: input.url,
    image: input.image,
    inLanguage: 'fr',
    provider: { '@type': 'Organization', name: input.providerName, sameAs: input.providerUrl },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: finalPrice(course),
      priceCurrency: 'TND',
      url: input.url,
    },
    ...(rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: roundedRating(rating.average),
            ratingCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    hasCourseInstance: sessions.map((session) => ({
      '@type': 'CourseInstance',
      courseMode: COURSE_MODE[session.format],
      startDate: session.startDate,
      endDate: session.endDate,
      location: course.location,
      instructor: { '@type': 'Person', name: session.instructor },
    })),
  };
  return data;
}
