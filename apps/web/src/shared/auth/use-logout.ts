import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { authStore } from './auth-store';

/** Product rules 4: logout clears the user and the token and goes home, replacing history. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    authStore.signOut('logout');
    void navigate('/', { replace: true });
  }, [navigate]);
}
