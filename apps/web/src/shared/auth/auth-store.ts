import type { StoredUser } from '@formation/contract';
import { AUTH_STORAGE_KEYS, restoreAuth } from '@formation/domain';

export type AuthState =
  { status: 'authenticated'; user: StoredUser; token: string } | { status: 'anonymous' };

/**
 * The one anonymous state. A prerendered page hydrates anonymous (use-auth.ts): when the store says
 * the same object, React has nothing to render again once the page is taken over; a new object on
 * each sign-out would re-render every component that reads the visitor, at once and in one task.
 */
export const ANONYMOUS: AuthState = Object.freeze({ status: 'anonymous' });

/** Why the visitor is anonymous again: their choice, or the API refused the token (product rules 4). */
export type SignOutReason = 'logout' | 'expired';

type Listener = () => void;
type SignOutListener = (reason: SignOutReason) => void;

function readStorage(): AuthState {
  let stored;
  try {
    stored = {
      user: localStorage.getItem(AUTH_STORAGE_KEYS.user),
      token: localStorage.getItem(AUTH_STORAGE_KEYS.token),
      legacyToken: localStorage.getItem(AUTH_STORAGE_KEYS.legacyToken),
    };
  } catch {
    return ANONYMOUS;
  }
  const restored = restoreAuth(stored);
  if (restored.status === 'anonymous') {
    if (restored.corrupt) clearStorage();
    return ANONYMOUS;
  }
  // Product rules 7: older pages stored the token under `authToken`; it is read once and moved to `token`.
  if (stored.legacyToken !== null) writeStorage(restored.user, restored.token);
  return restored;
}

function writeStorage(user: StoredUser, token: string): void {
  try {
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(AUTH_STORAGE_KEYS.token, token);
    localStorage.removeItem(AUTH_STORAGE_KEYS.legacyToken);
  } catch {
    // Private mode or a full quota: the sign-in lives in memory for this tab only.
  }
}

function clearStorage(): void {
  try {
    for (const key of Object.values(AUTH_STORAGE_KEYS)) localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be cleared.
  }
}

/**
 * The one auth store: restored from storage at start, written through on every
 * change, and shared with other tabs through the storage event.
 */
function createAuthStore() {
  let state: AuthState = readStorage();
  const listeners = new Set<Listener>();
  const signOutListeners = new Set<SignOutListener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== null && !Object.values<string>(AUTH_STORAGE_KEYS).includes(event.key)) return;
      state = readStorage();
      emit();
    });
  }

  return {
    get: (): AuthState => state,
    token: (): string | null => (state.status === 'authenticated' ? state.token : null),
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSignOut(listener: SignOutListener): () => void {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
    signIn(user: StoredUser, token: string): void {
      writeStorage(user, token);
      state = { status: 'authenticated', user, token };
      emit();
    },
    /** Product rules 4: profile updates merge into the stored user. */
    updateUser(changes: Partial<StoredUser>): void {
      if (state.status !== 'authenticated') return;
      const user = { ...state.user, ...changes };
      writeStorage(user, state.token);
      state = { ...state, user };
      emit();
    },
    signOut(reason: SignOutReason = 'logout'): void {
      if (state.status === 'anonymous') return;
      clearStorage();
      state = ANONYMOUS;
      emit();
      for (const listener of signOutListeners) listener(reason);
    },
  };
}

export const authStore = createAuthStore();
