import { describe, expect, it } from 'vitest';

import { StoredUserSchema } from '@formation/contract';

import { isAuthenticated, readStoredUser, restoreAuth, STORED_USER_TEXT_FIELDS } from './stored-auth';
import { toStoredUser } from './stored-user';

const user = toStoredUser({ id: 4, fullName: 'Amira Ben Salah', email: 'amira@example.tn', role: 'user' });
const userJson = JSON.stringify(user);

describe('restoring the signed-in user (product rules 4)', () => {
  it('restores the user and the token', () => {
    expect(restoreAuth({ user: userJson, token: 'abc', legacyToken: null })).toEqual({
      status: 'authenticated',
      user,
      token: 'abc',
    });
  });
  it('reads the token under authToken too (the mismatch product rules 7 reports)', () => {
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

describe('reading a stored user without zod', () => {
  it('knows every field of the schema, no more', () => {
    expect(['id', 'role', ...STORED_USER_TEXT_FIELDS].sort()).toEqual(
      Object.keys(StoredUserSchema.shape).sort(),
    );
  });
  it('accepts and refuses what the schema accepts and refuses, and keeps only the known fields', () => {
    const odd: unknown[] = [0, -3, 2.5, '4', null, undefined, '', 7, ['x'], { a: 1 }, true];
    const samples: unknown[] = [user, { ...user, extra: 'dropped' }, null, 'user', [user]];
    for (const field of Object.keys(StoredUserSchema.shape)) {
      for (const value of odd) samples.push({ ...user, [field]: value });
      const { [field as keyof typeof user]: _left, ...without } = user;
      samples.push(without);
    }
    for (const sample of samples) {
      const schema = StoredUserSchema.safeParse(sample);
      expect(readStoredUser(sample)).toEqual(schema.success ? schema.data : undefined);
    }
  });
});
