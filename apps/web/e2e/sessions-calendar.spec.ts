import { readFileSync } from 'node:fs';

import { chooseLanguage, expect, OUR_FIELDS, test } from './fixtures';

test.describe('calendar (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test(
    'month from Monday, legend, navigation, programme on title, enrollment on date, .ics',
    OUR_FIELDS,
    async ({ page, mockProfile }) => {
      await page.goto('/sessions-calendar?month=2026-12');
      await expect(page.getByRole('heading', { level: 2, name: 'décembre 2026' })).toBeVisible();
      const legend = page.getByRole('region', { name: 'Légende' });
      for (const state of [
        'Session garantie',
        'Dernières places',
        'Session à venir',
        'Session passée ou du jour',
      ])
        await expect(legend.getByText(state)).toBeVisible();
      const table = page.getByRole('table', { name: 'décembre 2026' });
      await expect(table.getByRole('columnheader').first()).toHaveText('lun.');
      await expect(table.getByRole('columnheader').last()).toHaveText('dim.');

      // 2 December 2026: PMP starts (guaranteed… or last seats), ITIL and "Créer son entreprise" too.
      const cell = table.getByRole('cell').filter({ hasText: '2 décembre 2026' });
      await expect(cell.getByRole('button', { name: /PMP®/ })).toBeVisible();
      await cell.getByRole('button', { name: /PMP®/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Programme : .*PMP®/ });
      // The programme is ours: without it the dialog says it is coming, and still offers the .ics.
      await expect(
        mockProfile === 'full'
          ? dialog.getByText('Module 1', { exact: false }).first()
          : dialog.getByText('Cette information sera bientôt disponible.'),
      ).toBeVisible();
      const download = page.waitForEvent('download');
      await dialog.getByRole('link', { name: /Ajouter .* à mon agenda/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('pmp-preparation-certification-2026-12-02.ics');
      const ics = readFileSync(await file.path(), 'utf8');
      expect(ics).toContain('DTSTART;VALUE=DATE:20261202');
      await dialog.getByRole('button', { name: 'Fermer' }).click();

      await cell.getByRole('link', { name: /Se préinscrire à .*PMP®.*2 décembre 2026/ }).click();
      await expect(page).toHaveURL(/\/session\/12\/enroll$/);

      await page.goto('/sessions-calendar?month=2026-12');
      await page.getByRole('link', { name: 'Mois suivant' }).click();
      await expect(page).toHaveURL(/month=2027-01/);
      await expect(page.getByRole('heading', { level: 2, name: 'janvier 2027' })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 2, name: 'décembre 2026' })).toBeVisible();
    },
  );

  test('keyboard: Tab reaches month navigation, a title opens its programme, Escape closes', async ({
    page,
  }) => {
    await page.goto('/sessions-calendar?month=2026-11');
    const title = page.getByRole('table').getByRole('button').first();
    await title.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(title).toBeFocused();
    // Today's sessions (22 November) are past or today: no enrollment link.
    const today = page.getByRole('cell').filter({ hasText: '22 novembre 2026' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today.getByRole('link')).toHaveCount(0);
    await expect(today.getByText('Session passée ou du jour').first()).toBeVisible();
  });

  test('keyboard: arrow keys move between days, by a week up and down, mirrored in Arabic', async ({
    page,
  }) => {
    const cell = (name: string) => page.getByRole('cell').filter({ hasText: name });
    await page.goto('/sessions-calendar?month=2026-11');
    // Tab enters the grid on today.
    await cell('22 novembre 2026').focus();
    await expect(cell('22 novembre 2026')).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('ArrowRight');
    await expect(cell('23 novembre 2026')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(cell('16 novembre 2026')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(cell('15 novembre 2026')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cell('22 novembre 2026')).toBeFocused();
    // From a title inside a day, the arrows still move to the next day.
    await cell('22 novembre 2026').getByRole('button').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(cell('23 novembre 2026')).toBeFocused();

    await chooseLanguage(page, 'ar');
    await page.reload();
    const arCell = (name: string) => page.getByRole('cell').filter({ hasText: name });
    await arCell('22 نوفمبر 2026').focus();
    // Right-to-left: the left arrow goes forward in time.
    await page.keyboard.press('ArrowLeft');
    await expect(arCell('23 نوفمبر 2026')).toBeFocused();
  });
});

test('Arabic, 360 px: a list of the month, mirrored, within the screen', async ({ page }) => {
  await chooseLanguage(page, 'ar');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/sessions-calendar?month=2026-12');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('link', { name: /^أضف .* إلى رزنامتي/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
