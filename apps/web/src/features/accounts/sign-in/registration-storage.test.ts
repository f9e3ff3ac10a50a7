import { afterEach, describe, expect, it } from 'vitest';

import {
  readRegistration,
  REGISTRATION_STORAGE_KEY,
  registrationToKeep,
  saveRegistration,
} from './registration-storage';

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

describe('registration kept for the verification page (product rules 2)', () => {
  it('is kept for this tab (sessionStorage) and read back', () => {
    saveRegistration(reply);
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_STORAGE_KEY) ?? 'null')).toEqual(reply);
    expect(readRegistration()).toEqual(reply);
  });
  it('is removed when it cannot be read', () => {
    sessionStorage.setItem(REGISTRATION_STORAGE_KEY, '{oops');
    expect(readRegistration()).toBeNull();
    expect(sessionStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify({ user: { id: 'seven' } }));
    expect(readRegistration()).toBeNull();
    sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(['not', 'a', 'reply']));
    expect(readRegistration()).toBeNull();
  });
});

describe('what is kept from a reply that holds only what a real backend sends', () => {
  const now = Date.parse('2026-11-22T08:00:00.000Z');

  it('counts the resend cooldown from the reply’s arrival when the reply gives no time', () => {
    const kept = registrationToKeep(
      { message: 'Account created.', user: { id: 9, fullName: 'Leïla Haddad', email: 'leila@example.tn' } },
      'leila@example.tn',
      now,
    );
    expect(kept.resendAvailableAt).toBe('2026-11-22T08:01:00.000Z');
    saveRegistration(kept);
    expect(readRegistration()).toEqual(kept);
  });

  it('keeps the typed address when the reply names none, and the server’s resend time when it gives one', () => {
    expect(registrationToKeep({ message: 'ok' }, 'leila@example.tn', now).user?.email).toBe(
      'leila@example.tn',
    );
    expect(registrationToKeep(reply, 'other@example.tn', now)).toEqual(reply);
  });

  it('keeps what else the backend sent', () => {
    const kept = registrationToKeep({ message: 'ok', data: { ref: 'A1' } }, 'leila@example.tn', now);
    saveRegistration(kept);
    expect(readRegistration()).toMatchObject({ data: { ref: 'A1' } });
  });
});
