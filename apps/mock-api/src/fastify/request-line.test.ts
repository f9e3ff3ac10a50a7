import { describe, expect, it } from 'vitest';

import { ADMIN_KEY_HEADER, DATA_SET_HEADER } from '@formation/contract';

import {
  DROPPABLE_LINE_MARK,
  loggedUrl,
  MAX_LOGGED_URL_LENGTH,
  requestKind,
  type RequestFacts,
} from './request-line';

const facts = (method: string, url: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  method,
  url,
  pattern: undefined,
  headers: {},
  ...more,
});

describe('the kind of a request: only an anonymous read may lose its line', () => {
  it.each([
    ['an anonymous read of the catalogue', facts('GET', '/courses/AllCourses?page=2'), 'public-read'],
    ['a preflight', facts('OPTIONS', '/enrollments'), 'public-read'],
    [
      'a read with a learner token',
      facts('GET', '/enrollments/me', { headers: { authorization: 'Bearer x' } }),
      'signed-in-read',
    ],
    ['a write', facts('POST', '/contact'), 'write'],
    ['a refused delete', facts('DELETE', '/favorites/3'), 'write'],
    ['a sign-in', facts('POST', '/auth/login'), 'auth'],
    ['an auth path the router refuses', facts('GET', '/AUTH/login'), 'auth'],
    ['a password reset of a learner', facts('POST', '/users/7/reset-password'), 'auth'],
    [
      'one by its pattern',
      facts('POST', '/users/%37/reset-password', { pattern: '/users/:id/reset-password' }),
      'auth',
    ],
    ['a read of /__mock', facts('GET', '/__mock/state'), 'admin'],
    ['a provider stand-in', facts('GET', '/__mock/identity/client.js'), 'admin'],
    [
      'a read of a private data set',
      facts('GET', '/blog', { headers: { [DATA_SET_HEADER]: 'qa-1' } }),
      'admin',
    ],
    ['a read with the admin key', facts('GET', '/blog', { headers: { [ADMIN_KEY_HEADER]: 'k' } }), 'admin'],
  ])('%s', (_name, request, kind) => {
    expect(requestKind(request)).toBe(kind);
  });

  it('the droppable mark cannot come from a URL: pino writes its quotes escaped', () => {
    const forged = JSON.stringify({ kind: 'admin', url: `/x?${DROPPABLE_LINE_MARK}` });
    expect(forged).not.toContain(DROPPABLE_LINE_MARK);
  });
});

describe('a logged URL', () => {
  it('is cut past the limit, with its length beside it', () => {
    const url = `/blog?q=${'é'.repeat(2000)}`;
    expect(loggedUrl(url)).toEqual({ url: `${url.slice(0, MAX_LOGGED_URL_LENGTH)}…`, urlLength: url.length });
  });

  it('is whole up to the limit', () => {
    const url = `/${'a'.repeat(MAX_LOGGED_URL_LENGTH - 1)}`;
    expect(loggedUrl(url)).toEqual({ url });
  });
});
