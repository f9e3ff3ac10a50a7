import { queryOptions } from '@tanstack/react-query';

import { expectStatus } from '@/shared/api/api-error';
import { api, USER_QUERY_ROOT } from '@/shared/api/client';

/** The course one enrolls in (GET /courses/{id}). */
export function courseQuery(courseId: number) {
  return queryOptions({
    queryKey: ['courses', 'by-id', courseId],
    queryFn: async () => expectStatus(await api.courses.byId({ params: { id: courseId } }), 200).body,
  });
}

/** Product rules 7: whether the user has paid for, or pre-enrolled in, the course. */
export function hasPaymentQuery(userId: number, courseId: number) {
  return queryOptions({
    queryKey: [USER_QUERY_ROOT, 'has-payment', userId, courseId],
    queryFn: async () =>
      expectStatus(await api.payments.hasPayment({ query: { userId, courseId } }), 200).body,
    staleTime: 0,
  });
}

/** The signed-in learner's courses with their status (My courses). */
export function myEnrollmentsQuery() {
  return queryOptions({
    queryKey: [USER_QUERY_ROOT, 'enrollments'],
    queryFn: async () => expectStatus(await api.enrollments.mine(), 200).body,
    staleTime: 0,
  });
}

/** One of the learner's payments: an online payment's outcome after the provider page. */
export function paymentQuery(paymentId: number) {
  return queryOptions({
    queryKey: [USER_QUERY_ROOT, 'payments', paymentId],
    queryFn: async () => expectStatus(await api.payments.byId({ params: { id: paymentId } }), 200).body,
    staleTime: 0,
  });
}

/** Further trainings to suggest after enrollment, same domain first. */
export function relatedCoursesQuery(courseId: number) {
  return queryOptions({
    queryKey: ['courses', 'related', courseId],
    queryFn: async () =>
      expectStatus(await api.courses.related({ params: { id: courseId }, query: { limit: 3 } }), 200).body,
  });
}
