import { describe, expect, it } from 'vitest';

import { ERROR_STATUSES, errorBody, ErrorBodySchema, errorMessageText, reasonPhrase } from './errors.js';

describe('the one error body', () => {
  it('builds a NestJS-style body with the reason phrase', () => {
    expect(errorBody(404, 'Course not found', { code: 'NOT_FOUND' })).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Course not found',
      code: 'NOT_FOUND',
    });
  });

  it('omits code and details when not given (no undefined keys on the wire)', () => {
    expect(Object.keys(errorBody(500, 'x'))).toEqual(['statusCode', 'error', 'message']);
  });

  it('accepts a message array, as the real backend sends', () => {
    const body = errorBody(400, ['email must be an email', 'password too short'], {
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.email', message: 'Invalid email' }],
    });
    expect(ErrorBodySchema.parse(body)).toEqual(body);
  });

  it('joins an array message with commas (product rules 8, profile update failure)', () => {
    expect(errorMessageText({ message: ['a', 'b'] })).toBe('a, b');
    expect(errorMessageText({ message: 'single' })).toBe('single');
  });

  it('refuses 2xx status codes and unknown codes', () => {
    expect(ErrorBodySchema.safeParse({ statusCode: 200, error: 'OK', message: 'x' }).success).toBe(false);
    expect(
      ErrorBodySchema.safeParse({ statusCode: 400, error: 'Bad Request', message: 'x', code: 'NOPE' })
        .success,
    ).toBe(false);
    expect(ErrorBodySchema.safeParse({ statusCode: 400, error: 'Bad Request' }).success).toBe(false);
  });

  it('has a reason phrase for every declared status and a fallback', () => {
    for (const status of ERROR_STATUSES) expect(reasonPhrase(status)).not.toBe('Error');
    expect(reasonPhrase(418)).toBe('Error');
  });
});
