import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { MissingAccessTokenError } from '@formation/domain';

import { ApiRequestError, isNetworkError } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';

import {
  ProviderPopupError,
  ProviderUnavailableError,
  ProviderUserInfoError,
} from './identity/identity-provider';

const mentionsDeactivated = (text: string | undefined) =>
  text !== undefined && /deactivat|désactiv/i.test(text);

/**
 * Product rules 8, login failure: the server's message (its code translated when it has one), else the
 * error's message, else a translated authentication error. A reply without a token has its own text.
 */
export function useLoginErrorText(): (error: unknown) => string {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  return useCallback(
    (error) => {
      if (error instanceof MissingAccessTokenError) return t('errors.noAccessToken');
      if (
        error instanceof ApiRequestError &&
        error.code === undefined &&
        mentionsDeactivated(error.serverMessage)
      )
        return t('errors.deactivated');
      return errorText(error, t('login.errors.authentication'));
    },
    [t, errorText],
  );
}

/**
 * Product rules 8, registration failure: the server's message, or a default; a message that speaks of an
 * email that exists becomes the translated email-already-exists text.
 */
export function useRegistrationErrorText(): (error: unknown) => string {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  return useCallback(
    (error) => {
      if (error instanceof ApiRequestError) {
        const message = error.serverMessage ?? '';
        if (error.code === 'EMAIL_TAKEN' || (/email/i.test(message) && /exist/i.test(message)))
          return t('signup.errors.emailExists');
      }
      return errorText(error, t('signup.errors.default'));
    },
    [t, errorText],
  );
}

export type ProviderMode = 'signIn' | 'signUp';

/**
 * Product rules 8, identity provider: 401 → the deactivated-account text when the message says so, else the
 * server's message or 'Account access denied'; 409 → 'There was an issue with your account'; a popup
 * failure → 'Google Sign-In (Sign-Up) failed'; user info → 'Failed to get user info from Google'.
 * Returns null when the provider is simply not ready (product rules 8: silently ignored).
 */
export function useProviderErrorText(mode: ProviderMode): (error: unknown) => string | null {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  return useCallback(
    (error) => {
      const failed =
        mode === 'signIn' ? t('provider.errors.signInFailed') : t('provider.errors.signUpFailed');
      if (error instanceof ProviderUnavailableError) return null;
      if (error instanceof ProviderPopupError) return failed;
      if (error instanceof ProviderUserInfoError) return t('provider.errors.userInfo');
      if (error instanceof MissingAccessTokenError) return t('errors.noAccessToken');
      if (error instanceof ApiRequestError) {
        if (error.code === 'ACCOUNT_DEACTIVATED' || mentionsDeactivated(error.serverMessage))
          return t('errors.deactivated');
        if (error.status === 409) return t('provider.errors.conflict');
        if (error.status === 401) {
          if (error.code === 'PROVIDER_TOKEN_INVALID' || error.code === 'UNAUTHENTICATED')
            return t('provider.errors.accessDenied');
          return errorText(error, t('provider.errors.accessDenied'));
        }
        return errorText(error, failed);
      }
      if (isNetworkError(error)) return errorText(error);
      return failed;
    },
    [mode, t, errorText],
  );
}

/**
 * Product rules 8, profile update failure: the server's message (an array joined with commas), default
 * 'Update failed'; no answer: the network error; otherwise 'An unexpected error occurred'.
 */
export function useProfileErrorText(): (error: unknown) => string {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  return useCallback(
    (error) => {
      if (error instanceof ApiRequestError) {
        // A list of field messages (class-validator style) says more than the code's summary.
        if (error.messageIsList && error.serverMessage) return error.serverMessage;
        return errorText(error, t('profile.errors.updateFailed'));
      }
      return errorText(error);
    },
    [t, errorText],
  );
}
