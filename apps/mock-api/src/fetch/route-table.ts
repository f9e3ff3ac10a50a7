import { MAX_PARAM_LENGTH, urlErrors } from '../core/transport-errors';

/** A route a path may match: its method, its pattern as the contract writes it, and what answers it. */
export interface TableRoute<T> {
  method: string;
  pattern: string;
  target: T;
}

interface Compiled<T> extends TableRoute<T> {
  segments: readonly string[];
  /** Pattern ends with `*`: the rest of the path is one parameter (`/uploads/*`). */
  wildcard: boolean;
}

export interface Match<T> {
  route: TableRoute<T>;
  params: Record<string, string>;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw urlErrors.badEncoding();
  }
}

/**
 * Finds the route of a method and path the way Fastify's router does: a static segment wins over a
 * parameter (`/courses/AllCourses` before `/courses/:id`), parameters are percent-decoded, and one
 * longer than MAX_PARAM_LENGTH is refused.
 */
export function createRouteTable<T>(routes: readonly TableRoute<T>[]) {
  const compiled: Compiled<T>[] = routes.map((route) => {
    const wildcard = route.pattern.endsWith('/*');
    const base = wildcard ? route.pattern.slice(0, -2) : route.pattern;
    return { ...route, wildcard, segments: base.split('/').slice(1) };
  });

  /** Static segments first, position by position: the more specific pattern wins. */
  const rank = (route: Compiled<T>) => route.segments.map((s) => (s.startsWith(':') ? '1' : '0')).join('');

  function matchOne(route: Compiled<T>, parts: readonly string[]): Record<string, string> | null {
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

  return {
    /** The route of `method` and `path` (no query), or null when none has that path and method. */
    match(method: string, path: string): Match<T> | null {
      const parts = path.split('/').slice(1);
      const found = compiled
        .filter((route) => route.method === method)
        .map((route) => ({ route, params: matchOne(route, parts) }))
        .filter((m): m is { route: Compiled<T>; params: Record<string, string> } => m.params !== null)
        .sort((a, b) => rank(a.route).localeCompare(rank(b.route)))[0];
      if (found === undefined) return null;
      const params: Record<string, string> = {};
      for (const [name, raw] of Object.entries(found.params)) {
        const value = name === '*' ? raw : decode(raw);
        // The decoded length, as Fastify's router counts it.
        if (value.length > MAX_PARAM_LENGTH) throw urlErrors.paramTooLong();
        params[name] = value;
      }
      return { route: found.route, params };
    },
  };
}
