import type { RegisterBody, RegisterReply } from '@formation/contract';
import { splitFullName } from '@formation/domain';

import { ApiError, notFound } from '../../api-error';
import {
  alreadyVerified,
  emailTaken,
  resendCooldown,
  verificationCodeInvalid,
} from '../../auth/account-errors';
import { MAX_CODE_ATTEMPTS } from '../../auth/account-rules';
import type { UserRow } from '../../auth/current-user';
import { hashPassword } from '../../auth/passwords';
import { issueVerificationCode } from '../../auth/verification-codes';
import type { Store } from '../../core/call';
import { equalInConstantTime } from '../../portable/crypto';
import * as repo from '../../repositories/accounts.repository';

/* Sign-up (product rules 4): the account, then the 6-digit code mailed to prove the address. */

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
    if (repo.isUniqueViolation(err)) throw emailTaken();
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
  if (!equalInConstantTime(current.code, code)) {
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
