/** The calls the planted bugs reach, and the memory a bug keeps between calls. */
import { pathOf, type Call } from './bug-model';

export const COMMENTS_OF_COURSE = /^\/comments\/course\/(\d+)$/;
export const COMMENT_BY_ID = /^\/comments\/(\d+)$/;
export const COURSE_BY_ID = /^\/courses\/\d+$/;
export const COURSE_BY_SLUG = /^\/courses\/slug\/[^/]+$/;
export const ARTICLE_BY_SLUG = /^\/blog\/(?:slug\/)?[^/]+$/;
export const SIGNED_IN_READS = [
  /^\/enrollments\/me$/,
  /^\/favorites\/\d+$/,
  /^\/users\/profile\/\d+$/,
  /^\/payments\/has-payment$/,
];
/** Three base64url parts: what a backend that only decodes a JWT accepts. */
export const JWT_SHAPE = /^Bearer [\w-]+\.[\w-]+\.[\w-]*$/;

export const is = (call: Call, method: string, path: RegExp | string): boolean =>
  call.method === method && (typeof path === 'string' ? pathOf(call) === path : path.test(pathOf(call)));

/** `2026-10-19T08:30:00.000Z` → `19/10/2026`. */
export function dayMonthYear(iso: unknown): unknown {
  if (typeof iso !== 'string' || iso.length < 10) return iso;
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

export function seenComments(memory: Map<string, unknown>): Map<number, Record<string, unknown>> {
  let seen = memory.get('comments') as Map<number, Record<string, unknown>> | undefined;
  if (seen === undefined) {
    seen = new Map();
    memory.set('comments', seen);
  }
  return seen;
}

export function idSet(memory: Map<string, unknown>, key: string): Set<number> {
  let ids = memory.get(key) as Set<number> | undefined;
  if (ids === undefined) {
    ids = new Set();
    memory.set(key, ids);
  }
  return ids;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
