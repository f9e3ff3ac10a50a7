import type { Comment, CourseReceived, Favorite, HasPaymentReply } from '@formation/contract';
import { queryOptions } from '@tanstack/react-query';
import { expectStatus } from '../../../shared/api/api-error';
import { api, USER_QUERY_ROOT } from '../../../shared/api/client';

/** Today as YYYY-MM-DD (UTC), the date the domain's session rules compare with. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Spec 7: GET /courses/AllCourses?status=PUBLISHED; the home page shares this cache entry. */
export const publishedCoursesQuery = queryOptions({
  queryKey: ['courses', 'published'],
  queryFn: async (): Promise<CourseReceived[]> =>
    expectStatus(await api.courses.list({ query: { status: 'PUBLISHED' } }), 200).body,
});

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

/** The signed-in user's own data: its key starts at USER_QUERY_ROOT, so logout and 401 drop it. */
export const favouritesKey = (userId: number) => [USER_QUERY_ROOT, 'favourites', userId] as const;

export const hasPaymentQuery = (userId: number, courseId: number) =>
  queryOptions({
    queryKey: [USER_QUERY_ROOT, 'has-payment', userId, courseId],
    queryFn: async (): Promise<HasPaymentReply> =>
      expectStatus(await api.payments.hasPayment({ query: { userId, courseId } }), 200).body,
  });

export async function fetchFavourites(userId: number): Promise<Favorite[]> {
  return expectStatus(await api.favorites.listForUser({ params: { userId } }), 200).body;
}
