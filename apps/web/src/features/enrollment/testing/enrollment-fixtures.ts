import type { CourseReceived, Enrollment, Payment } from '@formation/contract';

import { TEST_LEARNER } from '@/testing/test-learner';

/** Sunday 22 November 2026, 9:00 in Tunis. */
export const NOW = new Date('2026-11-22T08:00:00Z');

/** A course priced with millimes, so sums and 15 % discounts show any floating-point drift. */
export const COURSE: CourseReceived = {
  id: 12,
  title: 'PMP® – préparation à la certification',
  description: 'Préparez et réussissez la certification PMP®.',
  originalPrice: 1290,
  discountedPrice: 1190.5,
  nextSession: '2026-12-02',
  duration: 5,
  type: 'Présentiel',
  location: 'Tunis, Les Berges du Lac',
  image: null,
  generalSchedule: 'Du lundi au vendredi, 9h–17h',
  slug: 'pmp-preparation-certification',
  isBestSeller: true,
  maxParticipants: 16,
  enrolledCount: 8,
  sessionDates: [{ startDate: '2026-12-02', endDate: '2026-12-06', timeRange: '09:00–17:00' }],
};

export function enrollmentOf(overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    id: 40,
    userId: TEST_LEARNER.id,
    courseId: COURSE.id,
    course: {
      id: COURSE.id,
      title: COURSE.title,
      slug: COURSE.slug,
      image: null,
      nextSession: '2026-12-02',
      location: COURSE.location,
      type: COURSE.type,
    },
    status: 'pending',
    fullName: TEST_LEARNER.fullName,
    email: TEST_LEARNER.email,
    appointmentTime: '2026-11-23T09:00:00.000Z',
    paymentMethod: 'onsite',
    paymentStatus: 'pending',
    promoCode: null,
    totals: { subtotal: 1190.5, discount: 0, total: 1190.5 },
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

/** The on-site payment of `enrollmentOf()`: pending until paid at the centre. */
export function onsitePaymentOf(amount: number): Payment {
  return {
    id: 9,
    enrollmentId: 40,
    userId: TEST_LEARNER.id,
    courseId: COURSE.id,
    method: 'onsite',
    status: 'pending',
    amount,
    currency: 'TND',
    checkoutUrl: null,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
  };
}
