import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page: the mock is reset to its seed first, and a test fails on any console error or warning
 * or uncaught page error (as the unit tests do).
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page, request }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await request.post('http://127.0.0.1:3201/__mock/reset');
      await use(problems);
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function chooseLanguage(page: Page, language: 'fr' | 'en' | 'ar') {
  await page.addInitScript((lng) => {
    localStorage.setItem('language', lng);
  }, language);
}
