import type { APIRequestContext } from '@playwright/test';
import { initClient, tsRestFetchApi, type ApiFetcher, type InitClientReturn } from '@ts-rest/core';

import { contract } from '@formation/contract';

import { mockHeaders, type MockTarget } from './mock-headers.js';

interface ClientArgs {
  baseUrl: string;
  baseHeaders: Record<string, string>;
  validateResponse: true;
  api: ApiFetcher;
}

/** The typed client of the mock's admin routes (`/__mock/…`, `/health`): `contract.mock`. */
export type MockAdminClient = InitClientReturn<typeof contract.mock, ClientArgs>;
/** The typed client of the site's calls (the ones a scenario makes itself, e.g. `auth.login`). */
export type SiteClient = InitClientReturn<typeof contract, ClientArgs>;

/**
 * Sends ts-rest's calls through Playwright's request context, so they show in the test's trace and
 * carry its extra headers.
 */
export function playwrightFetcher(request: APIRequestContext): ApiFetcher {
  return async ({ path, method, headers, body }) => {
    if (body instanceof FormData || body instanceof URLSearchParams)
      throw new Error('The QA kit sends JSON bodies only; use `request` for a form or a file.');
    const response = await request.fetch(path, {
      method,
      headers,
      ...(body === null || body === undefined ? {} : { data: body }),
      failOnStatusCode: false,
    });
    const replyHeaders = new Headers(response.headers());
    const text = await response.text();
    const json = (replyHeaders.get('content-type') ?? '').includes('json') && text !== '';
    return {
      status: response.status(),
      body: json ? (JSON.parse(text) as unknown) : text,
      headers: replyHeaders,
    };
  };
}

function clientArgs(target: MockTarget, request: APIRequestContext | undefined): ClientArgs {
  return {
    baseUrl: target.apiUrl.replace(/(?<!\/)\/+$/, ''),
    baseHeaders: mockHeaders(target),
    // Every answer is checked against the contract: a scenario never reads a shape the mock did not promise.
    validateResponse: true,
    api: request === undefined ? tsRestFetchApi : playwrightFetcher(request),
  };
}

/** A typed client of the mock's admin routes, over Playwright's `request` or, without it, fetch. */
export function createMockAdminClient(target: MockTarget, request?: APIRequestContext): MockAdminClient {
  return initClient(contract.mock, clientArgs(target, request));
}

/** A typed client of every call of the contract, on the same data set. */
export function createSiteClient(target: MockTarget, request?: APIRequestContext): SiteClient {
  return initClient(contract, clientArgs(target, request));
}
