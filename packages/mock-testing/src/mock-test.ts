import { test as base, expect, type Page } from '@playwright/test';

import { ADMIN_KEY_HEADER, MOCK_PROFILES, type MockProfile } from '@formation/contract';

import type { SignedIn } from './api-sign-in.js';
import { watchConsole } from './console-guard.js';
import { createMockControls, type MockControls } from './mock-controls.js';
import { dataSetHeaders, dataSetIdFor, withEarlierName, type MockTarget } from './mock-headers.js';
import { storeSignIn } from './page-sign-in.js';
import { currentMockRunId } from './run-id.js';
import { waitForSiteAfterLoads } from './site-ready.js';

/** The kit's options, set with `test.use({ … })` or in the Playwright config's `use`. */
export interface MockOptions {
  /** The mock API's base URL (MOCK_API_URL, else http://localhost:3001). */
  mockApiUrl: string;
  /** `spec` (or MOCK_PROFILE=spec): answers hold only what the product rules document. */
  mockProfile: MockProfile;
  /** MOCK_ADMIN_TOKEN, when the mock was started with one. */
  mockAdminKey: string | undefined;
  /**
   * The run's part of every data set id (`qa-<run id>-<test id>-<retry>`): MOCK_RUN_ID, else a random
   * id made once per run and printed. Set it to run again on the data set ids of an earlier run.
   */
  mockRunId: string;
  /** The browser's clock starts here (page.clock.install); none: the real time. */
  mockBrowserTime: Date | string | undefined;
  /** A console error or warning, or an uncaught page error, fails the test (true unless told). */
  failOnConsole: boolean;
  /**
   * `page.goto` and `page.reload` on the site (under `baseURL`) return once its code has taken the
   * page over (`<html data-hydrated>`), as a visitor's first click comes a moment after the HTML
   * (true unless told).
   */
  waitForHydration: boolean;
}

/** The `mock` fixture: the controls of the test's private data set, and a sign-in for the page. */
export interface PageMock extends MockControls {
  /** Signs an account in through the API, and the page starts signed in, as the site keeps it. */
  signIn(page: Page, email?: string, password?: string): Promise<SignedIn>;
}

function profileFromEnv(): MockProfile {
  const value = process.env.MOCK_PROFILE;
  return MOCK_PROFILES.find((profile) => profile === value) ?? 'full';
}

/**
 * Playwright's `test`, where every test works on a private copy of the mock's seed: its
 * x-mock-session goes with every call of the page, of `request` and of `mock`, so parallel workers
 * never see or reset each other's data, and the copy is dropped at the end. The page fails the
 * test on a console error or warning (unless `allowConsole` names it).
 */
export const test = base.extend<{ mock: PageMock; mockTarget: MockTarget } & MockOptions>({
  mockApiUrl: [process.env.MOCK_API_URL ?? 'http://localhost:3001', { option: true }],
  mockProfile: [profileFromEnv(), { option: true }],
  mockAdminKey: [process.env.MOCK_ADMIN_TOKEN, { option: true }],
  // Read when Playwright's runner loads this module, before it starts any worker: see currentMockRunId.
  mockRunId: [currentMockRunId(), { option: true }],
  mockBrowserTime: [undefined, { option: true }],
  failOnConsole: [true, { option: true }],
  waitForHydration: [true, { option: true }],
  mockTarget: async ({ mockApiUrl, mockProfile, mockAdminKey, mockRunId }, use, testInfo) => {
    const dataSet = dataSetIdFor(testInfo.testId, testInfo.retry, mockRunId);
    // In the report beside the test, to find its data set in the mock's logs.
    testInfo.annotations.push({ type: 'mock data set', description: dataSet });
    await use(withEarlierName({ apiUrl: mockApiUrl, dataSet, profile: mockProfile, adminKey: mockAdminKey }));
  },
  // The data set's ids ride on every call of the browser and of `request` (they are no secret); the
  // admin key goes only to the mock's own origin (see `page`) and with the typed clients.
  extraHTTPHeaders: async ({ extraHTTPHeaders, mockTarget }, use) => {
    await use({ ...extraHTTPHeaders, ...dataSetHeaders(mockTarget) });
  },
  page: async ({ page, baseURL, mockTarget, mockBrowserTime, failOnConsole, waitForHydration }, use) => {
    const console = watchConsole(page);
    const { adminKey } = mockTarget;
    if (adminKey !== undefined) {
      await page
        .context()
        .route(`${new URL(mockTarget.apiUrl).origin}/**`, (route) =>
          route.continue({ headers: { ...route.request().headers(), [ADMIN_KEY_HEADER]: adminKey } }),
        );
    }
    if (waitForHydration) waitForSiteAfterLoads(page, baseURL);
    if (mockBrowserTime !== undefined) await page.clock.install({ time: mockBrowserTime });
    await use(page);
    if (failOnConsole) expect(console.problems(), 'console errors and warnings').toEqual([]);
  },
  mock: [
    async ({ request, mockTarget, baseURL }, use) => {
      const controls = createMockControls(mockTarget, request);
      await use({
        ...controls,
        signIn: async (page, email, password) => {
          const signedIn = await controls.apiSignIn(email, password);
          await storeSignIn(page, signedIn, baseURL);
          return signedIn;
        },
      });
      await controls.dropDataSet();
    },
    { auto: true },
  ],
});

export { expect };
