import type { contractClient } from './contract-client';

export type ApiClient = typeof contractClient;

type AnyRoute = (args?: unknown) => Promise<unknown>;

type Routers = Record<string, Record<string, AnyRoute>>;

/** A name the stand-in answers for: not a symbol, and not `then` (it is not a promise). */
const isName = (key: string | symbol): key is string => typeof key === 'string' && key !== 'then';

/**
 * The one API client: `api.<router>.<route>(args)`, the contract's routes with answers validated.
 * The contract, ts-rest and zod load with the first call rather than with the page: a prerendered
 * page paints and hydrates from its embedded data without them. When that code cannot be fetched
 * (offline), the call rejects with the import's TypeError, as a request that got no answer does
 * (isNetworkError), and the next call tries again.
 */
export function lazyClient(load: () => Promise<ApiClient>): ApiClient {
  let loading: Promise<Routers> | undefined;
  const loaded = (): Promise<Routers> =>
    (loading ??= load().then(
      (client) => client as unknown as Routers,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  /** Makes a route on first use and keeps it on its router (so a test can spy on it). */
  const routeOf = (routes: Record<string, AnyRoute>, router: string, route: string): AnyRoute =>
    (routes[route] ??= async (args) => {
      const call = (await loaded())[router]?.[route];
      if (call === undefined) throw new Error(`The API contract has no route ${router}.${route}`);
      return call(args);
    });

  const lazyRouter = (router: string): Record<string, AnyRoute> =>
    new Proxy<Record<string, AnyRoute>>(
      {},
      {
        get: (target, route): unknown =>
          isName(route) ? routeOf(target, router, route) : Reflect.get(target, route),
        getOwnPropertyDescriptor(target, route) {
          if (isName(route)) routeOf(target, router, route);
          return Reflect.getOwnPropertyDescriptor(target, route);
        },
      },
    );

  const client = new Proxy<Routers>(
    {},
    {
      get: (target, router): unknown =>
        isName(router) ? (target[router] ??= lazyRouter(router)) : Reflect.get(target, router),
    },
  ) as unknown as ApiClient;
  loaders.set(client, loaded);
  return client;
}

/** Each lazy client's way to its loaded code. */
const loaders = new WeakMap<ApiClient, () => Promise<unknown>>();

/**
 * Resolves once `client` sends a call at once, its code loaded; rejects as a call would when that
 * code cannot be fetched. A write the page shows as done before the API answers (an optimistic
 * update) waits for it first: shown done, the write is already on its way, with `keepalive`, and
 * leaving the page cannot drop it (contract-client.ts). Shown while the code was still loading, a
 * reload in that time lost it.
 */
export async function whenReady(client: ApiClient): Promise<void> {
  await loaders.get(client)?.();
}

export const api = lazyClient(async () => (await import('./contract-client')).contractClient);

/**
 * Queries of the signed-in user's own data start their key with this root, so signing out drops
 * them all at once (favorites, enrollments, profile).
 */
export const USER_QUERY_ROOT = 'me';
