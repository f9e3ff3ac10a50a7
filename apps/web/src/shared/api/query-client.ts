import { QueryClient } from '@tanstack/react-query';

import { isNotFound } from './api-error';

export const QUERY_RETRIES = 3;

/**
 * Product rules 9: retry 3 times with an exponential delay capped at 30 s; data stays fresh 5 minutes. A 404
 * is not retried: asking again for what does not exist only delays the not-found view.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isNotFound(error) && failures < QUERY_RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 5 * 60 * 1000,
      },
    },
  });
}
