import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/shared/api/query-client';

import { refreshWhenIdle } from './refresh-when-idle';

const KEY = ['courses', 'all'];
const BUILD_TIME = Date.parse('2026-11-22T00:00:00Z');

/** A client holding an answer fetched at a build long ago: stale (product rules 9: fresh for 5 minutes). */
function clientWithStaleAnswer() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(KEY, ['from the build'], { updatedAt: BUILD_TIME - 60 * 60_000 });
  return queryClient;
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a prerendered page refreshes its stale answers once hydrated and idle', () => {
  it('mounts on the embedded answer, then refetches it when hydrated and idle', async () => {
    const queryClient = clientWithStaleAnswer();
    const hydrated = deferred();
    const idle = deferred();
    const queryFn = vi.fn(() => Promise.resolve(['refreshed']));
    const refreshed = refreshWhenIdle(queryClient, hydrated.promise, () => idle.promise);

    const stop = new QueryObserver(queryClient, { queryKey: KEY, queryFn }).subscribe(() => undefined);
    await flush();
    expect(queryFn).not.toHaveBeenCalled();

    hydrated.resolve();
    await flush();
    expect(queryFn).not.toHaveBeenCalled();

    idle.resolve();
    await refreshed;
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(KEY)).toEqual(['refreshed']);
    stop();
  });

  it('lets queries mounted afterwards refetch stale data on mount again', async () => {
    const queryClient = clientWithStaleAnswer();
    await refreshWhenIdle(queryClient, Promise.resolve(), () => Promise.resolve());
    const queryFn = vi.fn(() => Promise.resolve(['on mount']));
    const stop = new QueryObserver(queryClient, { queryKey: KEY, queryFn }).subscribe(() => undefined);
    await vi.waitFor(() => {
      expect(queryFn).toHaveBeenCalledTimes(1);
    });
    stop();
  });

  it('keeps the other defaults (retries, five minutes fresh)', async () => {
    const queryClient = createQueryClient();
    const before = queryClient.getDefaultOptions().queries;
    const refreshed = refreshWhenIdle(queryClient, Promise.resolve(), () => Promise.resolve());
    expect(queryClient.getDefaultOptions().queries).toEqual({ ...before, refetchOnMount: false });
    await refreshed;
    expect(queryClient.getDefaultOptions().queries).toEqual(before);
  });
});
