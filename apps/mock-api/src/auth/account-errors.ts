import { ApiError } from '../api-error';

/**
 * The account failures the mock answers, in one place: the services throw them, and an injected
 * fault (features/mock-admin/fault-answers.ts) answers the same code and words.
 */
export const EMAIL_TAKEN_MESSAGE = 'Email already exists';
/** Product rules 8: the login failure, word for word. */
export const INVALID_CREDENTIALS_MESSAGE = 'Login failed! Check your credentials!';
/** Product rules 8: the deactivated account, word for word. */
export const DEACTIVATED_MESSAGE =
  'Your account is currently deactivated. Please contact technical support for help.';

export const emailTaken = () => new ApiError(409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
export const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
export const deactivated = (status: 401 | 403) =>
  new ApiError(status, 'ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE);
export const providerTokenInvalid = (message = 'The identity provider token is invalid or has expired') =>
  new ApiError(401, 'PROVIDER_TOKEN_INVALID', message);
export const providerConflict = (
  message = 'This account is already linked to another identity-provider account',
) => new ApiError(409, 'PROVIDER_ACCOUNT_CONFLICT', message);
/** On a mock open to strangers, a provider identity proves nothing of who owns a password account. */
export const providerClosedToPasswordAccount = () =>
  providerConflict(
    'This account signs in with its password: on this shared mock the identity provider cannot sign into it',
  );
export const alreadyVerified = () =>
  new ApiError(409, 'ALREADY_VERIFIED', 'This email address is already verified');
export const verificationCodeInvalid = (attemptsLeft: number) =>
  new ApiError(
    422,
    'VERIFICATION_CODE_INVALID',
    attemptsLeft > 0
      ? `The verification code is incorrect (${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left)`
      : 'The verification code is incorrect. Please request a new one.',
  );
export const resendCooldown = (seconds: number) =>
  new ApiError(
    429,
    'RESEND_COOLDOWN',
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code`,
  );
export const resetTokenInvalid = () =>
  new ApiError(422, 'RESET_TOKEN_INVALID', 'This password reset link is invalid or has expired');
export const currentPasswordWrong = () =>
  new ApiError(422, 'CURRENT_PASSWORD_WRONG', 'The current password is incorrect');
