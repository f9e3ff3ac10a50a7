import type { AuthUser } from '@formation/contract';
import { extractAccessToken } from '@formation/domain';

import { okBody } from './mock-call-error.js';
import type { SiteClient } from './mock-client.js';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from './seeded-accounts.js';

/** A signed-in account: the bearer token for its calls, and the user the login answered. */
export interface SignedIn {
  token: string;
  user: AuthUser;
  /** `Authorization: Bearer …`, ready for `request.post(url, { headers })`. */
  headers: { authorization: string };
}

/** POST /auth/login, reading the token wherever the reply holds it (as the site does). */
export async function signInThroughApi(
  api: SiteClient,
  email: string = SEEDED_ACCOUNTS.learner,
  password: string = SEEDED_PASSWORD,
): Promise<SignedIn> {
  const reply = await okBody(`POST /auth/login as ${email}`, api.auth.login({ body: { email, password } }));
  const token = extractAccessToken(reply);
  return { token, user: reply.user, headers: { authorization: `Bearer ${token}` } };
}
