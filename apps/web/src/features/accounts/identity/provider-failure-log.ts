import { MissingAccessTokenError } from '@formation/domain';

import { ApiRequestError } from '@/shared/api/api-error';

import { ProviderPopupError, ProviderUnavailableError, ProviderUserInfoError } from './identity-provider';

/** What is logged of a failed provider flow: the status and what the failure says, never a token. */
export interface ProviderFailureRecord {
  step: 'popup' | 'user info' | 'api' | 'token' | 'other';
  status: number | null;
  data: Record<string, string>;
}

/**
 * Product rules 4: a provider-flow failure is logged with its status and data. Only fields that cannot hold
 * a credential are kept: the reason of a popup failure, the API's error code and message.
 */
export function describeProviderFailure(error: unknown): ProviderFailureRecord | null {
  if (error instanceof ProviderUnavailableError) return null;
  if (error instanceof ProviderPopupError)
    return { step: 'popup', status: null, data: { reason: error.reason } };
  if (error instanceof ProviderUserInfoError) return { step: 'user info', status: error.status, data: {} };
  if (error instanceof MissingAccessTokenError)
    return { step: 'token', status: 200, data: { code: error.code } };
  if (error instanceof ApiRequestError) {
    const data: Record<string, string> = {};
    if (error.code !== undefined) data.code = error.code;
    if (error.serverMessage !== undefined) data.message = error.serverMessage;
    return { step: 'api', status: error.status, data };
  }
  // An unexpected error's message could quote anything, a credential included: only its kind.
  return { step: 'other', status: null, data: { name: error instanceof Error ? error.name : typeof error } };
}

/** Logs a failed provider flow (a failure the visitor only sees as a translated message). */
export function logProviderFailure(mode: 'signIn' | 'signUp', error: unknown): void {
  const record = describeProviderFailure(error);
  if (record === null) return;
  const flow = mode === 'signIn' ? 'sign-in' : 'sign-up';
  console.error(
    `Identity provider ${flow} failed at ${record.step}, status ${String(record.status ?? 'none')}: ${JSON.stringify(record.data)}`,
  );
}
