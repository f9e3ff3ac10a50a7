import { describe, expect, it } from 'vitest';
import { isAuthenticated, restoreAuth } from './auth-session';
import { toSessionUser } from './session-user';

const user = toSessionUser({ id: 4, fullName: 'Amira Ben Salah', email: 'amira@example.tn', role: 'user' });
const userJson = JSON.stringify(user);

describe('restoring the signed-in user (spec 4)', () => {
  it('restores the user and the token', () => {
    expect(restoreAuth({ user: userJson, token: 'abc', legacyToken: null })).toEqual({
      status: 'authenticated',
      user,
      token: 'abc',
    });
  });
  it('reads the token under authToken too (the mismatch spec 7 reports)', () => {
    expect(restoreAuth({ user: userJson, token: null, legacyToken: 'xyz' })).toMatchObject({ token: 'xyz' });
  });
  it('is anonymous, not corrupt, when nothing is stored', () => {
    expect(restoreAuth({ user: null, token: null, legacyToken: null })).toEqual({
      status: 'anonymous',
      corrupt: false,
    });
  });
  it('counts as corrupt: a user without a token, a token without a user, bad JSON, a wrong shape', () => {
    for (const stored of [
      { user: userJson, token: null, legacyToken: null },
      { user: null, token: 'abc', legacyToken: null },
      { user: '{not json', token: 'abc', legacyToken: null },
      { user: JSON.stringify({ id: 'x' }), token: 'abc', legacyToken: null },
      { user: userJson, token: '   ', legacyToken: null },
    ]) {
      expect(restoreAuth(stored)).toEqual({ status: 'anonymous', corrupt: true });
    }
  });
  it('authenticated only when both user and token exist', () => {
    expect(isAuthenticated(user, 'abc')).toBe(true);
    expect(isAuthenticated(user, '')).toBe(false);
    expect(isAuthenticated(null, 'abc')).toBe(false);
  });
});
