import { SessionUserSchema, type SessionUser } from '@formation/contract';

/**
 * Spec 7 reports a mismatch: login stores the token under `token` while requests read `authToken`.
 * We store under `token` and read both, so a browser holding either stays signed in.
 */
export const AUTH_STORAGE_KEYS = { user: 'user', token: 'token', legacyToken: 'authToken' } as const;

export interface StoredAuth {
  user: string | null;
  token: string | null;
  legacyToken: string | null;
}

export type RestoredAuth =
  { status: 'authenticated'; user: SessionUser; token: string } | { status: 'anonymous'; corrupt: boolean };

/**
 * Spec 4: at start the stored user and token are restored; if corrupt they are removed (`corrupt`
 * tells the caller to clear storage). A user counts as authenticated only when both exist.
 */
export function restoreAuth(stored: StoredAuth): RestoredAuth {
  const token = (stored.token ?? '').trim() || (stored.legacyToken ?? '').trim();
  if (stored.user === null && token === '') return { status: 'anonymous', corrupt: false };
  if (stored.user === null || token === '') return { status: 'anonymous', corrupt: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored.user);
  } catch {
    return { status: 'anonymous', corrupt: true };
  }
  const user = SessionUserSchema.safeParse(parsed);
  return user.success
    ? { status: 'authenticated', user: user.data, token }
    : { status: 'anonymous', corrupt: true };
}

export function isAuthenticated(
  user: SessionUser | null | undefined,
  token: string | null | undefined,
): boolean {
  return user !== null && user !== undefined && typeof token === 'string' && token.trim() !== '';
}
