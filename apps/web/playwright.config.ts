import { defineConfig, devices } from '@playwright/test';

/** Ports of their own, so a developer's `pnpm start` (3001, 5173) never meets the test run. */
const API_PORT = 3201;
const WEB_PORT = 4273;
const API = `http://127.0.0.1:${String(API_PORT)}`;
export const WEB = `http://127.0.0.1:${String(WEB_PORT)}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: WEB,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright's own browser download is never used.
      executablePath: '/usr/lib/chromium/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx src/server.ts',
      cwd: '../mock-api',
      url: `${API}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATABASE_FILE: ':memory:',
        MOCK_NOW: '2026-11-22T00:00:00.000Z',
        CORS_ORIGINS: WEB,
        AUTH_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `pnpm exec vite build && pnpm exec vite preview --port ${String(WEB_PORT)}`,
      url: WEB,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { VITE_API_BASE_URL: API },
    },
  ],
});
