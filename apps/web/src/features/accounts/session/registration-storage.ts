import { RegisterReplySchema, type RegisterReply } from '@formation/contract';
import { z } from 'zod';

/** Spec 2: the data returned by registration is kept for the verification page in the browser session. */
export const REGISTRATION_STORAGE_KEY = 'registrationData';

const StoredRegistrationSchema = RegisterReplySchema.partial({
  message: true,
  verificationRequired: true,
  codeExpiresAt: true,
}).extend({ resendAvailableAt: z.string().optional() });
export type StoredRegistration = z.infer<typeof StoredRegistrationSchema>;

export function saveRegistration(reply: RegisterReply | StoredRegistration): void {
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
