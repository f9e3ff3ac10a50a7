import { queryOptions } from '@tanstack/react-query';

import { expectStatus } from '@/shared/api/api-error';
import { api, USER_QUERY_ROOT } from '@/shared/api/client';

/** The signed-in user's own data: under the user root, so logout and a 401 drop it. */
export const profileQueryKey = (id: number) => [USER_QUERY_ROOT, 'profile', id] as const;

export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: profileQueryKey(id),
    queryFn: async () => expectStatus(await api.users.profile({ params: { id } }), 200).body,
  });
