import type { ChangePasswordBody, UpdateProfileBody } from '@formation/contract';
import { splitFullName } from '@formation/domain';

import { currentPasswordWrong, emailTaken } from '../../auth/account-errors';
import { sessionEnded, type UserRow } from '../../auth/current-user';
import { hashPassword, verifyPassword } from '../../auth/passwords';
// The code is the sign-up's own: one verification flow for a new address, however it arrives.
import { issueVerificationCode } from '../../auth/verification-codes';
import type { Store } from '../../core/call';
import * as repo from '../../repositories/accounts.repository';

export type ProfileChanges = Partial<repo.NewUser>;

const oneSpace = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The columns a profile update changes: only the fields sent. A new first or last name rebuilds the
 * full name when no full name is sent, and a full name alone is split into first and last names.
 * 409 EMAIL_TAKEN when the new email belongs to another account.
 */
export function profileChanges(store: Store, user: UserRow, body: UpdateProfileBody): ProfileChanges {
  const set: ProfileChanges = {};
  if (body.email !== undefined && body.email !== user.email) {
    if (repo.emailTakenByOther(store.db, body.email, user.id)) throw emailTaken();
    set.email = body.email;
    // A new address is unproven until its owner types the code mailed to it.
    set.isEmailVerified = false;
  }
  const texts = [
    'phoneNumber',
    'position',
    'industry',
    'company',
    'country',
    'city',
    'address',
    'birthDate',
  ] as const;
  for (const field of texts) {
    const value = body[field];
    if (value !== undefined) set[field] = value;
  }
  if (body.firstName !== undefined) set.firstName = oneSpace(body.firstName);
  if (body.lastName !== undefined) set.lastName = oneSpace(body.lastName);
  if (body.fullName !== undefined) {
    set.fullName = oneSpace(body.fullName);
    if (body.firstName === undefined && body.lastName === undefined)
      Object.assign(set, splitFullName(set.fullName));
  } else if (set.firstName !== undefined || set.lastName !== undefined) {
    set.fullName = oneSpace(`${set.firstName ?? user.firstName} ${set.lastName ?? user.lastName}`);
  }
  const notifications = body.notifications;
  if (notifications !== undefined) {
    if (notifications.email !== undefined) set.notifyEmail = notifications.email;
    if (notifications.sms !== undefined) set.notifySms = notifications.sms;
    if (notifications.marketing !== undefined) set.notifyMarketing = notifications.marketing;
  }
  return set;
}

export function applyProfileChanges(store: Store, userId: number, set: ProfileChanges): UserRow {
  try {
    const updated = repo.updateUser(store.db, userId, { ...set, updatedAt: store.clock.nowIso() });
    if (set.email !== undefined) issueVerificationCode(store, updated);
    return updated;
  } catch (err) {
    // Another account took the email between the check and the write.
    if (err instanceof Error && 'code' in err && err.code === 'SQLITE_CONSTRAINT_UNIQUE') throw emailTaken();
    throw err;
  }
}

/**
 * POST /users/{id}/reset-password: the current password first (422 CURRENT_PASSWORD_WRONG), then the new one.
 */
export async function changePassword(store: Store, user: UserRow, body: ChangePasswordBody): Promise<void> {
  const ok = user.passwordHash !== null && (await verifyPassword(user.passwordHash, body.currentPassword));
  if (!ok) throw currentPasswordWrong();
  const passwordHash = await hashPassword(body.newPassword);
  // A new password ends every sign-in made with the old one. The argon2 awaits let other requests
  // run: if a parallel change or a reset link ended this sign-in meanwhile, this change comes too late,
  // as it would had it arrived after them (and must not overwrite the password they set).
  const saved = repo.replacePassword(store.db, user.id, user.tokenVersion, {
    passwordHash,
    updatedAt: store.clock.nowIso(),
  });
  if (!saved) throw sessionEnded();
}
