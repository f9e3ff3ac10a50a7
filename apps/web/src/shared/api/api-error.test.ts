import { describe, expect, it } from 'vitest';

import { errorBody } from '@formation/contract';

import { ApiRequestError, isNetworkError, isNotFound } from './api-error';

describe('ApiRequestError', () => {
  it("reads the contract's error body: its code and its message", () => {
    const error = new ApiRequestError(409, errorBody(409, 'Already enrolled', { code: 'ALREADY_ENROLLED' }));
    expect(error).toMatchObject({ status: 409, code: 'ALREADY_ENROLLED', serverMessage: 'Already enrolled' });
    expect(error.messageIsList).toBe(false);
  });

  it('joins a list of messages with commas (product rules 8) and says it was a list', () => {
    const error = new ApiRequestError(400, {
      statusCode: 400,
      message: ['city is too long', 'email must be an email'],
    });
    expect(error.serverMessage).toBe('city is too long, email must be an email');
    expect(error.messageIsList).toBe(true);
  });

  it("reads a real backend's body that carries no code, and ignores a code the site does not know", () => {
    expect(new ApiRequestError(401, { message: 'Unauthorized' })).toMatchObject({
      code: undefined,
      serverMessage: 'Unauthorized',
    });
    expect(new ApiRequestError(400, { code: 'SOMETHING_NEW', message: 'x' })).toMatchObject({
      code: undefined,
      serverMessage: 'x',
    });
  });

  it('reads nothing from a body of another shape', () => {
    for (const body of [null, 'Bad Gateway', 42, [], { message: 3 }, { message: ['a', 2] }, { code: 7 }]) {
      const error = new ApiRequestError(502, body);
      expect(error.code).toBeUndefined();
      expect(error.serverMessage).toBeUndefined();
      expect(error.messageIsList).toBe(false);
    }
  });

  it('tells a missing thing and a missing answer apart', () => {
    expect(isNotFound(new ApiRequestError(404))).toBe(true);
    expect(isNotFound(new ApiRequestError(500))).toBe(false);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new ApiRequestError(503))).toBe(false);
  });
});
