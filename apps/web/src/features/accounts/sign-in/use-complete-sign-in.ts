import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import type { StoredUser } from '@formation/contract';

import { safeReturnPath } from '@/config/paths';
import { authStore } from '@/shared/auth/auth-store';

import { signInWelcome } from './sign-in-welcome-store';

/**
 * Product rules 2 and 4: store the user and the token, then go to `returnTo` (a page of this site) or home,
 * where the success dialog shows.
 */
export function useCompleteSignIn(): (signIn: {
  user: StoredUser;
  token: string;
  isNewUser: boolean;
}) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  return useCallback(
    ({ user, token, isNewUser }) => {
      authStore.signIn(user, token);
      signInWelcome.show({ fullName: user.fullName, isNewUser });
      void navigate(safeReturnPath(returnTo), { replace: true });
    },
    [navigate, returnTo],
  );
}
