import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { CourseReceived } from '@formation/contract';
import { addFavoriteLocally, publishedFavorites, removeFavoriteLocally } from '@formation/domain';

import { expectStatus } from '@/shared/api/api-error';
import { api, whenReady } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/use-auth';
import { notify } from '@/shared/ui/toast';

import { favoritesKey, fetchFavorites } from './sessions-queries';

/**
 * Product rules 4 and 8: the signed-in user's favorite courses, only PUBLISHED ones kept. A loading failure
 * gives an empty list and is only logged. Anonymous visitors have none (the query does not run).
 */
export function useFavorites() {
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user.id : 0;
  return useQuery({
    queryKey: favoritesKey(userId),
    enabled: auth.status === 'authenticated',
    queryFn: async (): Promise<CourseReceived[]> => {
      try {
        return publishedFavorites(await fetchFavorites(userId)).map((entry) => entry.course);
      } catch (error) {
        console.error('Favorites could not be loaded', error);
        return [];
      }
    },
  });
}

export function useIsFavorite(courseId: number): boolean {
  const { data } = useFavorites();
  return data?.some((course) => course.id === courseId) ?? false;
}

/**
 * Adds or removes a favorite: the list changes at once (product rules 4: append if absent, drop on removal),
 * goes back if the API refuses, and a toast tells the outcome. A click that comes before the list
 * has loaded cancels that load: the list is then fetched again once the API has answered.
 */
export function useToggleFavorite() {
  const auth = useAuth();
  const client = useQueryClient();
  const { t } = useTranslation('sessions');
  const userId = auth.status === 'authenticated' ? auth.user.id : 0;
  const key = favoritesKey(userId);
  return useMutation({
    mutationFn: async ({ course, add }: { course: CourseReceived; add: boolean }) => {
      if (add)
        expectStatus(
          await api.favorites.add({ params: { courseId: course.id }, body: { userId } }),
          200,
          201,
        );
      else
        expectStatus(await api.favorites.remove({ params: { courseId: course.id }, body: { userId } }), 200);
    },
    onMutate: async ({ course, add }) => {
      // Shown as done only once the call can leave at once (whenReady).
      await whenReady(api);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<CourseReceived[]>(key);
      client.setQueryData<CourseReceived[]>(key, (courses = []) =>
        add ? addFavoriteLocally(courses, course) : removeFavoriteLocally(courses, course.id),
      );
      return { previous };
    },
    onError: (_error, { add }, context) => {
      if (context?.previous === undefined) void client.resetQueries({ queryKey: key, exact: true });
      else client.setQueryData(key, context.previous);
      notify.error(add ? t('favorites.toast.addError') : t('favorites.toast.removeError'));
    },
    onSuccess: (_data, { add }, context) => {
      if (context.previous === undefined) void client.invalidateQueries({ queryKey: key, exact: true });
      notify.success(add ? t('favorites.toast.added') : t('favorites.toast.removed'));
    },
  });
}
