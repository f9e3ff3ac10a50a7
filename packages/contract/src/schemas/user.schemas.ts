import { z } from 'zod';

import { ours } from '../responses.js';
import {
  EmailAddressSchema,
  EmailSchema,
  IdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
} from './common.schemas.js';

/** Other role values may exist (product rules 6); `user` is the default. */
export const RoleSchema = z.string().min(1).describe('Role of the account; "user" by default');

/** Profile text fields the real backend may send as null or omit (product rules 3: they default to ""). */
const optionalText = z.string().max(500).nullable().optional();

/** The user as the login reply carries it (product rules 7, POST /auth/login). */
export const AuthUserSchema = z.object({
  id: IdSchema,
  fullName: z.string(),
  email: EmailAddressSchema,
  role: RoleSchema,
  phoneNumber: optionalText,
  birthDate: optionalText.describe('YYYY-MM-DD, or empty'),
  country: optionalText,
  city: optionalText,
  industry: optionalText,
  position: optionalText,
  image: optionalText.describe('Avatar: a path under the uploads folder or a full URL'),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** The user as the site stores it in the browser (product rules 3); missing optional fields are "". */
export const StoredUserSchema = z.object({
  id: IdSchema,
  fullName: z.string(),
  email: z.string(),
  role: RoleSchema,
  avatar: z.string(),
  image: z.string(),
  phoneNumber: z.string(),
  birthDate: z.string(),
  country: z.string(),
  city: z.string(),
  industry: z.string(),
  position: z.string(),
});
export type StoredUser = z.infer<typeof StoredUserSchema>;
/** @deprecated The earlier name of `StoredUserSchema`. */
export const SessionUserSchema = StoredUserSchema;
/** @deprecated The earlier name of `StoredUser`. */
export type SessionUser = StoredUser;

export const NotificationPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  marketing: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/**
 * The profile screen's data (product rules 2, Profile; product rules 7 answers "profile"): the user's fields
 * of the login reply, which a real backend owes, and the screen's other fields, which are ours.
 */
export const ProfileSchema = AuthUserSchema.extend({
  phoneNumber: optionalText.describe('Prefix, one space, number (e.g. "+216 20 123 456"), or ""'),
  firstName: ours(z.string(), 'first word of the full name', 'splits fullName at its first space'),
  lastName: ours(z.string(), 'the rest of the full name', 'splits fullName at its first space'),
  company: ours(z.string(), 'employer', 'shows an empty field'),
  address: ours(z.string(), 'postal address', 'shows an empty field'),
  notifications: ours(
    NotificationPreferencesSchema,
    'mail, SMS and marketing preferences',
    'shows every preference off until the visitor sets one',
  ),
  isEmailVerified: ours(z.boolean(), 'whether the address was verified', 'does not show the badge'),
  createdAt: ours(IsoDateTimeSchema, 'when the account was made', 'does not show "member since"'),
});
export type Profile = z.infer<typeof ProfileSchema>;

const profileText = (max: number) => z.string().trim().max(max);

/** PATCH /users/{id} as JSON: every field optional, only those sent change. */
export const UpdateProfileBodySchema = z
  .object({
    firstName: profileText(80).min(1),
    lastName: profileText(80).min(1),
    fullName: profileText(160).min(3),
    email: EmailSchema,
    phoneNumber: profileText(40),
    position: profileText(120),
    industry: profileText(120),
    company: profileText(160),
    country: profileText(80),
    city: profileText(80),
    address: profileText(250),
    birthDate: z.union([IsoDateSchema, z.literal('')]),
    notifications: NotificationPreferencesSchema.partial(),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** Uploaded avatar limits, enforced by the mock API and announced to the site. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * PATCH /users/{id} as multipart/form-data (product rules 7: when a file is included): the same fields as
 * text parts (notifications as a JSON text part) plus `photo`.
 */
export const UpdateProfileMultipartBodySchema = z
  .object({
    photo: z.unknown().describe(`Image file: ${AVATAR_MIME_TYPES.join(', ')}; at most 2 MB`),
    data: z.string().optional().describe('The JSON profile fields, as in the JSON variant'),
  })
  .describe('multipart/form-data: `photo` (file) and an optional `data` part holding the JSON fields');

export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(200),
    newPassword: z.string().min(8).max(200),
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
