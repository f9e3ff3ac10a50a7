import { useSyncExternalStore } from 'react';

import { ANONYMOUS, authStore, type AuthState } from './auth-store';

/**
 * The signed-in user (or anonymous), re-rendering on sign-in, sign-out and profile changes. A
 * prerendered page is anonymous HTML: hydration starts anonymous too, then shows the stored user.
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, () => ANONYMOUS);
}
