import type { Profile } from '@formation/contract';

import { splitPhoneNumber } from './phone-prefixes';
import type { ProfileForm } from './validation';

/** "Amira Ben Salah" → first word "Amira", the rest "Ben Salah". */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/**
 * The profile form's starting values. A real backend owes only the user's fields (product rules 3): first and
 * last names then come from the full name, the screen's other fields start empty and every
 * notification preference off, so the form reads the same whichever backend answered.
 */
export function profileFormDefaults(profile: Profile): ProfileForm {
  const phone = splitPhoneNumber(profile.phoneNumber);
  const names = splitFullName(profile.fullName);
  return {
    firstName: profile.firstName ?? names.firstName,
    lastName: profile.lastName ?? names.lastName,
    email: profile.email,
    phonePrefix: phone.dialCode,
    phoneNumber: phone.number,
    position: profile.position ?? '',
    industry: profile.industry ?? '',
    company: profile.company ?? '',
    country: profile.country ?? '',
    city: profile.city ?? '',
    address: profile.address ?? '',
    birthDate: profile.birthDate ?? '',
    notifications: { email: false, sms: false, marketing: false, ...profile.notifications },
  };
}
