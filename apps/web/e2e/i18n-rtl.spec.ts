import { chooseLanguage, expect, test } from './fixtures';

test.describe('languages', () => {
  test('French by default; Arabic is chosen, mirrors the header, and stays after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Développez');

    const logoBefore = await page.getByRole('link', { name: 'Accueil Formation Pro' }).boundingBox();
    await page.getByRole('combobox', { name: 'Langue du site' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('طوّر');

    // Mirrored: the logo moves from the left edge to the right edge.
    const logoAfter = await page
      .getByRole('link', { name: 'الصفحة الرئيسية لـ Formation Pro' })
      .boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(logoBefore?.x ?? width).toBeLessThan(width / 2);
    expect(logoAfter?.x ?? 0).toBeGreaterThan(width / 2);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: 'لغة الموقع' })).toHaveValue('ar');
  });
});

test.describe('home screenshots', () => {
  for (const language of ['fr', 'ar'] as const) {
    for (const width of [1440, 360]) {
      test(`home in ${language} at ${String(width)} px`, async ({ page }, testInfo) => {
        await chooseLanguage(page, language);
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await expect(
          // The upcoming-sessions section: other home sections have card lists too.
          page.locator('section[aria-labelledby="upcoming-title"]').getByRole('article'),
        ).toHaveCount(6);
        // Nothing is wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: testInfo.outputPath(`home-${language}-${String(width)}.png`),
          fullPage: true,
        });
      });
    }
  }
});
