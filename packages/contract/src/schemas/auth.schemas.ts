import { z } from 'zod';

import { definedByUs, ours } from '../responses.js';
import { EmailAddressSchema, EmailSchema, IsoDateTimeSchema } from './common.schemas.js';
import { AuthUserSchema } from './user.schemas.js';

export const PASSWORD_MIN_LENGTH = 8;
export const FULL_NAME_MIN_LENGTH = 3;
export const VERIFICATION_CODE_LENGTH = 6;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AccessTokenSchema = z
  .object({
    access_token: z.string().min(1),
    token_type: z.literal('Bearer').optional(),
    expires_in: z.number().int().positive().optional().describe('Seconds until the token expires'),
  })
  .passthrough();

/**
 * A login reply. The real backend's token location varies (product rules 4: token.access_token, access_token
 * "and other places"): `token` may be an object or the token as text, and other keys (accessToken,
 * jwt, data…) are kept, not stripped, so the domain's extractAccessToken can look in every place.
 */
export const LoginReplySchema = z
  .object({
    user: AuthUserSchema,
    token: z.union([AccessTokenSchema, z.string().min(1)]).optional(),
    access_token: z.string().min(1).optional(),
  })
  .passthrough();
export type LoginReply = z.infer<typeof LoginReplySchema>;

export const ProviderLoginReplySchema = LoginReplySchema.extend({
  isNewUser: ours(
    z.boolean(),
    'true when this call created the account',
    'tells a new account from the call that answered (check-google-user found it: existing; a 404 then google-signin: new)',
  ),
});
export type ProviderLoginReply = z.infer<typeof ProviderLoginReplySchema>;

/** Registration payload (product rules 3): phoneNumber is prefix, one space, number. */
export const RegisterBodySchema = z.object({
  fullName: z.string().trim().min(FULL_NAME_MIN_LENGTH).max(160),
  email: EmailSchema,
  phoneNumber: z.string().trim().max(40),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(200),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/**
 * Product rules 7 shows no shape ("response data kept for the verification page"): a real backend answers a
 * message and the user; everything here is optional and anything else is kept.
 */
export const RegisterReplySchema = z
  .object({
    message: z.string().optional(),
    user: z
      .object({ id: z.number().int().positive(), fullName: z.string(), email: z.string() })
      .partial()
      .passthrough()
      .optional(),
    verificationRequired: ours(
      z.boolean(),
      'whether a code was mailed',
      'sends the visitor to /email-verification in every case',
    ),
    codeExpiresAt: ours(IsoDateTimeSchema, 'when the mailed code expires', 'does not show the expiry'),
    resendAvailableAt: ours(
      IsoDateTimeSchema,
      'earliest time of a new code',
      'counts the resend cooldown from its own clock (60 seconds from the reply)',
    ),
  })
  .passthrough()
  .describe(definedByUs('kept for the tab (sessionStorage) for the email-verification page'));
export type RegisterReply = z.infer<typeof RegisterReplySchema>;

export const VerificationCodeSchema = z
  .string()
  .regex(/^\d{6}$/, 'The verification code is exactly 6 digits');

export const VerifyEmailBodySchema = z.object({ email: EmailSchema, code: VerificationCodeSchema });
export const VerifyEmailReplySchema = z
  .object({
    message: z.string().optional(),
    email: ours(z.string(), 'the verified address', 'keeps the address the visitor typed'),
    verified: ours(z.literal(true), 'always true on a 200', 'reads the 200 itself as success'),
  })
  .passthrough();

export const ResendCodeBodySchema = z.object({ email: EmailSchema });
export const ResendCodeReplySchema = z
  .object({
    message: z.string().optional(),
    codeExpiresAt: ours(IsoDateTimeSchema, 'when the new code expires', 'does not show the expiry'),
    resendAvailableAt: ours(
      IsoDateTimeSchema,
      'earliest time of the next resend (cooldown)',
      'counts the cooldown from its own clock (60 seconds from the reply)',
    ),
  })
  .passthrough();

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export const ResetPasswordBodySchema = z.object({
  token: z.string().min(16).max(512),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(200),
});

/** The identity provider's user-info answer (product rules 3, third-party identity profile). */
export const ProviderProfileSchema = z.object({
  email: EmailAddressSchema,
  name: z.string(),
  sub: z.string().min(1).describe('The provider account id'),
  picture: z.string().url().optional(),
  verified_email: z.boolean(),
});
export type ProviderProfile = z.infer<typeof ProviderProfileSchema>;

const providerToken = z
  .string()
  .min(1)
  .max(4096)
  .describe(
    definedByUs(
      'the provider access token; the real backend may ignore it, the mock checks it against its ' +
        'identity-provider stand-in so that an email alone signs nobody in',
    ),
  );

export const CheckProviderUserBodySchema = z.object({ email: EmailSchema, providerToken });
export const ProviderSignInBodySchema = z.object({
  email: EmailSchema,
  fullName: z.string().trim().min(1).max(160),
  googleId: z.string().min(1).max(255),
  image: z.string().max(2048),
  isEmailVerified: z.boolean(),
  providerToken,
});
export type ProviderSignInBody = z.infer<typeof ProviderSignInBodySchema>;

export const ProviderSignUpBodySchema = z
  .object({ accessToken: z.string().min(1).max(4096) })
  .describe(definedByUs('provider sign-up with the provider access token (product rules 7: path not shown)'));
