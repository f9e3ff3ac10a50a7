import { useSyncExternalStore } from 'react';
import { authStore, type AuthState } from './auth-store';

/** The signed-in user (or anonymous), re-rendering on sign-in, sign-out and profile changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
