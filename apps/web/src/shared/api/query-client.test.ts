import { describe, expect, it } from 'vitest';

import { ApiRequestError } from './api-error';
import { createQueryClient, QUERY_RETRIES } from './query-client';

const retryOf = () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('retry is not a policy');
  return retry;
};

describe('query retries (product rules 9)', () => {
  it('retries a failure three times, then gives up', () => {
    const retry = retryOf();
    const failure = new ApiRequestError(503);
    expect([0, 1, 2].map((n) => retry(n, failure))).toEqual([true, true, true]);
    expect(retry(QUERY_RETRIES, failure)).toBe(false);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not retry a 404: the thing does not exist', () => {
    expect(retryOf()(0, new ApiRequestError(404))).toBe(false);
  });
});
