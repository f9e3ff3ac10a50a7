import type { LoginReply, ProviderLoginReply, RegisterBody, RegisterReply } from '@formation/contract';
import { splitFullName, upgradeProviderPicture } from '@formation/domain';

import { ApiError, notFound } from '../../api-error';
import {
  alreadyVerified,
  deactivated,
  emailTaken,
  invalidCredentials,
  providerClosedToPasswordAccount,
  providerConflict,
  providerTokenInvalid,
  resendCooldown,
  resetTokenInvalid,
  verificationCodeInvalid,
} from '../../auth/account-errors';
import { MAX_CODE_ATTEMPTS, RESET_TOKEN_TTL_SECONDS } from '../../auth/account-rules';
import * as repo from '../../auth/accounts.repository';
import type { UserRow } from '../../auth/current-user';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { providerGrantOf, type ProviderGrant } from '../../auth/provider-tokens';
import { signToken } from '../../auth/tokens';
import { issueVerificationCode } from '../../auth/verification-codes';
import { addSeconds } from '../../clock';
import type { Config } from '../../config';
import type { Store } from '../../core/call';
import { sendMail } from '../../mail/outbox';
import { equalInConstantTime, hexOf, sha256Of } from '../../portable/crypto';
import { toAuthUser } from '../../views/user.view';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email address, a password reset link has been sent to it.';

/**
 * A real argon2id hash (same parameters as hashPassword) of a password nobody knows: a login with an
 * unknown email verifies against it, so it costs the same time as one with a known email.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$C+YRufwVrzSAWNm2lpiZIQ$TB997Qe37KbWYrj1DsVYs48M2t0gj5Xkexaz5jbXRKc';

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const sameText = equalInConstantTime;

export function sha256(text: string): string {
  return hexOf(sha256Of(text));
}

// ---------------------------------------------------------------------------------------------------
// Tokens

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

// ---------------------------------------------------------------------------------------------------
// Verification codes

export async function register(store: Store, body: RegisterBody): Promise<RegisterReply> {
  const { db, clock } = store;
  if (repo.findUserByEmail(db, body.email) !== undefined) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const now = clock.nowIso();
  const fullName = body.fullName.trim().replace(/\s+/g, ' ');
  let user: UserRow;
  try {
    user = repo.insertUser(db, {
      fullName,
      ...splitFullName(fullName),
      email: body.email,
      passwordHash,
      role: 'user',
      isActive: true,
      isEmailVerified: false,
      phoneNumber: body.phoneNumber,
      createdAt: now,
      updatedAt: now,
    });
  } catch (err) {
    // Two sign-ups with one email raced past the check above while hashing.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  const issued = issueVerificationCode(store, user);
  return {
    message: 'Account created. A verification code has been sent to your email address.',
    user: { id: user.id, fullName: user.fullName, email: user.email },
    verificationRequired: true,
    ...issued,
  };
}

function unverifiedUser(store: Store, email: string): UserRow {
  const user = repo.findUserByEmail(store.db, email);
  if (user === undefined) throw notFound('Account');
  if (user.isEmailVerified) throw alreadyVerified();
  return user;
}

export function verifyEmail(store: Store, email: string, code: string) {
  const { db, clock } = store;
  const user = unverifiedUser(store, email);
  const now = clock.nowIso();
  const current = repo.activeCode(db, user.id);
  if (current === undefined || current.expiresAt <= now || current.attempts >= MAX_CODE_ATTEMPTS) {
    throw new ApiError(
      422,
      'VERIFICATION_CODE_EXPIRED',
      'The verification code has expired. Please request a new one.',
    );
  }
  if (!sameText(current.code, code)) {
    const attempts = current.attempts + 1;
    repo.countWrongAttempt(db, current.id, attempts);
    throw verificationCodeInvalid(MAX_CODE_ATTEMPTS - attempts);
  }
  repo.consumeCodeAndVerify(db, current.id, user.id, now);
  return {
    message: 'Your email address has been verified. You can now sign in.',
    email: user.email,
    verified: true as const,
  };
}

export function resendCode(store: Store, email: string) {
  const user = unverifiedUser(store, email);
  const now = store.clock.now();
  const last = repo.newestCode(store.db, user.id);
  if (last !== undefined && last.resendAvailableAt > now.toISOString()) {
    const wait = Math.max(1, Math.ceil((Date.parse(last.resendAvailableAt) - now.getTime()) / 1000));
    throw resendCooldown(wait);
  }
  return {
    message: 'A new verification code has been sent to your email address.',
    ...issueVerificationCode(store, user),
  };
}

// ---------------------------------------------------------------------------------------------------
// Password sign-in and reset

export async function login(
  store: Store,
  config: Config,
  email: string,
  password: string,
): Promise<LoginReply> {
  const user = repo.findUserByEmail(store.db, email);
  // Always one argon2 verification, whether the email exists or not, so timing does not tell.
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

export function forgotPassword(store: Store, config: Config, email: string): { message: string } {
  const user = repo.findUserByEmail(store.db, email);
  if (user?.isActive === true) {
    const now = store.clock.now();
    const token = store.random.token('reset-token', 32);
    repo.insertPasswordReset(store.db, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: addSeconds(now, RESET_TOKEN_TTL_SECONDS).toISOString(),
      createdAt: now.toISOString(),
    });
    const link = `${config.SITE_URL.replace(/\/$/, '')}/set-new-password/${token}`;
    sendMail(store, {
      to: user.email,
      kind: 'password-reset',
      subject: 'Réinitialisation de votre mot de passe',
      text:
        `Bonjour ${user.firstName || user.fullName},\n\n` +
        `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :\n${link}\n\n` +
        `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.`,
      link,
    });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

export async function resetPassword(
  store: Store,
  token: string,
  password: string,
): Promise<{ message: string }> {
  const { db, clock } = store;
  const now = clock.nowIso();
  const reset = repo.findPasswordReset(db, sha256(token));
  if (reset === undefined || reset.usedAt !== null || reset.expiresAt <= now) {
    throw resetTokenInvalid();
  }
  const passwordHash = await hashPassword(password);
  // Hashing yields: the token may have been spent by a parallel request meanwhile.
  if (repo.findPasswordReset(db, reset.tokenHash)?.usedAt !== null) {
    throw resetTokenInvalid();
  }
  repo.completePasswordReset(db, reset.userId, passwordHash, clock.nowIso());
  return { message: 'Your password has been changed. You can now sign in with it.' };
}

// ---------------------------------------------------------------------------------------------------
// Identity provider

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
    if (isUniqueViolation(err)) throw providerConflict();
    throw err;
  }
  return { status: 201, body: { ...loginReplyFor(user, store, config), isNewUser: true } };
}
