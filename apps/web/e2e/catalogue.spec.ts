import { chooseLanguage, expect, test } from './fixtures';

test('a category page lists its programmes and opens one from the program parameter', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/formations/entrepreneuriat');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const firstCard = page.getByRole('main').getByRole('listitem').first();
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\?program=/);
  await expect(page.getByRole('main').locator('ol li')).toHaveCount(5);
  await page.screenshot({ path: testInfo.outputPath('category-fr-1440.png'), fullPage: true });
});

test('the mega-menu leads to a programme, in Arabic too', async ({ page }, testInfo) => {
  await chooseLanguage(page, 'ar');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/formations/innovation-digitale?program=design-thinking');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('category-ar-360.png'), fullPage: true });
});
