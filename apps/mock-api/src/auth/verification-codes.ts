import { addSeconds } from '../clock';
import type { Store } from '../core/call';
import { sendMail } from '../mail/outbox';
import { replaceCode } from '../repositories/accounts.repository';
import { CODE_TTL_SECONDS, RESEND_COOLDOWN_SECONDS } from './account-rules';
import type { UserRow } from './current-user';

export interface IssuedCode {
  codeExpiresAt: string;
  resendAvailableAt: string;
}

/** A new 6-digit code (the old ones no longer work), mailed to the outbox. */
export function issueVerificationCode(store: Store, user: UserRow): IssuedCode {
  const now = store.clock.now();
  const code = store.random.digits('verification-code', 6);
  const row = replaceCode(store.db, {
    userId: user.id,
    code,
    expiresAt: addSeconds(now, CODE_TTL_SECONDS).toISOString(),
    resendAvailableAt: addSeconds(now, RESEND_COOLDOWN_SECONDS).toISOString(),
    createdAt: now.toISOString(),
  });
  sendMail(store, {
    to: user.email,
    kind: 'email-verification',
    subject: 'Votre code de vérification',
    text:
      `Bonjour ${user.firstName || user.fullName},\n\n` +
      `Votre code de vérification est : ${code}\n` +
      `Il est valable ${CODE_TTL_SECONDS / 60} minutes. Si vous n'avez pas créé de compte, ignorez ce message.`,
    code,
  });
  return { codeExpiresAt: row.expiresAt, resendAvailableAt: row.resendAvailableAt };
}
