import { isAppRouteOtherResponse, isZodType, type AppRoute, type AppRouter } from '@ts-rest/core';

import { contract, listRoutes, siteContract, type RouteEntry } from '@formation/contract';

/** One route of the contract, sorted for the check. */
export interface PlannedRoute {
  /** Dotted key in the router, e.g. `courses.bySlug`. */
  key: string;
  method: AppRoute['method'];
  /** The contract's path pattern, e.g. `/courses/slug/:slug`. */
  path: string;
  route: AppRoute;
  /** `read`: a GET answering JSON; `write`: any other method; `not-json`: a GET answering something else. */
  kind: 'read' | 'write' | 'not-json';
  /** The route declares a 401: it reads (or writes) the signed-in user's data. */
  needsUser: boolean;
  pathParams: readonly string[];
  /** Query keys the route requires (no default, not optional). */
  requiredQuery: readonly string[];
}

const JSON_CONTENT_TYPE = /^application\/(?:.+\+)?json\b/i;

function answersJson(route: AppRoute): boolean {
  const successes = Object.entries(route.responses).filter(([status]) => Number(status) < 300);
  return successes.every(
    ([, response]) => !isAppRouteOtherResponse(response) || JSON_CONTENT_TYPE.test(response.contentType),
  );
}

function requiredQueryKeys(route: AppRoute): string[] {
  const query: unknown = 'query' in route ? route.query : undefined;
  if (!isZodType(query)) return [];
  const shape: unknown = (query as { shape?: unknown }).shape;
  if (typeof shape !== 'object' || shape === null) return [];
  return Object.entries(shape as Record<string, unknown>)
    .filter(([, field]) => isZodType(field) && !field.isOptional())
    .map(([key]) => key);
}

function planned({ key, method, path, route }: RouteEntry): PlannedRoute {
  return {
    key,
    method,
    path,
    route,
    kind: method !== 'GET' ? 'write' : answersJson(route) ? 'read' : 'not-json',
    needsUser: Object.hasOwn(route.responses, 401),
    pathParams: [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? ''),
    requiredQuery: requiredQueryKeys(route),
  };
}

/**
 * The routes the check knows about: every route of the router but the mock's admin surface
 * (`/__mock/*`), in the contract's order.
 */
export function planRoutes(router: AppRouter = siteContract): PlannedRoute[] {
  return listRoutes(router)
    .filter((entry) => !entry.path.startsWith('/__mock'))
    .map(planned);
}

/**
 * One route of the mock's own surface (`/__mock/*`, e.g. `mock.outbox`), which planRoutes leaves out:
 * a flow reads the mock's outbox, and a real backend has no such route.
 */
export function planMockRoute(key: string): PlannedRoute {
  const entry = listRoutes(contract).find((e) => e.key === key && e.path.startsWith('/__mock'));
  if (entry === undefined) throw new Error(`The mock's surface has no route ${key}`);
  return planned(entry);
}

/** `GET /courses/slug/:slug` */
export function routeLabel(route: Pick<PlannedRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
