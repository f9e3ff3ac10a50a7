import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '@/shared/ui/error-alert';

/** The root error a submit handler sets when the server refuses (`form.setError(SERVER_ERROR, …)`). */
export const SERVER_ERROR = 'root.server' as const;

function firstMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (error === undefined) continue;
    if (typeof error.message === 'string' && error.message !== '') return error.message;
    const nested = firstMessage(error as FieldErrors);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/**
 * Product rules 4: validation errors are shown by their fields and the first is also announced. The server's
 * refusal is announced here too, so a form has one alert region.
 */
export function FormAlert<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const { t } = useTranslation();
  const { root, ...fields } = errors;
  const message = root?.server?.message ?? firstMessage(fields as FieldErrors);
  return <ErrorAlert message={message === undefined ? null : t(message as 'errors.unexpected')} />;
}
