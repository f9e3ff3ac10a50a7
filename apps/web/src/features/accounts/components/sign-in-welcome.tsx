import { lazy, Suspense, useSyncExternalStore } from 'react';

import { signInWelcome } from '@/features/accounts/sign-in/sign-in-welcome-store';

const SignInWelcomeDialog = lazy(async () => ({
  default: (await import('./sign-in-welcome-dialog')).SignInWelcomeDialog,
}));

/**
 * Product rules 2: after a successful login the user lands on the next page and sees a success dialog. The
 * layout holds this; the dialog's code and words load only when there is something to say.
 */
export function SignInWelcome() {
  const welcome = useSyncExternalStore(signInWelcome.subscribe, signInWelcome.get, () => null);
  if (welcome === null) return null;
  return (
    <Suspense fallback={null}>
      <SignInWelcomeDialog welcome={welcome} onClose={signInWelcome.dismiss} />
    </Suspense>
  );
}
