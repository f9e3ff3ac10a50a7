import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { useProviderErrorText, type ProviderMode } from '@/features/accounts/account-error-text';
import {
  identityProvider,
  requestProviderToken,
  type ProviderStatus,
} from '@/features/accounts/identity/identity-provider';
import { logProviderFailure } from '@/features/accounts/identity/provider-failure-log';
import {
  signInWithProvider,
  signUpWithProvider,
  type ProviderSignIn,
} from '@/features/accounts/identity/provider-sign-in';
import { buttonClass } from '@/shared/ui/button-class';
import { ErrorAlert } from '@/shared/ui/error-alert';

function useProviderStatus(): ProviderStatus {
  return useSyncExternalStore(identityProvider.subscribe, identityProvider.get, () => 'loading');
}

/** Whether the identity provider's script has loaded and a client id is configured (product rules 2). */
export function useProviderReady(): boolean {
  return useProviderStatus() === 'ready';
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * Product rules 2: the identity provider's button, rendered only once the provider is ready and configured,
 * with the 'or' divider before it. Signs in (login page) or signs up (sign-up page). When its script
 * did not load in time (product rules 8), a line says the provider's login is unavailable instead.
 */
export function ProviderButton({
  mode,
  onSignIn,
}: {
  mode: ProviderMode;
  onSignIn: (signIn: ProviderSignIn) => void;
}) {
  const { t } = useTranslation('accounts');
  const status = useProviderStatus();
  const errorText = useProviderErrorText(mode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The live region is there while the script loads, so the line that says it failed is announced.
  if (status === 'loading' || status === 'unavailable')
    return (
      <p role="status" className="mt-6 text-center text-sm text-slate-600 empty:hidden">
        {status === 'unavailable' ? t('provider.unavailable') : null}
      </p>
    );
  if (status !== 'ready') return null;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const providerToken = await requestProviderToken();
      onSignIn(
        mode === 'signIn' ? await signInWithProvider(providerToken) : await signUpWithProvider(providerToken),
      );
    } catch (failure) {
      logProviderFailure(mode, failure);
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 flex flex-col gap-4">
      <div
        className="flex items-center gap-3 text-sm text-slate-500"
        role="separator"
        aria-label={t('provider.or')}
      >
        <span className="h-px flex-1 bg-slate-200" />
        <span aria-hidden="true">{t('provider.or')}</span>
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
        className={`${buttonClass('secondary')} inline-flex w-full items-center justify-center gap-3`}
      >
        <GoogleMark />
        {busy ? t('provider.busy') : mode === 'signIn' ? t('provider.signIn') : t('provider.signUp')}
      </button>
      <ErrorAlert message={error} />
    </div>
  );
}
