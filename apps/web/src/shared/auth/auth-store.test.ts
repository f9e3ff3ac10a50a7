// The shared auth store as the account pages rely on it (product rules 4): restore, corrupt storage, merge,
// 401.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { StoredUser } from '@formation/contract';

import { TEST_LEARNER } from '@/testing/test-learner';

const user: StoredUser = { ...TEST_LEARNER, phoneNumber: '', country: '', city: '' };

async function freshStore() {
  vi.resetModules();
  return (await import('./auth-store')).authStore;
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  localStorage.clear();
});

describe('auth store', () => {
  it('restores the stored user and token at start; authenticated only when both exist', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('token', 'abc');
    expect((await freshStore()).get()).toEqual({ status: 'authenticated', user, token: 'abc' });

    localStorage.removeItem('token');
    expect((await freshStore()).get()).toEqual({ status: 'anonymous' });
  });

  it('reads the legacy authToken key once and moves it to token', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('authToken', 'legacy');
    expect((await freshStore()).token()).toBe('legacy');
    expect(localStorage.getItem('token')).toBe('legacy');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('removes a corrupt stored sign-in', async () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 'abc');
    expect((await freshStore()).get().status).toBe('anonymous');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('merges profile updates into the stored user', async () => {
    const store = await freshStore();
    store.signIn(user, 'abc');
    store.updateUser({ city: 'Sousse', fullName: 'Amira Ben Salah-Trabelsi' });
    const stored = JSON.parse(localStorage.getItem('user') ?? '{}') as StoredUser;
    expect(stored).toEqual({ ...user, city: 'Sousse', fullName: 'Amira Ben Salah-Trabelsi' });
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('a 401 on a call that carried the token signs the user out, as “expired”', async () => {
    vi.resetModules();
    const { authStore } = await import('./auth-store');
    const { api } = await import('@/shared/api/client');
    authStore.signIn(user, 'stale');
    const reasons: string[] = [];
    authStore.onSignOut((reason) => reasons.push(reason));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'expired', code: 'TOKEN_EXPIRED' }),
        {
          status: 401,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    const reply = await api.users.profile({ params: { id: 1 } });
    expect(reply.status).toBe(401);
    const headers = new Headers(fetchSpy.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer stale');
    expect(authStore.get()).toEqual({ status: 'anonymous' });
    expect(reasons).toEqual(['expired']);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
