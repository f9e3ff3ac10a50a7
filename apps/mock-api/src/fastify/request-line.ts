import { ADMIN_KEY_HEADER, DATA_SET_HEADER } from '@formation/contract';

import { READ_METHODS } from '../core/request-guard';

/**
 * What a request was, for the log: whether its line may be dropped when the output falls behind.
 * Only an anonymous read may be: a write, anything of the sign-in and password flows, a read made
 * with a learner's token and anything of QA's levers (the admin key, a private data set, /__mock) is
 * what an audit of a shared mock looks for.
 */
export type RequestKind = 'admin' | 'auth' | 'write' | 'signed-in-read' | 'public-read';

/** The one kind whose lines may be dropped. */
export const DROPPABLE_KIND = 'public-read' satisfies RequestKind;

/**
 * How a droppable line is recognized in the output. Pino writes every string value JSON-escaped, so
 * these quotes can only come from the `kind` field itself, never from a URL or a header.
 */
export const DROPPABLE_LINE_MARK = `"kind":"${DROPPABLE_KIND}"`;

/**
 * The longest URL a line holds: the longest of the site's own calls is far shorter, and a URL padded
 * to the header limit (16 KiB) would otherwise write 16 KiB per request.
 */
export const MAX_LOGGED_URL_LENGTH = 512;

/** The password flows outside /auth (product rules 7): a learner resetting their own password. */
const RESET_PASSWORD_PATH = /^\/users\/[^/]+\/reset-password\/?$/;

export interface RequestFacts {
  method: string;
  /** The URL as the client sent it, query included. */
  url: string;
  /** The route's pattern, when the router matched one (`/users/:id/reset-password`). */
  pattern: string | undefined;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * The kind of a request. The path is read as sent and in lower case as well as by the route's pattern,
 * so that a spelling the router refuses (a 404) is still counted with what it aimed at.
 */
export function requestKind({ method, url, pattern, headers }: RequestFacts): RequestKind {
  const path = (url.split('?')[0] ?? '').toLowerCase();
  const paths = pattern === undefined ? [path] : [path, pattern];
  if (
    paths.some((p) => p.startsWith('/__mock')) ||
    headers[ADMIN_KEY_HEADER] !== undefined ||
    headers[DATA_SET_HEADER] !== undefined
  ) {
    return 'admin';
  }
  if (paths.some((p) => p.startsWith('/auth/') || RESET_PASSWORD_PATH.test(p))) return 'auth';
  if (!READ_METHODS.has(method)) return 'write';
  return headers.authorization === undefined ? DROPPABLE_KIND : 'signed-in-read';
}

/** The URL as logged: cut past MAX_LOGGED_URL_LENGTH, with its full length beside it. */
export function loggedUrl(url: string): { url: string; urlLength?: number } {
  if (url.length <= MAX_LOGGED_URL_LENGTH) return { url };
  return { url: `${url.slice(0, MAX_LOGGED_URL_LENGTH)}…`, urlLength: url.length };
}

/** How a request ended, as its line says it. */
export interface RequestEnd {
  /** The status answered, or 499 when the client left before the request was whole or answered. */
  status: number;
  /** Present when the connection closed before the answer reached the client. */
  aborted?: true;
  ms: number;
}

/** The fields of a request's one line. */
export function requestLine(facts: RequestFacts, end: RequestEnd) {
  return {
    method: facts.method,
    ...loggedUrl(facts.url),
    kind: requestKind(facts),
    status: end.status,
    ...(end.aborted === true ? { aborted: true } : {}),
    ms: Math.round(end.ms * 10) / 10,
  };
}
