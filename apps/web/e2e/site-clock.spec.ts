import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { API, MOCK_NOW } from './ports';

/**
 * A visitor whose own clock is 45 days after the mock's frozen one (a QA mock started with MOCK_NOW
 * in the past): another month, another year in the footer, and every session of the mock's next
 * six weeks already past by the visitor's clock. The site shows the API's day all the same.
 */
const VISITOR_TIME = new Date(Date.parse(MOCK_NOW) + 45 * 86_400_000);

/** Each kind of public page whose HTML holds a date: upcoming sessions, a calendar, the footer's year. */
const PAGES = [
  '/',
  '/sessions',
  '/sessions-calendar',
  '/formations/management/pmp',
  '/session/pmp-preparation-certification',
  '/blog',
  '/ar/sessions',
];

/** The page as its HTML shows it, no JavaScript run: what a visitor sees before the site takes over. */
async function htmlText(browser: Browser, baseURL: string, path: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await page.locator('body').innerText();
  } finally {
    await context.close();
  }
}

/** What the page's layout moved by so far (Cumulative Layout Shift, without moves a visitor caused). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let sum = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
          resolve(sum);
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        setTimeout(() => {
          resolve(0);
        }, 100);
      }),
  );
}

test("a mock frozen in the past drives every page's dates: the same sessions before and after the site takes over, nothing moves", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.clock.setSystemTime(VISITOR_TIME);
  // The home carousel then stays on its first slide, as in the HTML: only the dates could differ.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of PAGES) {
    const before = await htmlText(browser, baseURL ?? '', path);
    // The HTML's answers are 45 days old: the page asks for them again once taken over, and the
    // answers' Date (the mock's clock) is the day it shows.
    const refreshed = page.waitForResponse((response) => response.url().startsWith(API));
    await page.goto(path);
    await refreshed;
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('body').innerText(), { message: path }).toBe(before);
    expect(await layoutShift(page), path).toBe(0);
  }
  await expect(page.locator('footer')).toContainText('2026');
});
