import { allowConsole, expect, signIn, test } from './fixtures';

test.describe('account menu', () => {
  test('a signed-in learner sees the avatar menu, and logout goes home replacing history', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/faq');
    const button = page.getByRole('button', { name: /Amira/ });
    await button.click();
    const panel = page.locator(`[id="${String(await button.getAttribute('aria-controls'))}"]`);
    await expect(panel.getByText('amira.bensalah@example.tn')).toBeVisible();
    for (const name of ['Mon profil', 'Mes formations', 'Mes favoris'])
      await expect(page.getByRole('link', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Mon profil' })).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([
      null,
      null,
    ]);
    // History was replaced: going back does not return to the page the learner logged out from.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/faq$/);
  });

  test('corrupt stored session is removed at start', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('user', '{not json');
      localStorage.setItem('token', 'abc');
    });
    await page.goto('/faq');
    await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('a broken avatar falls back to the default avatar', async ({ page }) => {
    await signIn(page);
    await page.route('**/uploads/users/**', (route) => route.fulfill({ status: 404, body: '' }));
    allowConsole(page, /Failed to load resource: the server responded with a status of 404/);
    await page.goto('/faq');
    const avatar = page.getByRole('button', { name: /Amira/ }).locator('img');
    await expect(avatar).toHaveAttribute('src', /default-avatar/);
  });
});
