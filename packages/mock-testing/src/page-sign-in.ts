import type { Page } from '@playwright/test';

import { AUTH_STORAGE_KEYS, toStoredUser } from '@formation/domain';

import type { SignedIn } from './api-sign-in.js';

let signIns = 0;

/**
 * Stores a sign-in the way the site keeps it (the user and the token in localStorage), before any
 * page of the tab loads: the scenario starts signed in without walking through the login form.
 * Only on the site's own origin (`baseURL`'s, when given): another page the test opens never sees
 * the token. Once per tab and sign-in, so that a logout during the test stays a logout after a
 * reload, and a later sign-in (another account) takes over on the next load.
 */
export async function storeSignIn(page: Page, signedIn: SignedIn, baseURL?: string): Promise<void> {
  signIns += 1;
  await page.addInitScript(
    ({ keys, user, token, origin, flag }) => {
      // about:blank has no storage.
      if (location.origin === 'null' || (origin !== null && location.origin !== origin)) return;
      if (sessionStorage.getItem(flag) !== null) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem(keys.user, user);
      localStorage.setItem(keys.token, token);
    },
    {
      keys: AUTH_STORAGE_KEYS,
      user: JSON.stringify(toStoredUser(signedIn.user)),
      token: signedIn.token,
      origin: baseURL === undefined ? null : new URL(baseURL).origin,
      flag: `mock-testing:signed-in:${String(signIns)}`,
    },
  );
}
