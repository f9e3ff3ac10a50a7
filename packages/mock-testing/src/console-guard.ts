import type { Page } from '@playwright/test';

const allowed = new WeakMap<Page, RegExp[]>();

/**
 * Lets one expected console message through for this page: a test that provokes an error on
 * purpose (a failing call, a broken picture) names it, and only that message passes.
 */
export function allowConsole(page: Page, pattern: RegExp): void {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
}

/** Whether a problem seen on the page was let through by `allowConsole`. */
export function isAllowed(page: Page, problem: string): boolean {
  return allowed.get(page)?.some((pattern) => pattern.test(problem)) ?? false;
}

/** Collects the page's console errors and warnings and its uncaught errors, as they happen. */
export function watchConsole(page: Page): { problems: () => string[] } {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return { problems: () => seen.filter((problem) => !isAllowed(page, problem)) };
}
