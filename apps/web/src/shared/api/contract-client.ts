import { siteContract } from '@formation/contract';
import { initClient, tsRestFetchApi, type ApiFetcherArgs } from '@ts-rest/core';
import { env } from '../../config/env';
import { authStore } from '../auth/auth-store';

/**
 * Every request carries the stored token as a bearer credential (spec 7). A 401 on a request that
 * carried one means the session is over: the visitor is signed out (spec 4), which also drops the
 * user's cached data (see `USER_QUERY_ROOT`).
 */
async function authenticatedFetch(args: ApiFetcherArgs) {
  const token = authStore.token();
  const headers = token === null ? args.headers : { ...args.headers, authorization: `Bearer ${token}` };
  const response = await tsRestFetchApi({ ...args, headers });
  if (response.status === 401 && token !== null && authStore.token() === token) authStore.signOut('expired');
  return response;
}

/** The contract's routes on the configured base URL, answers validated (loaded by `api`, client.ts). */
export const contractClient = initClient(siteContract, {
  baseUrl: env.apiBaseUrl,
  baseHeaders: {},
  validateResponse: true,
  api: authenticatedFetch,
});
