import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, expect, test } from './fixtures';

test('an unknown path shows the not-found page with its title', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page).toHaveTitle('Page introuvable – Formation Pro');
});

test('the home page has its title and description', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Formation Pro – Formations professionnelles et certifications à Tunis');
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
    'content',
    /600 professionnels/,
  );
});

for (const language of ['fr', 'ar'] as const) {
  test(`axe finds no serious or critical violation on home (${language})`, async ({ page }) => {
    await chooseLanguage(page, language);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: /sessions|الدورات/i })).toBeVisible();
    await expect(page.locator('[role=status]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the keyboard reaches the skip link first, and it leads to the content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#content$/);
});
