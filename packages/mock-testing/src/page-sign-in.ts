import { AUTH_STORAGE_KEYS, toSessionUser } from '@formation/domain';
import type { Page } from '@playwright/test';
import type { SignedIn } from './api-sign-in.js';

/**
 * Stores a sign-in the way the site keeps it (the user and the token in localStorage), before any
 * page of the tab loads: the scenario starts signed in without walking through the login form.
 * Once per tab, so that a logout during the test stays a logout after a reload.
 */
export async function storeSignIn(page: Page, signedIn: SignedIn): Promise<void> {
  await page.addInitScript(
    ({ keys, user, token }) => {
      // about:blank has no storage.
      if (location.origin === 'null' || sessionStorage.getItem('mock-testing:signed-in') !== null) return;
      sessionStorage.setItem('mock-testing:signed-in', '1');
      localStorage.setItem(keys.user, user);
      localStorage.setItem(keys.token, token);
    },
    { keys: AUTH_STORAGE_KEYS, user: JSON.stringify(toSessionUser(signedIn.user)), token: signedIn.token },
  );
}
