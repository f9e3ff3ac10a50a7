import { resetTokenInvalid } from '../../auth/account-errors';
import { RESET_TOKEN_TTL_SECONDS } from '../../auth/account-rules';
import { hashPassword } from '../../auth/passwords';
import { addSeconds } from '../../clock';
import type { Config } from '../../config';
import type { Store } from '../../core/call';
import { sendMail } from '../../mail/outbox';
import { hexOf, sha256Of } from '../../portable/crypto';
import * as repo from '../../repositories/accounts.repository';

/* The forgotten password: a one-hour, one-use link mailed to an active account, then the new password. */

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email address, a password reset link has been sent to it.';

export function sha256(text: string): string {
  return hexOf(sha256Of(text));
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
