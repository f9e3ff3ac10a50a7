import { describe, expect, it, vi } from 'vitest';

import { isNetworkError } from './api-error';
import { lazyClient, whenReady, type ApiClient } from './client';

/** A stand-in for the contract client: one route that answers what it was given. */
const fakeClient = {
  courses: { list: vi.fn(async (args: unknown) => Promise.resolve({ status: 200, body: args })) },
} as unknown as ApiClient;

/** A load of the client's code that fails once, as offline, then works. */
const failingOnce = () =>
  vi
    .fn<() => Promise<ApiClient>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(fakeClient);

describe('the lazy API client', () => {
  it('loads the contract client with the first call only, then forwards every call to it', async () => {
    const load = vi.fn(async () => Promise.resolve(fakeClient));
    const api = lazyClient(load);
    expect(load).not.toHaveBeenCalled();
    const args = { query: { status: 'PUBLISHED' as const } };
    await expect(api.courses.list(args)).resolves.toEqual({ status: 200, body: args });
    await api.courses.list(args);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails as a request with no answer when its code cannot be fetched, and tries again next call', async () => {
    const load = failingOnce();
    const api = lazyClient(load);
    const failure: unknown = await api.courses.list({ query: {} }).catch((error: unknown) => error);
    expect(isNetworkError(failure)).toBe(true);
    await expect(api.courses.list({ query: {} })).resolves.toMatchObject({ status: 200 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not taken for a promise', async () => {
    const api = lazyClient(async () => Promise.resolve(fakeClient));
    await expect(Promise.resolve(api.courses)).resolves.toBe(api.courses);
  });

  it('keeps each route, so a test can spy on it', () => {
    const api = lazyClient(async () => Promise.resolve(fakeClient));
    expect(api.courses.list).toBe(api.courses.list);
    const spy = vi.spyOn(api.courses, 'list');
    void api.courses.list({ query: {} });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('says when a call would leave at once: once its code is loaded, by the same load as the calls', async () => {
    let finish: (client: ApiClient) => void = () => undefined;
    const load = vi.fn(
      async () =>
        new Promise<ApiClient>((resolve) => {
          finish = resolve;
        }),
    );
    const api = lazyClient(load);
    let ready = false;
    const waiting = whenReady(api).then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    finish(fakeClient);
    await waiting;
    expect(ready).toBe(true);
    await api.courses.list({ query: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not ready when its code cannot be fetched, and tries again', async () => {
    const load = failingOnce();
    const api = lazyClient(load);
    await expect(whenReady(api)).rejects.toThrow(TypeError);
    await expect(whenReady(api)).resolves.toBeUndefined();
  });
});
