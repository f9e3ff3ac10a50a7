import type { AppRoute } from '@ts-rest/core';

import type { Feature, PlainRoute, RouteHandler } from '../handlers';
import { NO_FACTS, type RouteFacts } from '../route-facts';
import { MAX_PARAM_LENGTH, urlErrors } from '../transport-errors';
import type { BodyKind, FormRules } from './request-body';

/** One route of the contract and its handler, with the bodies it takes. */
export interface RouteVariant {
  route: AppRoute;
  handler: RouteHandler<AppRoute>;
  takes: ReadonlySet<BodyKind>;
  /** How its form is read, for a multipart route. */
  form?: FormRules | undefined;
}

/**
 * What answers one method and path pattern: the contract's routes of that method and path (PATCH
 * /users/:id has two, JSON and multipart, told apart by the request's content type), or one route
 * outside the contract (the files of /uploads).
 */
export interface Operation {
  method: string;
  /** As the contract writes it: `/courses/:id`, `/uploads/*`. */
  pattern: string;
  variants: readonly RouteVariant[];
  /** What its feature says of it (PATCH /users/:id: its JSON and multipart routes say it together). */
  facts: RouteFacts;
  plain?: PlainRoute | undefined;
}

const JSON_OR_TEXT: ReadonlySet<BodyKind> = new Set(['json', 'text']);
const URL_ENCODED_TOO: ReadonlySet<BodyKind> = new Set(['json', 'text', 'url-encoded']);
const MULTIPART: ReadonlySet<BodyKind> = new Set(['multipart']);
/** Beside a multipart route, its JSON twin takes JSON only: anything else is neither of the two (415). */
const JSON_ONLY: ReadonlySet<BodyKind> = new Set(['json']);

const isMultipart = (route: AppRoute) =>
  'contentType' in route && route.contentType === 'multipart/form-data';

/** Every feature's routes, grouped by method and path pattern, in the features' order. */
export function operationsOf(features: readonly Feature[]): Operation[] {
  const operations = new Map<
    string,
    { method: string; pattern: string; variants: RouteVariant[]; facts: RouteFacts }
  >();
  const plain: Operation[] = [];
  for (const feature of features) {
    for (const [key, route] of Object.entries(feature.routes)) {
      const handler = feature.handlers[key];
      if (handler === undefined) throw new Error(`No handler for the route ${key}`);
      const id = `${route.method} ${route.path}`;
      let operation = operations.get(id);
      if (operation === undefined) {
        operation = { method: route.method, pattern: route.path, variants: [], facts: NO_FACTS };
        operations.set(id, operation);
      }
      operation.facts = { ...operation.facts, ...feature.facts?.[key] };
      operation.variants.push({
        route,
        handler,
        takes: isMultipart(route)
          ? MULTIPART
          : feature.forms === 'url-encoded'
            ? URL_ENCODED_TOO
            : JSON_OR_TEXT,
        form: isMultipart(route) ? feature.formRules : undefined,
      });
    }
    for (const route of feature.plain ?? []) {
      plain.push({ method: route.method, pattern: route.path, variants: [], facts: NO_FACTS, plain: route });
    }
  }
  const grouped = [...operations.values()].map((operation): Operation => {
    const { variants } = operation;
    if (!variants.some((v) => v.takes === MULTIPART)) return operation;
    return {
      ...operation,
      variants: variants.map((v) => (v.takes === MULTIPART ? v : { ...v, takes: JSON_ONLY })),
    };
  });
  return [...grouped, ...plain];
}

interface Compiled {
  operation: Operation;
  segments: readonly string[];
  /** Pattern ends with `*`: the rest of the path is one parameter (`/uploads/*`). */
  wildcard: boolean;
  /** Static segments first, position by position: the more specific pattern wins. */
  rank: string;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw urlErrors.badEncoding();
  }
}

function matchOne(route: Compiled, parts: readonly string[]): Record<string, string> | null {
  if (route.wildcard ? parts.length <= route.segments.length : parts.length !== route.segments.length) {
    return null;
  }
  const params: Record<string, string> = {};
  for (const [i, segment] of route.segments.entries()) {
    const part = parts[i] ?? '';
    if (segment.startsWith(':')) {
      // An empty value still matches, as on Fastify: the contract's validation refuses it (400).
      params[segment.slice(1)] = part;
    } else if (segment !== part) {
      return null;
    }
  }
  if (route.wildcard) params['*'] = parts.slice(route.segments.length).join('/');
  return params;
}

export interface RouteTable {
  readonly operations: readonly Operation[];
  /** The operation of `method` and `pattern`, as a transport's own router found it. */
  byPattern(method: string, pattern: string): Operation | undefined;
  /** The operation of `method` and `path` (no query) and its parameters; null when none has them. */
  match(method: string, path: string): { operation: Operation; params: Record<string, string> } | null;
}

/**
 * Finds the operation of a method and path the way Fastify's router does: a static segment wins over
 * a parameter (`/courses/AllCourses` before `/courses/:id`), parameters are percent-decoded, and one
 * longer than MAX_PARAM_LENGTH is refused.
 */
export function createRouteTable(operations: readonly Operation[]): RouteTable {
  const byMethod = new Map<string, Compiled[]>();
  const byKey = new Map<string, Operation>();
  for (const operation of operations) {
    byKey.set(`${operation.method} ${operation.pattern}`, operation);
    const wildcard = operation.pattern.endsWith('/*');
    const base = wildcard ? operation.pattern.slice(0, -2) : operation.pattern;
    const segments = base.split('/').slice(1);
    const rank = segments.map((s) => (s.startsWith(':') ? '1' : '0')).join('');
    byMethod.set(operation.method, [
      ...(byMethod.get(operation.method) ?? []),
      { operation, segments, wildcard, rank },
    ]);
  }
  // Sorted once (stable): the first route that matches is the most specific.
  for (const routes of byMethod.values()) routes.sort((a, b) => a.rank.localeCompare(b.rank));

  return {
    operations,
    byPattern: (method, pattern) => byKey.get(`${method} ${pattern}`),
    match(method, path) {
      const parts = path.split('/').slice(1);
      for (const route of byMethod.get(method) ?? []) {
        const found = matchOne(route, parts);
        if (found === null) continue;
        const params: Record<string, string> = {};
        for (const [name, raw] of Object.entries(found)) {
          const value = name === '*' ? raw : decode(raw);
          // The decoded length, as Fastify's router counts it.
          if (value.length > MAX_PARAM_LENGTH) throw urlErrors.paramTooLong();
          params[name] = value;
        }
        return { operation: route.operation, params };
      }
      return null;
    },
  };
}
