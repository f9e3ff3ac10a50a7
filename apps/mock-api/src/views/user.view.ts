import type { z } from 'zod';

import type { AuthUser, Profile, UpdatedUserSchema } from '@formation/contract';

import type { UserRow } from '../auth/current-user';

export type UpdatedUser = z.infer<typeof UpdatedUserSchema>;

/** The user as login and sign-in replies carry it (product rules 7, POST /auth/login). */
export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    phoneNumber: row.phoneNumber,
    birthDate: row.birthDate,
    country: row.country,
    city: row.city,
    industry: row.industry,
    position: row.position,
    image: row.image,
  };
}

/** The profile screen's data (product rules 2, Profile). */
export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    phoneNumber: row.phoneNumber,
    position: row.position,
    industry: row.industry,
    company: row.company,
    country: row.country,
    city: row.city,
    address: row.address,
    birthDate: row.birthDate,
    image: row.image,
    notifications: { email: row.notifyEmail, sms: row.notifySms, marketing: row.notifyMarketing },
    isEmailVerified: row.isEmailVerified,
    createdAt: row.createdAt,
  };
}

/** PATCH /users/{id}: what the site merges into the stored user, plus the full profile. */
export function toUpdatedUser(row: UserRow): UpdatedUser {
  return { ...toAuthUser(row), profile: toProfile(row) };
}
