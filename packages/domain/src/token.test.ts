import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  ACCESS_TOKEN_PATHS,
  extractAccessToken,
  findAccessToken,
  MissingAccessTokenError,
  NO_ACCESS_TOKEN_MESSAGE,
} from './token';

describe('MissingAccessTokenError', () => {
  it('carries the documented message, a code and a name', () => {
    const error = new MissingAccessTokenError();
    expect(NO_ACCESS_TOKEN_MESSAGE).toBe('No access token returned from server');
    expect(error.message).toBe('No access token returned from server');
    expect(error.code).toBe('NO_ACCESS_TOKEN');
    expect(error.name).toBe('MissingAccessTokenError');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(MissingAccessTokenError);
  });
});

describe('extractAccessToken', () => {
  it.each([
    ['token.access_token', { token: { access_token: 't1' } }],
    ['access_token', { access_token: 't1' }],
    ['token as a string', { token: 't1' }],
    ['accessToken', { accessToken: 't1' }],
    ['data.token.access_token', { data: { token: { access_token: 't1' } } }],
    ['data.access_token', { data: { access_token: 't1' } }],
    ['data.accessToken', { data: { accessToken: 't1' } }],
    ['data.token as a string', { data: { token: 't1' } }],
    ['jwt', { jwt: 't1' }],
  ])('finds the token under %s', (_place, reply) => {
    expect(extractAccessToken(reply)).toBe('t1');
  });

  it('follows the documented order when several places hold a token', () => {
    const reply = {
      jwt: 'j',
      data: { token: 'dt', accessToken: 'dat', access_token: 'da', token_: 'x' },
      accessToken: 'at',
      token: { access_token: 'first' },
      access_token: 'second',
    };
    expect(extractAccessToken(reply)).toBe('first');
    expect(extractAccessToken({ ...reply, token: { other: 1 } })).toBe('second');
    expect(extractAccessToken({ accessToken: 'at', data: { access_token: 'da' } })).toBe('at');
    expect(extractAccessToken({ data: { accessToken: 'dat', token: 'dt' }, jwt: 'j' })).toBe('dat');
  });

  it('skips empty, blank and non-string values and keeps looking', () => {
    expect(extractAccessToken({ token: { access_token: '' }, access_token: 'a' })).toBe('a');
    expect(extractAccessToken({ access_token: '   ', jwt: 'j' })).toBe('j');
    expect(extractAccessToken({ access_token: 42, accessToken: 'b' })).toBe('b');
    expect(extractAccessToken({ token: { access_token: null }, data: { token: 'd' } })).toBe('d');
    expect(extractAccessToken({ token: ['t'], jwt: 'j' })).toBe('j');
  });

  it('trims the token', () => {
    expect(extractAccessToken({ access_token: '  abc.def.ghi \n' })).toBe('abc.def.ghi');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'token'],
    ['a number', 42],
    ['a boolean', true],
    ['an array', [{ access_token: 't' }]],
    ['an empty object', {}],
    ['a user without token', { user: { id: 1, email: 'a@b.tn' } }],
    ['an empty token', { access_token: '' }],
    ['a blank token', { token: '  ' }],
    ['a numeric token', { token: 12345 }],
    ['an object token without access_token', { token: { refresh_token: 'r' } }],
    ['a null data', { data: null }],
    ['a string data', { data: 'token' }],
    ['a token under an unknown key', { authToken: 't' }],
  ])('throws MissingAccessTokenError for %s', (_case, reply) => {
    expect(() => extractAccessToken(reply)).toThrow(MissingAccessTokenError);
    expect(() => extractAccessToken(reply)).toThrow('No access token returned from server');
  });

  it('ignores tokens inherited from a prototype', () => {
    const reply: unknown = Object.create({ access_token: 'inherited' });
    expect(() => extractAccessToken(reply)).toThrow(MissingAccessTokenError);
  });

  it('throws an error whose code says what happened', () => {
    try {
      extractAccessToken({});
      expect.unreachable('extractAccessToken should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(MissingAccessTokenError);
      expect((error as MissingAccessTokenError).code).toBe('NO_ACCESS_TOKEN');
    }
  });

  it('never throws anything else, whatever the reply (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (reply) => {
        const found = findAccessToken(reply);
        if (found === undefined) {
          expect(() => extractAccessToken(reply)).toThrow(MissingAccessTokenError);
        } else {
          expect(extractAccessToken(reply)).toBe(found);
          expect(found.trim()).toBe(found);
          expect(found).not.toBe('');
        }
      }),
    );
  });

  it('finds any non-blank token placed at any known path (property)', () => {
    const token = fc.string({ minLength: 1 }).filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(fc.constantFrom(...ACCESS_TOKEN_PATHS), token, (path, value) => {
        const reply = path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
        expect(extractAccessToken(reply)).toBe(value.trim());
      }),
    );
  });
});

describe('findAccessToken', () => {
  it('returns undefined instead of throwing', () => {
    expect(findAccessToken(null)).toBeUndefined();
    expect(findAccessToken({ access_token: 'a' })).toBe('a');
  });
});
