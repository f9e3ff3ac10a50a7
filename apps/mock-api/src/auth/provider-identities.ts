import type { Store } from '../core/call';
import { bytesOfBase64Url, hexOf, sha256Of } from '../portable/crypto';
import {
  countKeyedIdentities,
  dropOldestUnlinkedKeyedIdentities,
  identityWithKey,
  insertProviderIdentity,
  keylessIdentityOf,
} from '../repositories/provider-identities.repository';

/**
 * Who asks the identity stand-in for a token:
 * - trusted: a developer on a loopback mock or in the in-browser demo, or a holder of the admin key;
 *   the email's identity is theirs to use, so QA can test linking an existing account;
 * - open: anyone, on a mock other machines reach that the operator opened (MOCK_IDENTITY_OPEN); an
 *   identity is then bound to the browser that made it by a key only that browser holds.
 */
export type IdentityCaller = 'trusted' | 'open';

export interface ProviderIdentity {
  sub: string;
  email: string;
  /** Made by an anonymous caller on an open mock: it never signs into an account with a password. */
  open: boolean;
}

/** A bound on the identities strangers can make on an open mock; unlinked ones go first. */
const MAX_OPEN_IDENTITIES = 10_000;

/** 21 digits, like the real provider's account ids, marked as a mock; random, never the email's. */
function newSub(store: Store): string {
  const bytes = bytesOfBase64Url(store.random.token('provider-identity', 12)) ?? new Uint8Array(12);
  return `mock-${BigInt(`0x${hexOf(bytes)}`)
    .toString()
    .padStart(21, '0')
    .slice(0, 21)}`;
}

const keyHashOf = (key: string) => hexOf(sha256Of(key));

function insertIdentity(store: Store, email: string, keyHash: string | null): ProviderIdentity {
  const sub = newSub(store);
  insertProviderIdentity(store.db, { sub, email, keyHash, createdAt: store.clock.nowIso() });
  return { sub, email, open: keyHash !== null };
}

/**
 * The email's identity for trusted callers, made now when it has none. Never one a stranger made on
 * an open mock: its key is in the stranger's browser, so an account linked to it would be theirs.
 */
export function trustedIdentity(store: Store, email: string): ProviderIdentity {
  const row = keylessIdentityOf(store.db, email);
  return row === undefined ? insertIdentity(store, email, null) : { sub: row.sub, email, open: false };
}

/**
 * The identity whose key the browser sent back, or a new one with a new key. Without its key nobody
 * reaches an identity, so an account another identity made stays its own.
 */
export function openIdentity(
  store: Store,
  email: string,
  key: string | undefined,
): { identity: ProviderIdentity; newKey?: string } {
  if (key !== undefined) {
    const row = identityWithKey(store.db, email, keyHashOf(key));
    if (row !== undefined) return { identity: { sub: row.sub, email, open: true } };
  }
  forgetUnusedOpenIdentities(store);
  const newKey = store.random.token('provider-identity', 24);
  return { identity: insertIdentity(store, email, keyHashOf(newKey)), newKey };
}

/** Keeps the open identities under MAX_OPEN_IDENTITIES, dropping the oldest no account is linked to. */
function forgetUnusedOpenIdentities(store: Store): void {
  const excess = countKeyedIdentities(store.db) - MAX_OPEN_IDENTITIES + 1;
  if (excess > 0) dropOldestUnlinkedKeyedIdentities(store.db, excess);
}
