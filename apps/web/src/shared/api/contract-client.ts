import { initClient, isZodType, tsRestFetchApi, type ApiFetcherArgs } from '@ts-rest/core';

import { siteContract } from '@formation/contract';

import { env } from '@/config/env';
import { authStore } from '@/shared/auth/auth-store';
import { siteClock } from '@/shared/site/site-clock';

import { parseInSlices } from './parse-in-slices';

/**
 * Every request carries the stored token as a bearer credential (product rules 7). A 401 on a request that
 * carried one means the sign-in is over: the visitor is signed out (product rules 4), which also drops the
 * user's cached data (see `USER_QUERY_ROOT`). A JSON answer is checked against the contract as
 * ts-rest checks it, a long list a few items per task (parseInSlices). Every answer's Date sets the
 * site's clock (site-clock.ts).
 */
async function authenticatedFetch(args: ApiFetcherArgs) {
  const token = authStore.token();
  const headers = token === null ? args.headers : { ...args.headers, authorization: `Bearer ${token}` };
  const response = await sendOutlivingThePage({ ...args, headers, validateResponse: false });
  siteClock.noteAnswer(response.headers);
  if (response.status === 401 && token !== null && authStore.token() === token) authStore.signOut('expired');
  const schema: unknown = args.route.responses[response.status];
  const isJson = /application\/.*json/.test(response.headers.get('content-type') ?? '');
  if (args.validateResponse !== true || !isJson || !isZodType(schema)) return response;
  return { ...response, body: await parseInSlices(schema, response.body) };
}

/**
 * The bytes of write bodies that may be on their way with `keepalive` at once: the browser refuses a
 * request past 64 KiB in all, so a write past this budget waits with the page instead.
 */
export const KEEPALIVE_BUDGET_BYTES = 48 * 1024;
let keptAliveBytes = 0;

/**
 * Sends a request; a write (which the page may already show as done: a favorite, a comment) goes with
 * `keepalive` while its body fits the budget, so that leaving or reloading the page cannot cancel it
 * on its way. A file upload is a form, too large for that: the page waits for it.
 */
async function sendOutlivingThePage(args: ApiFetcherArgs): ReturnType<typeof tsRestFetchApi> {
  const bytes = keptAliveBytesOf(args);
  if (bytes === null || keptAliveBytes + bytes > KEEPALIVE_BUDGET_BYTES) return tsRestFetchApi(args);
  keptAliveBytes += bytes;
  try {
    return await tsRestFetchApi({ ...args, fetchOptions: { ...args.fetchOptions, keepalive: true } });
  } finally {
    keptAliveBytes -= bytes;
  }
}

/** A write's body in bytes, or null for a read or a form (the page waits for those). */
export function keptAliveBytesOf({ method, body }: Pick<ApiFetcherArgs, 'method' | 'body'>): number | null {
  if (method === 'GET') return null;
  if (body === null || body === undefined) return 0;
  return typeof body === 'string' ? new TextEncoder().encode(body).length : null;
}

/** The contract's routes on the configured base URL, answers validated (loaded by `api`, client.ts). */
export const contractClient = initClient(siteContract, {
  baseUrl: env.apiBaseUrl,
  baseHeaders: {},
  validateResponse: true,
  api: authenticatedFetch,
});
