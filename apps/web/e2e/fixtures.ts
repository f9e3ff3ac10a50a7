import { test as base, expect, type Page } from '@playwright/test';
import { extractAccessToken, toSessionUser } from '@formation/domain';
import type { LoginReply } from '@formation/contract';
import { API, MOCK_NOW } from './ports';

/**
 * Every test works on a private copy of the mock's seed: its x-mock-session id goes with every call
 * of the page and of `request`, so parallel workers never see or reset each other's data, and the
 * copy is dropped at the end. A test fails on any console error or warning or uncaught page error
 * (as the unit tests do). A test that provokes one on purpose (a failing request it set up) names it
 * with `allowConsole`, and only that message is let through.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({
      ...extraHTTPHeaders,
      'x-mock-session': `e2e-${testInfo.testId}-${String(testInfo.retry)}`,
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
      // The site's today is the API's today (time still flows from there).
      await page.clock.install({ time: new Date(MOCK_NOW) });
      await use(problems);
      await request.delete(`${API}/__mock/session`);
      expect(
        problems.filter((problem) => !allowed.get(page)?.some((pattern) => pattern.test(problem))),
        'console errors and warnings',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

const allowed = new WeakMap<Page, RegExp[]>();

/** Lets one expected console message through for this page (see `test`). */
export function allowConsole(page: Page, pattern: RegExp): void {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
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
