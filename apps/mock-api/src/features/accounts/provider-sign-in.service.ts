import type { ProviderLoginReply } from '@formation/contract';
import { splitFullName, upgradeProviderPicture } from '@formation/domain';

import { notFound } from '../../api-error';
import {
  deactivated,
  providerClosedToPasswordAccount,
  providerConflict,
  providerTokenInvalid,
} from '../../auth/account-errors';
import type { UserRow } from '../../auth/current-user';
import { providerGrantOf, type ProviderGrant } from '../../auth/provider-tokens';
import type { Config } from '../../config';
import type { Store } from '../../core/call';
import * as repo from '../../repositories/accounts.repository';
import { loginReplyFor } from './sign-in.service';

/* Sign-in and sign-up with the identity provider (product rules 4, 7): the account linked, or made. */

/** What the stand-in says a provider token proves; with `email`, the token must be that email's. */
export function providerGrantFor(store: Store, token: string, email?: string): ProviderGrant {
  const grant = providerGrantOf(store, token, store.clock.now());
  if (grant === null) throw providerTokenInvalid();
  if (email !== undefined && grant.profile.email !== email) {
    throw providerTokenInvalid('The identity provider token does not belong to this email address');
  }
  return grant;
}

/** The avatar stored for a provider picture: an http(s) URL that fits the profile field, else none. */
export function providerImage(image: string): string | null {
  return image.length <= 500 && /^https?:\/\//i.test(image) ? image : null;
}

/**
 * Links the provider account to an existing user, or refuses when it is linked to another one. Only
 * an address the provider has verified may be linked; and when the local account was never verified,
 * whoever registered it did not prove they own the address, so their password stops working. A
 * stranger's identity on an open mock proves nothing of the address: it never reaches an account
 * that has a password.
 */
function linkProvider(store: Store, user: UserRow, grant: ProviderGrant, image: string): UserRow {
  const { profile } = grant;
  if (!user.isActive) throw deactivated(401);
  if (user.googleId !== null) {
    if (user.googleId !== profile.sub) throw providerConflict();
    return user;
  }
  if (grant.open && user.passwordHash !== null) throw providerClosedToPasswordAccount();
  if (!profile.verified_email) {
    throw providerConflict('The identity provider has not verified this email address');
  }
  const holder = repo.findUserByProviderId(store.db, profile.sub);
  if (holder !== undefined && holder.id !== user.id) throw providerConflict();
  return repo.updateUser(store.db, user.id, {
    googleId: profile.sub,
    isEmailVerified: true,
    ...(user.isEmailVerified ? {} : { passwordHash: null, tokenVersion: user.tokenVersion + 1 }),
    image: user.image ?? providerImage(image),
    updatedAt: store.clock.nowIso(),
  });
}

/** POST /auth/check-google-user: signs in an existing user; 404 when the email is unknown. */
export function checkProviderUser(store: Store, config: Config, email: string, token: string) {
  const grant = providerGrantFor(store, token, email);
  const user = repo.findUserByEmail(store.db, email);
  if (user === undefined) throw notFound('User');
  const linked = linkProvider(store, user, grant, upgradeProviderPicture(grant.profile.picture));
  return loginReplyFor(linked, store, config);
}

export interface ProviderSignIn {
  fullName: string;
  image: string;
}

export type ProviderSignInResult = { status: 200 | 201; body: ProviderLoginReply };

/** Google sign-in and sign-up: the existing account (linked) or a new, verified, password-less one. */
export function providerSignIn(
  store: Store,
  config: Config,
  grant: ProviderGrant,
  given: ProviderSignIn,
): ProviderSignInResult {
  const { profile } = grant;
  const image = upgradeProviderPicture(given.image === '' ? profile.picture : given.image);
  const existing = repo.findUserByEmail(store.db, profile.email);
  if (existing !== undefined) {
    const linked = linkProvider(store, existing, grant, image);
    return { status: 200, body: { ...loginReplyFor(linked, store, config), isNewUser: false } };
  }
  if (repo.findUserByProviderId(store.db, profile.sub) !== undefined) throw providerConflict();
  const now = store.clock.nowIso();
  const fullName = given.fullName.trim().replace(/\s+/g, ' ') || profile.email;
  let user: UserRow;
  try {
    user = repo.insertUser(store.db, {
      fullName,
      ...splitFullName(fullName),
      email: profile.email,
      passwordHash: null,
      role: 'user',
      isActive: true,
      isEmailVerified: true,
      googleId: profile.sub,
      image: providerImage(image),
      createdAt: now,
      updatedAt: now,
    });
  } catch (err) {
    if (repo.isUniqueViolation(err)) throw providerConflict();
    throw err;
  }
  return { status: 201, body: { ...loginReplyFor(user, store, config), isNewUser: true } };
}
