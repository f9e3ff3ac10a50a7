import { queryOptions } from '@tanstack/react-query';

import type { Comment, CourseReceived, HasPaymentReply } from '@formation/contract';

import { expectStatus } from '@/shared/api/api-error';
import { api, USER_QUERY_ROOT } from '@/shared/api/client';

export const courseBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: ['courses', 'slug', slug],
    queryFn: async (): Promise<CourseReceived> =>
      expectStatus(await api.courses.bySlug({ params: { slug } }), 200).body,
  });

export const commentsQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['comments', courseId],
    queryFn: async (): Promise<Comment[]> =>
      expectStatus(await api.comments.listForCourse({ params: { courseId } }), 200).body,
  });

export const hasPaymentQuery = (userId: number, courseId: number) =>
  queryOptions({
    queryKey: [USER_QUERY_ROOT, 'has-payment', userId, courseId],
    queryFn: async (): Promise<HasPaymentReply> =>
      expectStatus(await api.payments.hasPayment({ query: { userId, courseId } }), 200).body,
  });
