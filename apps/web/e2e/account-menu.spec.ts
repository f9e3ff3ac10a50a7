import { allowConsole, expect, holdCalls, signIn, test } from './fixtures';

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

  test('opened while the next page is still on its way, the menu stays open when that page lands', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/faq');
    // A slow phone: the sessions page's code takes its time, and the learner opens the menu meanwhile.
    const release = await holdCalls(page, 'GET', /\/assets\/sessions-page-[\w-]+\.js$/);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Sessions à venir' })
      .click();
    await expect(page).toHaveURL(/\/sessions$/);
    await page.getByRole('button', { name: /Amira/ }).click();
    await expect(page.getByRole('link', { name: 'Mon profil' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions à venir' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mon profil' })).toBeVisible();
    // A navigation after it closes it, and coming back does not open it again.
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('link', { name: 'Mon profil' })).toBeHidden();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions à venir' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mon profil' })).toBeHidden();
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
