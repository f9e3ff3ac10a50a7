import type { LoginReply, StoredUser } from '@formation/contract';
import { extractAccessToken, toStoredUser, upgradeProviderPicture } from '@formation/domain';

import { ApiRequestError, expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';

import { fetchProviderProfile } from './identity-provider';

export interface ProviderSignIn {
  user: StoredUser;
  token: string;
  /** Product rules 2: a brand-new provider user gets an extra welcome text. */
  isNewUser: boolean;
}

function toProviderSignIn(reply: LoginReply, isNewUser: boolean): ProviderSignIn {
  // Product rules 4: a missing or non-text token is an error ('No access token returned from server').
  return { token: extractAccessToken(reply), user: toStoredUser(reply.user), isNewUser };
}

/**
 * Product rules 4, provider flow: read the provider profile, then check whether the user exists. If it does,
 * that is the login (existing user). A 404 creates the account through the provider sign-in call
 * (new user). Any other error is passed on.
 */
export async function signInWithProvider(providerToken: string): Promise<ProviderSignIn> {
  const profile = await fetchProviderProfile(providerToken);
  const check = await api.auth.checkGoogleUser({ body: { email: profile.email, providerToken } });
  if (check.status === 200) return toProviderSignIn(check.body, false);
  if (check.status !== 404) throw new ApiRequestError(check.status, check.body);
  const created = expectStatus(
    await api.auth.googleSignIn({
      body: {
        email: profile.email,
        fullName: profile.name.trim() === '' ? profile.email : profile.name,
        googleId: profile.sub,
        image: upgradeProviderPicture(profile.picture ?? ''),
        isEmailVerified: profile.verified_email,
        providerToken,
      },
    }),
    200,
    201,
  );
  return toProviderSignIn(created.body, true);
}

/** Product rules 7: the provider sign-up call with the provider access token (sign-up page). */
export async function signUpWithProvider(providerToken: string): Promise<ProviderSignIn> {
  const reply = expectStatus(await api.auth.googleSignUp({ body: { accessToken: providerToken } }), 200, 201);
  // isNewUser is ours; without it, 201 Created is the new account and 200 the existing one.
  return toProviderSignIn(reply.body, reply.body.isNewUser ?? reply.status === 201);
}
