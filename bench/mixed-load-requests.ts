/**
 * The requests of bench/mixed-load, by kind: what each connection repeats, on the shared data set or
 * its own private one, and what each answer counts.
 */
import type autocannon from 'autocannon';

import { ADMIN_KEY_HEADER, DATA_SET_HEADER } from '@formation/contract';

import { LEARNERS, type Catalogue } from './seeded-data';

export type Mode = 'shared' | 'private';
export type Kind = 'browse' | 'sign-in' | 'comment';

/** The kinds, in the order the benches print them. */
export const KINDS: readonly Kind[] = ['browse', 'sign-in', 'comment'];

/** One connection's state, which autocannon keeps while its sequence runs. */
export interface Connection {
  slot?: number;
  sentAt?: number;
  commentId?: number | undefined;
}

export interface Tally {
  latencies: number[];
  errors: Map<string, number>;
}

const pick = <T>(items: readonly T[], n: number): T => {
  const item = items[n % items.length];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

/**
 * The data set header of a connection in private mode: each connection has its own. With an admin
 * key (replicas behind a balancer take one), the key beside it.
 */
export const dataSet = (mode: Mode, kind: Kind, slot: number, adminKey?: string): Record<string, string> =>
  mode === 'private'
    ? {
        [DATA_SET_HEADER]: `load-${kind}-${String(slot)}`,
        ...(adminKey === undefined ? {} : { [ADMIN_KEY_HEADER]: adminKey }),
      }
    : {};

export async function signIn(url: string, headers: Record<string, string>, slot: number): Promise<string> {
  const answer = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(pick(LEARNERS, slot)),
  });
  if (!answer.ok) throw new Error(`sign-in before the run: ${String(answer.status)}`);
  return ((await answer.json()) as { token: { access_token: string } }).token.access_token;
}

type Build = (c: Connection, n: number) => autocannon.Request;

/** The requests of one kind, in the order a connection repeats them. */
export function loopOf(
  kind: Kind,
  mode: Mode,
  catalogue: Catalogue,
  tokens: readonly string[],
  adminKey?: string,
): Build[] {
  const headers = (c: Connection) => dataSet(mode, kind, c.slot ?? 0, adminKey);
  const get =
    (path: (n: number) => string): Build =>
    (c, n) => ({ method: 'GET', path: path(n), headers: headers(c) });
  if (kind === 'browse') {
    return [
      get(() => '/courses/AllCourses?status=PUBLISHED'),
      get((n) => `/courses/slug/${pick(catalogue.courses, n).slug}`),
      get((n) => `/comments/course/${String(pick(catalogue.courses, n).id)}`),
      get(() => '/blog'),
      get((n) => `/blog/${pick(catalogue.articles, n)}`),
    ];
  }
  if (kind === 'sign-in') {
    return [
      (c) => ({
        method: 'POST',
        path: '/auth/login',
        headers: { 'content-type': 'application/json', ...headers(c) },
        body: JSON.stringify(pick(LEARNERS, c.slot ?? 0)),
      }),
    ];
  }
  const auth = (c: Connection) => ({ ...headers(c), authorization: `Bearer ${pick(tokens, c.slot ?? 0)}` });
  return [
    (c, n) => ({
      method: 'POST',
      path: '/comments',
      headers: { 'content-type': 'application/json', ...auth(c) },
      body: JSON.stringify({
        courseId: pick(catalogue.courses, n).id,
        content: `Avis de charge n° ${String(n)}`,
        rate: 4,
      }),
    }),
    // Its own comment, just created (a create that failed is counted, and this reads instead).
    (c, n) =>
      c.commentId === undefined
        ? {
            method: 'GET',
            path: `/comments/course/${String(pick(catalogue.courses, n).id)}`,
            headers: headers(c),
          }
        : { method: 'DELETE', path: `/comments/${String(c.commentId)}`, headers: auth(c) },
  ];
}

/** What autocannon hands `onResponse`: the context `setupRequest` wrote the connection's state into. */
interface Context {
  connection?: Connection;
}

/**
 * autocannon's requests for one kind. The connection's state sits in one object that every request
 * of the loop holds: autocannon deep-copies the requests once per connection, a copy keeps that one
 * object shared among its requests, and so it outlives the context autocannon resets each time the
 * loop wraps. (Repeating the loop instead, thousands of times, made autocannon copy hundreds of
 * thousands of requests at the start, seconds of its event loop during the run.)
 */
export function requestsOf(
  loop: readonly Build[],
  tally: Tally,
  slots: { next: number },
): autocannon.Request[] {
  let n = 0;
  const connection: Connection = {};
  return loop.map(
    (build): autocannon.Request =>
      ({
        connection,
        setupRequest: (request, context) => {
          const c = (request as { connection: Connection }).connection;
          (context as Context).connection = c;
          c.slot ??= slots.next++;
          c.sentAt = performance.now();
          n += 1;
          return { ...request, ...build(c, n) };
        },
        onResponse: (status, body, context) => {
          const c = (context as Context).connection;
          if (c === undefined) return;
          if (c.sentAt !== undefined) tally.latencies.push(performance.now() - c.sentAt);
          if (status < 200 || status >= 300)
            tally.errors.set(String(status), (tally.errors.get(String(status)) ?? 0) + 1);
          if (status === 201) c.commentId = (JSON.parse(body) as { id?: number }).id;
          else if (status === 204 || status === 200) c.commentId = undefined;
        },
      }) as autocannon.Request,
  );
}
