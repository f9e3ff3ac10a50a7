import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

import { DEMO_OUT_DIR } from '../e2e/ports';
import arCommon from '../src/shared/i18n/locales/ar/common.json' with { type: 'json' };
import arPages from '../src/shared/i18n/locales/ar/session-pages.json' with { type: 'json' };
import arSessions from '../src/shared/i18n/locales/ar/sessions.json' with { type: 'json' };
import frCommon from '../src/shared/i18n/locales/fr/common.json' with { type: 'json' };
import frPages from '../src/shared/i18n/locales/fr/session-pages.json' with { type: 'json' };
import frSessions from '../src/shared/i18n/locales/fr/sessions.json' with { type: 'json' };
import { demoPath, expect, test } from './demo-fixtures';

/**
 * Holds SQLite's WebAssembly back, so the mock in the page cannot start (nor answer anything) until
 * `release()`: what shows meanwhile is the page's HTML alone.
 */
async function holdTheMock(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route('**/*.wasm', async (route) => {
    held.push(route.request().url());
    await released;
    // The page may have closed meanwhile (a failed test): nothing left to answer.
    await route.continue().catch(() => undefined);
  });
  return { held, release };
}

/** A text as React writes it in HTML. */
const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const hydrated = (page: Page) => page.locator('html[data-hydrated]');

const LANGUAGES = [
  { language: 'French', prefix: '', pages: frPages, sessions: frSessions, strip: 'Démo' },
  { language: 'Arabic', prefix: 'ar/', pages: arPages, sessions: arSessions, strip: 'عرض تجريبي' },
] as const;

test.describe('a first visit shows the prerendered page while the mock starts', () => {
  // Each test waits for the site to take the page over itself, once it lets the mock start.
  test.use({ waitForHydration: false });

  for (const { language, prefix, pages, sessions, strip } of LANGUAGES) {
    test(`${language}: the sessions page is in its HTML and shows before the mock answers; then its filters work`, async ({
      page,
    }) => {
      const mock = await holdTheMock(page);
      const response = await page.goto(demoPath(`${prefix}sessions`), { waitUntil: 'domcontentloaded' });
      const html = (await response?.text()) ?? '';

      const heading = page.getByRole('heading', { level: 1, name: pages.sessions.title });
      const firstCard = page.getByRole('article').first();
      const cardTitle = firstCard.getByRole('heading').first();
      await expect(heading).toBeVisible();
      await expect(cardTitle).toBeVisible();
      expect(html).toContain(inHtml(pages.sessions.title));
      expect(html).toContain(inHtml((await cardTitle.textContent()) ?? '<none>'));
      // The mock is still held: it asked for its WebAssembly and got nothing yet, and React waits.
      await expect.poll(() => mock.held.length).toBeGreaterThan(0);
      await expect(page.getByRole('complementary', { name: strip })).toBeVisible();
      expect(await hydrated(page).count()).toBe(0);

      mock.release();
      await expect(hydrated(page)).toHaveCount(1);
      const remoteOnly = page.getByRole('checkbox', { name: sessions.labels.format.online });
      await remoteOnly.click();
      await expect(remoteOnly).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`/formation-demo/${prefix}sessions\\?.*format=`));
      await expect(firstCard).toContainText(sessions.labels.format.online);
    });

    test(`${language}: a course page is in its HTML and shows before the mock answers; then its tabs work`, async ({
      page,
    }) => {
      const mock = await holdTheMock(page);
      const response = await page.goto(demoPath(`${prefix}session/devops-foundation`), {
        waitUntil: 'domcontentloaded',
      });
      const html = (await response?.text()) ?? '';

      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toContainText('DevOps Foundation');
      expect(html).toContain(inHtml((await title.textContent()) ?? '<none>'));
      await expect.poll(() => mock.held.length).toBeGreaterThan(0);
      expect(await hydrated(page).count()).toBe(0);

      mock.release();
      await expect(hydrated(page)).toHaveCount(1);
      const objectives = page.getByRole('tab', { name: pages.detail.tabs.objectives });
      await objectives.click();
      await expect(objectives).toHaveAttribute('aria-selected', 'true');
    });
  }

  test('an unknown path under the base gets the empty page, and the site says it is not found', async ({
    page,
  }) => {
    for (const [prefix, common] of [
      ['', frCommon],
      ['ar/', arCommon],
    ] as const) {
      const response = await page.goto(demoPath(`${prefix}no/such/page`));
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('prerender-state');
      // The page static hosts serve for any path is that same empty page, not the home page.
      expect(readFileSync(join(DEMO_OUT_DIR, '404.html'), 'utf8')).toBe(html);
      await expect(page.getByRole('heading', { level: 1, name: common.notFound.title })).toBeVisible();
    }
  });
});
