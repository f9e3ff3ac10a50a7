import { afterEach, describe, expect, it } from 'vitest';
import { readRegistration, REGISTRATION_STORAGE_KEY, saveRegistration } from './registration-storage';

const reply = {
  message: 'Account created.',
  user: { id: 9, fullName: 'Leïla Haddad', email: 'leila@example.tn' },
  verificationRequired: true,
  codeExpiresAt: '2026-11-22T00:10:00.000Z',
  resendAvailableAt: '2026-11-22T00:01:00.000Z',
};

afterEach(() => {
  sessionStorage.clear();
});

describe('registration kept for the verification page (spec 2)', () => {
  it('is kept in the browser session and read back', () => {
    saveRegistration(reply);
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_STORAGE_KEY) ?? 'null')).toEqual(reply);
    expect(readRegistration()).toEqual(reply);
  });
  it('is removed when it cannot be read', () => {
    sessionStorage.setItem(REGISTRATION_STORAGE_KEY, '{oops');
    expect(readRegistration()).toBeNull();
    expect(sessionStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify({ user: { email: 'x' } }));
    expect(readRegistration()).toBeNull();
  });
});
