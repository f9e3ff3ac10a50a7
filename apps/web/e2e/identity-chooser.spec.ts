import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { allowConsole, chooseLanguage, expect, test } from './fixtures';

/** The provider's button on the login page, by language (accounts.json, provider.signIn). */
const PROVIDER_BUTTON = { fr: 'Continuer avec Google', ar: 'المتابعة باستخدام Google' } as const;
const POPUP_FAILED = 'La connexion avec Google a échoué. Veuillez réessayer.';
const WIDTHS = [1440, 360] as const;

function chooser(page: Page): Locator {
  return page.getByTestId('mock-identity-chooser');
}

async function openChooser(page: Page, language: 'fr' | 'ar'): Promise<Locator> {
  if (language !== 'fr') await chooseLanguage(page, language);
  await page.goto('/login');
  await page.getByRole('button', { name: PROVIDER_BUTTON[language] }).click();
  await expect(chooser(page)).toBeVisible();
  // Measures the card where it settles, not halfway through its entrance.
  await chooser(page).evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return chooser(page);
}

/** How far the card's centre is from the viewport's, in pixels along each axis. */
async function offCentre(page: Page, card: Locator): Promise<{ x: number; y: number }> {
  const box = await card.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) throw new Error('the chooser has no box');
  return {
    x: Math.abs(box.x + box.width / 2 - viewport.width / 2),
    y: Math.abs(box.y + box.height / 2 - viewport.height / 2),
  };
}

test.describe('identity provider: the mock account chooser', () => {
  test('a centred modal dialog that keeps the keyboard inside; Escape cancels like Annuler', async ({
    page,
  }) => {
    allowConsole(page, /^error: Identity provider sign-in failed at popup/);
    const card = await openChooser(page, 'fr');
    await expect(page.getByRole('dialog', { name: 'Choisir un compte' })).toBeVisible();
    await expect(card).toHaveAttribute('aria-modal', 'true');
    const centre = await offCentre(page, card);
    expect(centre.x).toBeLessThanOrEqual(2);
    expect(centre.y).toBeLessThanOrEqual(2);

    const first = card.getByRole('button', { name: /amira\.bensalah/ });
    const cancel = card.getByRole('button', { name: 'Annuler' });
    await expect(first).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    for (const next of [/nouveau\.google/, /sonia\.trabelsi/, 'Annuler', /amira\.bensalah/]) {
      await page.keyboard.press('Tab');
      await expect(card.getByRole('button', { name: next })).toBeFocused();
    }

    const axe = await new AxeBuilder({ page }).include('[data-testid="mock-identity-chooser"]').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: POPUP_FAILED })).toBeVisible();
    await expect(page.getByRole('button', { name: PROVIDER_BUTTON.fr })).toBeFocused();
  });

  test('Annuler gives the focus back to the provider button too', async ({ page }) => {
    allowConsole(page, /^error: Identity provider sign-in failed at popup/);
    const card = await openChooser(page, 'fr');
    await card.getByRole('button', { name: 'Annuler' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: POPUP_FAILED })).toBeVisible();
    await expect(page.getByRole('button', { name: PROVIDER_BUTTON.fr })).toBeFocused();
  });

  test('in Arabic the card is right-to-left, each avatar on the right of its name', async ({ page }) => {
    const card = await openChooser(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(card).toHaveAttribute('dir', 'rtl');
    const row = card.getByRole('button', { name: /amira\.bensalah/ });
    const avatar = await row.locator('.mock-idp-avatar').boundingBox();
    const name = await row.getByText('Amira Ben Salah').boundingBox();
    if (avatar === null || name === null) throw new Error('the row has no avatar or no name');
    expect(avatar.x).toBeGreaterThanOrEqual(name.x + name.width);
    await expect(row).toBeFocused();
  });

  test('no entrance animation for who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const card = await openChooser(page, 'fr');
    expect(await card.evaluate((dialog) => dialog.getAnimations({ subtree: true }).length)).toBe(0);
  });

  for (const language of ['fr', 'ar'] as const) {
    test(`screenshots of the open chooser in ${language}, centred and inside the viewport at each width`, async ({
      page,
    }, testInfo) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        const card = await openChooser(page, language);
        const centre = await offCentre(page, card);
        expect(centre.x).toBeLessThanOrEqual(2);
        expect(centre.y).toBeLessThanOrEqual(2);
        const box = await card.boundingBox();
        expect(box?.width).toBeLessThanOrEqual(Math.min(384, width - 32));
        await page.screenshot({ path: testInfo.outputPath(`chooser-${language}-${String(width)}.png`) });
      }
    });
  }
});
