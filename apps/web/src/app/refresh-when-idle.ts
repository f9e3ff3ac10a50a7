import type { QueryClient } from '@tanstack/react-query';

/**
 * A deployed page's embedded answers are older than the five minutes data stays fresh (product rules 9), so
 * the page refreshes them. Done as the page mounts, that refresh loads and runs the contract client
 * (zod, the contract's schemas, the first check of the answer) while React is still taking the page
 * over, and a visitor's first tap waits behind it. So a prerendered page mounts without refetching;
 * once it is hydrated and the browser is idle, its stale answers are refreshed, and from then on
 * queries refetch on mount as usual.
 */
export function refreshWhenIdle(
  queryClient: QueryClient,
  hydrated: Promise<void>,
  idle: () => Promise<void> = browserIdle,
): Promise<void> {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: false } });
  return hydrated.then(idle).then(() => {
    queryClient.setDefaultOptions(defaults);
    return queryClient.refetchQueries({ type: 'active', stale: true });
  });
}

/** The browser's next idle period, or two seconds at most when it stays busy. */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      resolve();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 2000 });
    else setTimeout(done, 0);
  });
}
