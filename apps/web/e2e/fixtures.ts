import type { APIRequestContext, Page } from '@playwright/test';

import {
  allowConsole,
  createMockControls,
  expect,
  isAllowed,
  test as mockTest,
  SEEDED_ACCOUNTS,
  SEEDED_PASSWORD,
  storeSignIn,
} from '@formation/mock-testing';

import { API, WEB_ORIGINS } from './ports';

/**
 * What the mock answers: `full` (our fields too) or `spec` (only what the product rules document, as the real
 * backend). The suite runs on both (playwright.config.ts projects, and OUR_FIELDS below).
 */
export type MockProfile = 'full' | 'spec';

/**
 * Every test runs on `spec`, the shapes the real backend sends. The `full` profile runs only the tests
 * tagged with this: those that show a field of ours or read a layout of ours (the token inside
 * `token`, the blog list under `results`), and the walk through every page. The others check
 * behaviour that no field of ours changes, so a second run would repeat the first.
 */
export const OUR_FIELDS = { tag: '@our-fields' } as const;

/** Text no page may show, whatever a backend left out: the marks of a field read but never sent. */
const LEAKED_VALUES = /\b(?:undefined|NaN|null)\b|Invalid Date|\[object Object\]/;

/** Whether the page shows one of the sites under test (not the API, not about:blank). */
function onSite(page: Page): boolean {
  return Object.values(WEB_ORIGINS).some((origin) => page.url().startsWith(origin));
}

/** What is wrong with the page as a visitor sees it: leaked values in its text, broken pictures. */
async function pageProblems(page: Page): Promise<string[]> {
  if (page.isClosed() || !onSite(page)) return [];
  return page.evaluate((pattern) => {
    const found: string[] = [];
    const leaked = new RegExp(pattern).exec(document.body.innerText);
    if (leaked !== null) found.push(`text shows "${leaked[0]}" on ${location.pathname}`);
    for (const img of document.images) {
      if (img.complete && img.naturalWidth === 0 && img.currentSrc !== '')
        found.push(`broken picture ${img.currentSrc} on ${location.pathname}`);
    }
    return found;
  }, LEAKED_VALUES.source);
}

/**
 * The QA kit's test (@formation/mock-testing): every test works on a private copy of the mock's
 * seed (x-mock-session on every call of the page, of `request` and of `mock`, dropped at the end),
 * fails on any console error or warning, and waits for the site to take each page over after a
 * load. The mock's URL and the browser's clock come from playwright.config.ts. On top of it, this
 * suite fails a test when the page it ends on shows a leaked value or a broken picture; a test that
 * provokes one on purpose names it with `allowConsole`, as for a console message.
 */
export const test = mockTest.extend<{ lastPageCheck: undefined }>({
  lastPageCheck: [
    async ({ page }, use) => {
      await use(undefined);
      const onScreen = await pageProblems(page);
      expect(
        onScreen.filter((problem) => !isAllowed(page, problem)),
        'what the last page shows',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** Checks the page as it is now (for tests that walk several pages). */
export async function expectCleanPage(page: Page): Promise<void> {
  expect(await pageProblems(page), 'what the page shows').toEqual([]);
}

export { allowConsole, expect };

/**
 * Holds the page's calls of `method` to `url` until the returned function is called, then lets them
 * go on to the mock: for a test that checks what a page shows while a call is under way (a fixed
 * latency races the browser on a busy machine).
 */
export async function holdCalls(page: Page, method: string, url: string | RegExp): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === method) await released;
    return route.fallback();
  });
  return release;
}

export async function chooseLanguage(page: Page, language: 'fr' | 'en' | 'ar') {
  await page.addInitScript((lng) => {
    if (location.origin !== 'null') localStorage.setItem('language', lng);
  }, language);
}

/** The seeded demo learners (the QA kit's SEEDED_ACCOUNTS); one password for all. */
export const DEMO = { password: SEEDED_PASSWORD, ...SEEDED_ACCOUNTS } as const;

/** Signs a demo learner in through the API alone (for calls a test makes itself). */
export async function apiSignIn(
  request: APIRequestContext,
  email: string = DEMO.learner,
): Promise<{ token: string; userId: number }> {
  const { token, user } = await createMockControls({ apiUrl: API }, request).apiSignIn(email);
  return { token, userId: user.id };
}

/**
 * Signs a demo learner in through the API and stores the sign-in the way the site does, before
 * the first page loads. For tests about something else than the login form itself.
 */
export async function signIn(page: Page, email: string = DEMO.learner): Promise<void> {
  const signedIn = await createMockControls({ apiUrl: API }, page.request).apiSignIn(email);
  await storeSignIn(page, signedIn, test.info().project.use.baseURL);
}
