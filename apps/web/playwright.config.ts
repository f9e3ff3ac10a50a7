import { defineConfig, devices } from '@playwright/test';

import type { MockOptions } from '@formation/mock-testing';

import { OUR_FIELDS, type MockProfile } from './e2e/fixtures';
import {
  API,
  API_PORT,
  DEMO_BASE,
  DEMO_OUT_DIR,
  DEMO_PORT,
  DEMO_URL,
  MOCK_NOW,
  OUT_DIRS,
  RESULTS_DIR,
  VISIT_TIME,
  WEB_ORIGINS,
  WEB_PORTS,
} from './e2e/ports';
import { CHROMIUM_FLAGS, testBrowserPath } from './scripts/chromium';

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * The suite runs on each profile of the mock: `spec` (only what the product rules document, as the
 * real backend owes it) runs every test, so a page that needs a field of ours fails here rather than
 * on the real API; `full` (our fields too) runs the tests tagged OUR_FIELDS (e2e/fixtures.ts).
 * E2E_PROFILES=spec (or full) runs one. The suite's own run (`pnpm e2e`) runs `full` and the demo
 * here (but the demo's writes, DEMO_WRITES in e2e-demo/demo-fixtures.ts), then `spec` and the whole
 * demo on a recording of the seeded mock, made during the first pass (scripts/e2e-suite.ts).
 */
const profiles = (process.env.E2E_PROFILES ?? 'full,spec').split(',') as MockProfile[];

/**
 * The suite's sites. Per profile, the production build prerendered from the API it calls, this run's
 * mock (its data, its clock from /health, and per site its profile): no PRERENDER_API_URL or
 * PRERENDER_NOW needed. Then the demo, its public pages prerendered from a seeded mock (the seed its
 * mock in the page starts from): the README's `pnpm demo` as typed, on this run's port and folder.
 */
const SITES = [
  ...profiles.map((profile) => ({
    command: `pnpm exec vite build --outDir ${OUT_DIRS[profile]} && pnpm prerender && pnpm exec vite preview --outDir ${OUT_DIRS[profile]} --port ${String(WEB_PORTS[profile])} --strictPort`,
    url: WEB_ORIGINS[profile],
    env: {
      VITE_API_BASE_URL: API,
      VITE_SITE_URL: WEB_ORIGINS[profile],
      PRERENDER_OUT_DIR: OUT_DIRS[profile],
      PRERENDER_MOCK_PROFILE: profile,
    },
  })),
  {
    command: 'pnpm demo',
    url: DEMO_URL,
    env: { DEMO_BASE, DEMO_OUT_DIR, PORT: String(DEMO_PORT) },
  },
];

export default defineConfig<MockOptions>({
  testDir: './e2e',
  outputDir: `./${RESULTS_DIR}`,
  // Prints and saves which declared error statuses the run exercised (the mock is still up then).
  globalTeardown: './e2e/status-coverage.ts',
  // Each test has its own copy of the mock's data (x-mock-session, see e2e/fixtures.ts).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // The QA kit's options (@formation/mock-testing): this run's mock, and the browser's clock set
    // to the visit time, ten minutes after the build (see VISIT_TIME; the dates the site shows follow
    // the mock's clock whatever the browser's says).
    mockApiUrl: API,
    mockBrowserTime: VISIT_TIME,
    // A trace costs a tenth of the suite's time; a CI run on a fresh clone keeps no files to open.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: testBrowserPath(process.argv, process.env), args: CHROMIUM_FLAGS },
  },
  projects: [
    ...profiles.map((profile) => ({
      name: profile,
      ...(profile === 'full' ? { grep: new RegExp(OUR_FIELDS.tag) } : {}),
      use: { ...chromium, mockProfile: profile, baseURL: WEB_ORIGINS[profile] },
    })),
    // The demo build: the site with the mock inside the page, and no API server behind it. Each full
    // page load starts a database in the page (about a second), hence the longer time per test.
    { name: 'demo', testDir: './e2e-demo', timeout: 60_000, use: { ...chromium, baseURL: DEMO_URL } },
  ],
  webServer: [
    // The mock's own start script, as `pnpm start` runs it (Playwright stops its whole process group).
    {
      command: 'pnpm start',
      cwd: '../mock-api',
      url: `${API}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATABASE_FILE: ':memory:',
        MOCK_NOW,
        CORS_ORIGINS: Object.values(WEB_ORIGINS).join(','),
        AUTH_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
      },
    },
    // The sites, started side by side (Playwright starts its entries one after the other, and each
    // is a build then a prerender, most of them on one core): scripts/side-by-side.ts.
    {
      command: 'node ../../scripts/run-bundled.mjs scripts/side-by-side.ts',
      wait: { stdout: /side-by-side: every server answers/ },
      timeout: 300_000,
      reuseExistingServer: false,
      env: { SIDE_BY_SIDE: JSON.stringify(SITES) },
    },
  ],
});
