import type { ProviderProfile } from '@formation/contract';

import type { Store } from '../core/call';
import { openIdentity, trustedIdentity, type IdentityCaller } from './provider-identities';

/** Provider access tokens live an hour, as the real provider's do. */
export const PROVIDER_TOKEN_TTL_SECONDS = 3600;
/** A bound on memory: the oldest tokens go first when a script hammers the token route. */
const MAX_LIVE_TOKENS = 10_000;

/** What a provider token proves: the profile, and whether a stranger on an open mock asked for it. */
export interface ProviderGrant {
  profile: ProviderProfile;
  open: boolean;
}

interface IssuedToken extends ProviderGrant {
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

/**
 * A picture URL in the provider's style, with its s96-c size suffix (product rules 3 upgrades it to
 * s128-c); it names the identity, as the real one names the account.
 */
function defaultProviderPicture(sub: string): string {
  return `https://lh3.googleusercontent.com/a/mock-avatar-${sub.replace(/\D/g, '').slice(0, 10)}=s96-c`;
}

export interface ProviderAccount {
  email: string;
  name: string;
  picture?: string | undefined;
  verified_email: boolean;
  /** The key of an identity this browser made earlier on an open mock. */
  identity_key?: string | undefined;
}

export interface IssuedProviderToken {
  accessToken: string;
  expiresIn: number;
  /** The key of an identity made now for an open caller: the browser keeps it to come back as it. */
  identityKey?: string;
}

export function issueProviderToken(
  store: Store,
  now: Date,
  account: ProviderAccount,
  caller: IdentityCaller,
): IssuedProviderToken {
  const tokens = tokensOf(store);
  const nowMs = now.getTime();
  for (const [token, issued] of tokens) {
    if (issued.expiresAtMs <= nowMs || tokens.size >= MAX_LIVE_TOKENS) tokens.delete(token);
  }
  const email = normaliseEmail(account.email);
  const { identity, newKey } =
    caller === 'trusted'
      ? { identity: trustedIdentity(store, email), newKey: undefined }
      : openIdentity(store, email, account.identity_key);
  const accessToken = `mock-ya29.${store.random.token('provider-token', 32)}`;
  tokens.set(accessToken, {
    profile: {
      email,
      name: account.name.trim(),
      sub: identity.sub,
      picture: account.picture ?? defaultProviderPicture(identity.sub),
      verified_email: account.verified_email,
    },
    open: identity.open,
    expiresAtMs: nowMs + PROVIDER_TOKEN_TTL_SECONDS * 1000,
  });
  return {
    accessToken,
    expiresIn: PROVIDER_TOKEN_TTL_SECONDS,
    ...(newKey === undefined ? {} : { identityKey: newKey }),
  };
}

/** What a provider access token proves, or null when the token is unknown or expired. */
export function providerGrantOf(store: Store, accessToken: string, now: Date): ProviderGrant | null {
  const tokens = tokensOf(store);
  const issued = tokens.get(accessToken);
  if (issued === undefined) return null;
  if (issued.expiresAtMs <= now.getTime()) {
    tokens.delete(accessToken);
    return null;
  }
  return { profile: { ...issued.profile }, open: issued.open };
}
