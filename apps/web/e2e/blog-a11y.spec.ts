import { expectNoBlockingViolation } from './axe';
import { chooseLanguage, expect, test } from './fixtures';

for (const language of ['fr', 'ar'] as const) {
  for (const route of [
    '/blog',
    '/blog/scrum-ou-kanban-quelle-approche',
    '/contact?category=quote',
    '/under-construction',
  ]) {
    test(`axe: no serious or critical violation on ${route} (${language})`, async ({ page }) => {
      await chooseLanguage(page, language);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Chargement…').or(page.getByText('جارٍ التحميل…'))).toHaveCount(0);
      await expectNoBlockingViolation(page);
    });
  }

  test(`axe: the open search list and a refused contact form (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await chooseLanguage(page, language);
    await page.goto('/contact');
    await page.getByRole('main').locator('button[type="submit"]').click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    const box = page.getByRole('banner').locator('input[role="combobox"]:visible');
    await box.fill('scrum');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expectNoBlockingViolation(page);
  });
}
