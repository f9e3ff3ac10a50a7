import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';

export interface RouteEntry {
  /** Dotted key in the router, e.g. "courses.bySlug". */
  key: string;
  method: AppRoute['method'];
  path: string;
  route: AppRoute;
}

/** Every route of a router, flattened: for the OpenAPI test, the mock's 404 list and the contract check. */
export function listRoutes(router: AppRouter, prefix = ''): RouteEntry[] {
  return Object.entries(router).flatMap(([name, value]) => {
    const key = prefix === '' ? name : `${prefix}.${name}`;
    return isAppRoute(value)
      ? [{ key, method: value.method, path: value.path, route: value }]
      : listRoutes(value, key);
  });
}
