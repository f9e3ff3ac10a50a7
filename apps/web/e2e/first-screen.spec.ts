import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';

const COURSE = 'pmp-preparation-certification';
const ARTICLE = 'reussir-examen-pmp-conseils-formateurs';

/** The public pages the phone budgets name, in French, and the home and a course in Arabic. */
const PAGES: readonly (readonly [string, string])[] = [
  ['home', '/'],
  ['sessions', '/sessions'],
  ['a course', `/session/${COURSE}`],
  ['an article', `/blog/${ARTICLE}`],
  ['home, in Arabic', '/ar'],
  ['a course, in Arabic', `/ar/session/${COURSE}`],
];

const SCREENS = [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
] as const;

/**
 * What the first screen shows: each element with a box in the viewport, where it is, its size and
 * its own text. Positions are rounded to the pixel.
 */
function firstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('noscript') !== null) continue;
      const box = element.getBoundingClientRect();
      const inView =
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth;
      const style = getComputedStyle(element);
      if (!inView || style.visibility === 'hidden' || style.opacity === '0') continue;
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      const where = [box.left, box.top, box.width, box.height].map((n) => Math.round(n)).join(' ');
      shown.push(`${element.tagName.toLowerCase()} @ ${where} ${text}`.trim());
    }
    return shown;
  });
}

/** The page as its HTML and styles paint it, before any script runs: its first frame. */
async function firstFrame(browser: Browser, baseURL: string, path: string, screen: (typeof SCREENS)[number]) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: screen });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    return await firstScreen(page);
  } finally {
    await context.close();
  }
}

test.describe('the first screen of a public page is painted in one frame', () => {
  for (const [name, path] of PAGES) {
    for (const screen of SCREENS) {
      test(`${name}, ${String(screen.width)} px: what the HTML paints is what the page shows once it runs`, async ({
        browser,
        page,
        baseURL,
      }) => {
        const painted = await firstFrame(browser, baseURL ?? '', path, screen);
        expect(painted.length).toBeGreaterThan(10);
        expect(painted.join('\n')).not.toContain('Chargement');

        await page.setViewportSize(screen);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        await page.evaluate(() => document.fonts.ready);
        expect(await firstScreen(page)).toEqual(painted);
      });
    }
  }
});
