import { c } from './contract-instance.js';
import { definedByUs, errors } from './responses.js';
import { docs } from './route-docs.js';
import {
  CheckProviderUserBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginReplySchema,
  ProviderLoginReplySchema,
  ProviderSignInBodySchema,
  ProviderSignUpBodySchema,
  RegisterBodySchema,
  RegisterReplySchema,
  ResendCodeBodySchema,
  ResendCodeReplySchema,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
  VerifyEmailReplySchema,
} from './schemas/auth.schemas.js';
import { MessageReplySchema } from './schemas/common.schemas.js';

export const authContract = c.router({
  login: {
    method: 'POST',
    path: '/auth/login',
    metadata: docs(7),
    summary: 'Sign in with email and password',
    description:
      '401 INVALID_CREDENTIALS for a wrong email or password; 403 ACCOUNT_DEACTIVATED for a ' +
      'deactivated account; 401 EMAIL_NOT_VERIFIED before the email is verified.',
    body: LoginBodySchema,
    responses: { 200: LoginReplySchema, ...errors(401, 403, 413, 415, 429) },
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    metadata: docs(7),
    summary: 'Create an account; a 6-digit code is mailed to verify the email',
    body: RegisterBodySchema,
    responses: { 201: RegisterReplySchema, ...errors(409, 413, 415, 429) },
  },
  checkGoogleUser: {
    method: 'POST',
    path: '/auth/check-google-user',
    metadata: docs(7),
    summary: 'Sign in an existing identity-provider user; 404 when the user is unknown',
    body: CheckProviderUserBodySchema,
    responses: { 200: LoginReplySchema, ...errors(401, 404, 409, 413, 415, 429) },
  },
  googleSignIn: {
    method: 'POST',
    path: '/auth/google-signin',
    metadata: docs(7),
    summary: 'Create (or sign in) the account of an identity-provider user',
    body: ProviderSignInBodySchema,
    responses: {
      200: ProviderLoginReplySchema,
      201: ProviderLoginReplySchema,
      ...errors(401, 409, 413, 415, 429),
    },
  },
  googleSignUp: {
    method: 'POST',
    path: '/auth/google-signup',
    metadata: docs(7, 'provider'),
    summary: 'Provider sign-up using the provider access token',
    description: definedByUs(
      'product rules 7 names this call without its path; the backend reads the profile itself.',
    ),
    body: ProviderSignUpBodySchema,
    responses: {
      200: ProviderLoginReplySchema,
      201: ProviderLoginReplySchema,
      ...errors(401, 409, 413, 415, 429),
    },
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify-email',
    metadata: docs(7),
    summary: 'Activate an account with the 6-digit code mailed at sign-up',
    description: definedByUs('product rules 7: verification endpoint not shown.'),
    body: VerifyEmailBodySchema,
    responses: { 200: VerifyEmailReplySchema, ...errors(404, 409, 413, 415, 422, 429) },
  },
  resendCode: {
    method: 'POST',
    path: '/auth/resend-code',
    metadata: docs(7),
    summary: 'Mail a new verification code (with a cooldown)',
    description: definedByUs(
      'product rules 7: resend endpoint not shown. 429 RESEND_COOLDOWN during the cooldown.',
    ),
    body: ResendCodeBodySchema,
    responses: { 200: ResendCodeReplySchema, ...errors(404, 409, 413, 415, 429) },
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    metadata: docs(7),
    summary: 'Mail a password-reset link (same answer whether or not the email exists)',
    description: definedByUs('product rules 7: password reset request endpoint not shown.'),
    body: ForgotPasswordBodySchema,
    responses: { 200: MessageReplySchema, ...errors(413, 415, 429) },
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    metadata: docs(2),
    summary: 'Set a new password with the token of the reset link',
    description: definedByUs('the page /set-new-password/{token} posts here.'),
    body: ResetPasswordBodySchema,
    responses: { 200: MessageReplySchema, ...errors(413, 415, 422, 429) },
  },
});
