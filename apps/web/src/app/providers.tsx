import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { USER_QUERY_ROOT } from '@/shared/api/client';
import { authStore } from '@/shared/auth/auth-store';
import { AppToaster, notify } from '@/shared/ui/toast';

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const { t } = useTranslation();

  // Product rules 4: signing out (or a 401) drops the user's data, favorites included.
  useEffect(
    () =>
      authStore.onSignOut((reason) => {
        queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
        if (reason === 'expired') notify.info(t('errors.signInExpired'));
      }),
    [queryClient, t],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
