import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { extractAccessToken, toSessionUser } from '@formation/domain';
import type { LoginReply } from '@formation/contract';
import { API, VISIT_TIME, WEB_ORIGINS } from './ports';

/**
 * What the mock answers: `full` (our fields too) or `spec` (only what the spec documents, as the real
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
 * Every test works on a private copy of the mock's seed: its x-mock-session id goes with every call
 * of the page and of `request`, so parallel workers never see or reset each other's data, and the
 * copy is dropped at the end. A test fails on any console error or warning or uncaught page error
 * (as the unit tests do), and when the page it ends on shows a leaked value or a broken picture. A
 * test that provokes one on purpose (a failing request, a broken picture it set up) names it with
 * `allowConsole`, and only that message is let through.
 */
export const test = base.extend<{ consoleProblems: string[]; mockProfile: MockProfile }>({
  mockProfile: ['full', { option: true }],
  // A prerendered page shows its HTML before React runs it: after each load, wait for the site to
  // take the page over (as a visitor's first click does, a moment later), see waitForSite.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForSite(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForSite(page);
      return response;
    };
    await provide(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, mockProfile }, provide, testInfo) => {
    await provide({
      ...extraHTTPHeaders,
      'x-mock-session': `e2e-${testInfo.testId}-${String(testInfo.retry)}`,
      ...(mockProfile === 'spec' ? { 'x-mock-profile': 'spec' } : {}),
    });
  },
  consoleProblems: [
    async ({ page, request }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      // The site's today is the API's today (time still flows from there), ten minutes after the
      // build (see VISIT_TIME).
      await page.clock.install({ time: VISIT_TIME });
      await use(problems);
      const onScreen = await pageProblems(page);
      await request.delete(`${API}/__mock/session`);
      expect(
        problems.filter((problem) => !allowed.get(page)?.some((pattern) => pattern.test(problem))),
        'console errors and warnings',
      ).toEqual([]);
      expect(
        onScreen.filter((problem) => !allowed.get(page)?.some((pattern) => pattern.test(problem))),
        'what the last page shows',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React runs the page (`data-hydrated` on <html>, app/layout/hydration-mark.tsx), on the
 * site's own pages; a page that never gets there fails the test here, with its address.
 */
export async function waitForSite(page: Page): Promise<void> {
  if (!onSite(page)) return;
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => {
      throw new Error(`the site never took over ${page.url()}`);
    });
}

/** Checks the page as it is now (for tests that walk several pages). */
export async function expectCleanPage(page: Page): Promise<void> {
  expect(await pageProblems(page), 'what the page shows').toEqual([]);
}

const allowed = new WeakMap<Page, RegExp[]>();

/** Lets one expected console message or page problem through for this page (see `test`). */
export function allowConsole(page: Page, pattern: RegExp): void {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
}

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

export { expect };

export async function chooseLanguage(page: Page, language: 'fr' | 'en' | 'ar') {
  await page.addInitScript((lng) => {
    if (location.origin !== 'null') localStorage.setItem('language', lng);
  }, language);
}

/** The seeded demo learners (apps/mock-api seed); one password for all. */
export const DEMO = {
  password: 'Apprenant2026!',
  learner: 'amira.bensalah@example.tn',
  otherLearner: 'karim.jaziri@example.tn',
  deactivated: 'sonia.trabelsi@example.tn',
  unverified: 'youssef.mansour@example.tn',
} as const;

/**
 * Signs a demo learner in through the API alone (for calls a test makes itself), reading the token
 * wherever the reply holds it, as the site does (the spec profile puts it at the top).
 */
export async function apiSignIn(
  request: APIRequestContext,
  email: string = DEMO.learner,
  headers: Record<string, string> = {},
): Promise<{ token: string; userId: number }> {
  const response = await request.post(`${API}/auth/login`, {
    data: { email, password: DEMO.password },
    headers,
  });
  expect(response.status(), `API login of ${email}`).toBe(200);
  const body = (await response.json()) as LoginReply;
  return { token: extractAccessToken(body), userId: body.user.id };
}

/**
 * Signs a demo learner in through the API and stores the session the way the site does, before
 * the first page loads. For tests about something else than the login form itself.
 */
export async function signIn(page: Page, email: string = DEMO.learner) {
  const response = await page.request.post(`${API}/auth/login`, { data: { email, password: DEMO.password } });
  expect(response.status(), 'demo login').toBe(200);
  const body = (await response.json()) as LoginReply;
  await page.addInitScript(
    ([user, token]) => {
      // Once per tab (a later logout stays a logout); about:blank has no storage.
      if (location.origin !== 'null' && sessionStorage.getItem('e2e-signed-in') === null) {
        sessionStorage.setItem('e2e-signed-in', '1');
        localStorage.setItem('user', user);
        localStorage.setItem('token', token);
      }
    },
    [JSON.stringify(toSessionUser(body.user)), extractAccessToken(body)] as const,
  );
}
