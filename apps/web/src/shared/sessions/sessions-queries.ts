import { queryOptions } from '@tanstack/react-query';

import type { CourseReceived, Favorite } from '@formation/contract';

import { expectStatus } from '@/shared/api/api-error';
import { api, USER_QUERY_ROOT } from '@/shared/api/client';

/**
 * Product rules 7: GET /courses/AllCourses?status=PUBLISHED; every list of sessions shares this cache entry.
 */
export const publishedCoursesQuery = queryOptions({
  queryKey: ['courses', 'published'],
  queryFn: async (): Promise<CourseReceived[]> =>
    expectStatus(await api.courses.list({ query: { status: 'PUBLISHED' } }), 200).body,
});

/** The signed-in user's own data: its key starts at USER_QUERY_ROOT, so logout and 401 drop it. */
export const favoritesKey = (userId: number) => [USER_QUERY_ROOT, 'favorites', userId] as const;

export async function fetchFavorites(userId: number): Promise<Favorite[]> {
  return expectStatus(await api.favorites.listForUser({ params: { userId } }), 200).body;
}
