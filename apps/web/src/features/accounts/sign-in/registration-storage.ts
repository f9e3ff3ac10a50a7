import { RegisterReplySchema, type RegisterReply } from '@formation/contract';

import { siteClock } from '@/shared/site/site-clock';

import { DEFAULT_RESEND_COOLDOWN_SECONDS } from './resend-cooldown';

/**
 * Product rules 2: the data returned by registration is kept for the verification page, for this tab
 * (sessionStorage).
 */
export const REGISTRATION_STORAGE_KEY = 'registrationData';

/** Every field is optional (product rules 7 shows no shape) and whatever else the backend sent is kept. */
const StoredRegistrationSchema = RegisterReplySchema;
export type StoredRegistration = RegisterReply;

/** When a new code may be asked: the server's instant, else the usual cooldown from this clock. */
export function resendTimeOf(resendAvailableAt: string | undefined, now: number): string {
  return resendAvailableAt ?? new Date(now + DEFAULT_RESEND_COOLDOWN_SECONDS * 1000).toISOString();
}

/**
 * What the verification page needs, whatever the reply held: the address typed at sign-up when the
 * reply has none, and a resend time counted from the reply's arrival when it gives none.
 */
export function registrationToKeep(
  reply: RegisterReply,
  email: string,
  now: number = siteClock.now(),
): StoredRegistration {
  return {
    ...reply,
    user: { ...reply.user, email: reply.user?.email ?? email },
    resendAvailableAt: resendTimeOf(reply.resendAvailableAt, now),
  };
}

export function saveRegistration(reply: StoredRegistration): void {
  try {
    sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(reply));
  } catch {
    // Storage refused (private mode): the verification page then asks for the email.
  }
}

/** The kept registration, or null when there is none or it cannot be read (it is then removed). */
export function readRegistration(): StoredRegistration | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(REGISTRATION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = StoredRegistrationSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: removed below.
  }
  clearRegistration();
  return null;
}

export function clearRegistration(): void {
  try {
    sessionStorage.removeItem(REGISTRATION_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
