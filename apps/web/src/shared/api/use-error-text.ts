import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiRequestError, isNetworkError } from './api-error';

/**
 * The one place an API failure becomes words (product rules 8): the translated text of the error's code,
 * else the server's message, else the caller's fallback. A request that got no answer says so.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (error, fallback) => {
      if (error instanceof ApiRequestError) {
        if (error.code !== undefined) return t(`errors.codes.${error.code}`);
        if (error.serverMessage !== undefined && error.serverMessage !== '') return error.serverMessage;
      } else if (isNetworkError(error)) {
        return t('errors.network');
      }
      return fallback ?? t('errors.unexpected');
    },
    [t],
  );
}
