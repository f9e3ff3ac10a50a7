import type { ProviderProfile } from '@formation/contract';

import type { Store } from '../core/call';
import { hexOf, sha256Of } from '../portable/crypto';

/** Provider access tokens live an hour, as the real provider's do. */
export const PROVIDER_TOKEN_TTL_SECONDS = 3600;
/** A bound on memory: the oldest tokens go first when a script hammers the token route. */
const MAX_LIVE_TOKENS = 10_000;

interface IssuedToken {
  profile: ProviderProfile;
  expiresAtMs: number;
}

/**
 * Tokens are held in memory, one map per data set: two test apps, or two x-mock-session data sets,
 * never see each other's. A re-seed makes a new data set, so it forgets the provider's sign-ins too.
 */
const tokensByStore = new WeakMap<Store, Map<string, IssuedToken>>();

function tokensOf(store: Store): Map<string, IssuedToken> {
  let tokens = tokensByStore.get(store);
  if (tokens === undefined) {
    tokens = new Map<string, IssuedToken>();
    tokensByStore.set(store, tokens);
  }
  return tokens;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function digitsOf(email: string): string {
  const digest = hexOf(sha256Of(normaliseEmail(email)));
  return BigInt(`0x${digest}`).toString().slice(0, 21);
}

/** The provider account id of an email: stable, 21 digits like the real provider's, marked as a mock. */
export function providerSubOf(email: string): string {
  return `mock-${digitsOf(email)}`;
}

/**
 * A picture URL in the provider's style, with its s96-c size suffix (product rules 3 upgrades it to s128-c).
 */
export function defaultProviderPicture(email: string): string {
  return `https://lh3.googleusercontent.com/a/mock-avatar-${digitsOf(email).slice(0, 10)}=s96-c`;
}

export interface ProviderAccount {
  email: string;
  name: string;
  picture?: string | undefined;
  verified_email: boolean;
}

export interface IssuedProviderToken {
  accessToken: string;
  expiresIn: number;
}

export function issueProviderToken(store: Store, now: Date, account: ProviderAccount): IssuedProviderToken {
  const tokens = tokensOf(store);
  const nowMs = now.getTime();
  for (const [token, issued] of tokens) {
    if (issued.expiresAtMs <= nowMs || tokens.size >= MAX_LIVE_TOKENS) tokens.delete(token);
  }
  const email = normaliseEmail(account.email);
  const accessToken = `mock-ya29.${store.random.token(32)}`;
  tokens.set(accessToken, {
    profile: {
      email,
      name: account.name.trim(),
      sub: providerSubOf(email),
      picture: account.picture ?? defaultProviderPicture(email),
      verified_email: account.verified_email,
    },
    expiresAtMs: nowMs + PROVIDER_TOKEN_TTL_SECONDS * 1000,
  });
  return { accessToken, expiresIn: PROVIDER_TOKEN_TTL_SECONDS };
}

/** The profile behind a provider access token, or null when the token is unknown or expired. */
export function providerProfileOf(store: Store, accessToken: string, now: Date): ProviderProfile | null {
  const tokens = tokensOf(store);
  const issued = tokens.get(accessToken);
  if (issued === undefined) return null;
  if (issued.expiresAtMs <= now.getTime()) {
    tokens.delete(accessToken);
    return null;
  }
  return { ...issued.profile };
}
