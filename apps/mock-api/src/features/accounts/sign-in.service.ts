import type { LoginReply } from '@formation/contract';

import { ApiError } from '../../api-error';
import { deactivated, invalidCredentials } from '../../auth/account-errors';
import type { UserRow } from '../../auth/current-user';
import { verifyPassword } from '../../auth/passwords';
import { signToken } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Store } from '../../core/call';
import * as repo from '../../repositories/accounts.repository';
import { toAuthUser } from '../../views/user.view';

/* Password sign-in (product rules 4), and the reply every sign-in gives: the user and a bearer token. */

/**
 * A real argon2id hash (same parameters as hashPassword) of a password nobody knows: a login with an
 * unknown email verifies against it, so it costs the same time as one with a known email.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$C+YRufwVrzSAWNm2lpiZIQ$TB997Qe37KbWYrj1DsVYs48M2t0gj5Xkexaz5jbXRKc';

export function loginReplyFor(user: UserRow, store: Store, config: Config): LoginReply {
  return {
    user: toAuthUser(user),
    token: {
      access_token: signToken(
        { userId: user.id, generation: store.generation, tokenVersion: user.tokenVersion },
        store.clock.now(),
        config.TOKEN_TTL_SECONDS,
        config.AUTH_SECRET,
      ),
      token_type: 'Bearer',
      expires_in: config.TOKEN_TTL_SECONDS,
    },
  };
}

export async function login(
  store: Store,
  config: Config,
  email: string,
  password: string,
): Promise<LoginReply> {
  const user = repo.findUserByEmail(store.db, email);
  // Always one argon2 verification, whether the email exists or not, so timing does not tell. Only a
  // right password may be answered sooner, from a recent check (recent-checks.ts): the answer says as much.
  const hash = user?.passwordHash ?? DUMMY_HASH;
  const passwordOk = await verifyPassword(hash, password);
  if (user?.passwordHash == null || !passwordOk) throw invalidCredentials();
  if (!user.isActive) throw deactivated(403);
  if (!user.isEmailVerified) {
    throw new ApiError(
      401,
      'EMAIL_NOT_VERIFIED',
      'Please verify your email address before signing in. Enter the code we sent you, or request a new one.',
    );
  }
  return loginReplyFor(user, store, config);
}
