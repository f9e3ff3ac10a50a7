import type { contractClient } from './contract-client';

export type ApiClient = typeof contractClient;

type AnyRoute = (args?: unknown) => Promise<unknown>;

let loading: Promise<ApiClient> | undefined;

/** The contract client's module, fetched once; a failed fetch (offline) is tried again next call. */
function loadClient(): Promise<ApiClient> {
  loading ??= import('./contract-client').then(
    (module) => module.contractClient,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Makes a route on first use and keeps it on its router (so a test can spy on it). */
function routeOf(routes: Record<string, AnyRoute>, router: string, route: string): AnyRoute {
  routes[route] ??= async (args) => {
    const client = (await loadClient()) as unknown as Record<string, Record<string, AnyRoute>>;
    const call = client[router]?.[route];
    if (call === undefined) throw new Error(`The API contract has no route ${router}.${route}`);
    return call(args);
  };
  return routes[route];
}

function lazyRouter(router: string): Record<string, AnyRoute> {
  const routes: Record<string, AnyRoute> = {};
  return new Proxy(routes, {
    get: (target, route): unknown =>
      typeof route === 'string' ? routeOf(target, router, route) : Reflect.get(target, route),
    getOwnPropertyDescriptor(target, route) {
      if (typeof route === 'string') routeOf(target, router, route);
      return Reflect.getOwnPropertyDescriptor(target, route);
    },
  });
}

/**
 * The one API client: `api.<router>.<route>(args)`, the contract's routes with answers validated.
 * The contract, ts-rest and zod load with the first call rather than with the page: a prerendered
 * page paints and hydrates from its embedded data without them. When that code cannot be fetched
 * (offline), the call rejects with a TypeError, as a request that got no answer (isNetworkError).
 */
const routers: Record<string, Record<string, AnyRoute>> = {};
export const api = new Proxy(routers, {
  get: (target, router): unknown =>
    typeof router === 'string' ? (target[router] ??= lazyRouter(router)) : Reflect.get(target, router),
}) as unknown as ApiClient;

/**
 * Queries of the signed-in user's own data start their key with this root, so signing out drops
 * them all at once (favourites, enrolments, profile).
 */
export const USER_QUERY_ROOT = 'me';
