import { QueryClient } from '@tanstack/react-query';

/** Spec 9: retry 3 times with an exponential delay capped at 30 s; data stays fresh 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 5 * 60 * 1000,
      },
    },
  });
}
