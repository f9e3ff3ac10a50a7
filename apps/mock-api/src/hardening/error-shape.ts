import { expect } from 'vitest';

import { ErrorBodySchema, type ErrorBody, type ErrorCode } from '@formation/contract';

import { type TestResponse } from '../testing/test-app';

/** The one error shape and nothing more: an extra key (a stack, a query, a hash) fails the test. */
const StrictErrorBodySchema = ErrorBodySchema.strict();

/** Asserts a non-2xx answer: its status, JSON content and the one error body (optionally its code). */
export function expectErrorShape(
  res: Pick<TestResponse, 'statusCode' | 'headers' | 'body'>,
  status: number,
  code?: ErrorCode | readonly ErrorCode[],
): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const json: unknown = JSON.parse(res.body);
  expect(StrictErrorBodySchema.safeParse(json).error?.issues ?? [], res.body).toEqual([]);
  const body = StrictErrorBodySchema.parse(json);
  expect(body.statusCode).toBe(status);
  if (code !== undefined) expect(typeof code === 'string' ? [code] : code).toContain(body.code);
  return body;
}
