import { contract } from '@formation/contract';
import { initClient } from '@ts-rest/core';
import { env } from '../../config/env';

/** The one API client: the contract's routes, the configured base URL, answers validated. */
export const api = initClient(contract, {
  baseUrl: env.apiBaseUrl,
  baseHeaders: {},
  validateResponse: true,
});

export class ApiRequestError extends Error {
  constructor(readonly status: number) {
    super(`The API answered ${String(status)}`);
    this.name = 'ApiRequestError';
  }
}
