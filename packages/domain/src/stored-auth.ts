import type { StoredUser } from '@formation/contract';

/**
 * Product rules 7 reports a mismatch: login stores the token under `token` while requests read `authToken`.
 * We store under `token` and read both, so a browser holding either stays signed in.
 */
export const AUTH_STORAGE_KEYS = { user: 'user', token: 'token', legacyToken: 'authToken' } as const;

export interface StoredAuth {
  user: string | null;
  token: string | null;
  legacyToken: string | null;
}

export type RestoredAuth =
  { status: 'authenticated'; user: StoredUser; token: string } | { status: 'anonymous'; corrupt: boolean };

/**
 * Product rules 4: at start the stored user and token are restored; if corrupt they are removed (`corrupt`
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
  const user = readStoredUser(parsed);
  return user === undefined
    ? { status: 'anonymous', corrupt: true }
    : { status: 'authenticated', user, token };
}

/**
 * StoredUser's text fields; with `id` and `role` they are all its fields (a test holds this to the schema).
 */
export const STORED_USER_TEXT_FIELDS = [
  'fullName',
  'email',
  'avatar',
  'image',
  'phoneNumber',
  'birthDate',
  'country',
  'city',
  'industry',
  'position',
] as const satisfies readonly (keyof StoredUser)[];

/**
 * The stored user, its known fields only, when it has the shape of the contract's StoredUserSchema;
 * else undefined. Checked by hand rather than with the schema so that restoring a visitor at start
 * does not load zod with the first page.
 */
export function readStoredUser(value: unknown): StoredUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const { id, role } = record;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return undefined;
  if (typeof role !== 'string' || role === '') return undefined;
  const user: Record<string, unknown> = { id, role };
  for (const field of STORED_USER_TEXT_FIELDS) {
    const text = record[field];
    if (typeof text !== 'string') return undefined;
    user[field] = text;
  }
  return user as StoredUser;
}

export function isAuthenticated(
  user: StoredUser | null | undefined,
  token: string | null | undefined,
): boolean {
  return user !== null && user !== undefined && typeof token === 'string' && token.trim() !== '';
}
