import { chooseLanguage, expect, holdCalls, test } from './fixtures';

test.describe('newsletter', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('in the footer: an invalid address is refused, a second subscription is welcomed kindly', async ({
    page,
    mock,
  }) => {
    await page.goto('/a-propos');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Votre adresse e-mail' });
    const subscribe = footer.getByRole('button', { name: 'S’inscrire' });

    await email.fill('lecteur@exemple');
    await subscribe.click();
    await expect(footer.getByRole('alert')).toHaveText('Veuillez saisir une adresse e-mail valide');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('lecteur.fidele@example.tn');
    await subscribe.click();
    await expect(footer.getByRole('status')).toHaveText(
      'Merci ! Votre inscription à la newsletter est confirmée.',
    );
    await expect(email).toHaveValue('');

    await email.fill('lecteur.fidele@example.tn');
    await subscribe.click();
    await expect(footer.getByRole('status')).toHaveText(
      'Vous êtes déjà inscrit à notre newsletter : merci de votre fidélité !',
    );
    await expect(footer.getByRole('alert')).toHaveCount(0);

    // One welcome mail only.
    expect(await mock.outbox({ to: 'lecteur.fidele@example.tn', kind: 'newsletter' })).toHaveLength(1);
  });

  test('on a prerendered page its code loads when the visitor comes to it, keeping what was typed first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const formCode = /\/assets\/newsletter-form-[\w-]+\.js$/;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (formCode.test(request.url())) asked.push(request.url());
    });
    const release = await holdCalls(page, 'GET', formCode);
    await page.goto('/blog/reussir-examen-pmp-conseils-formateurs');
    await page.waitForLoadState('networkidle');
    expect(asked, 'the form’s code, before the visitor comes near the footer').toEqual([]);

    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Votre adresse e-mail' });
    const subscribe = footer.getByRole('button', { name: 'S’inscrire' });
    await email.scrollIntoViewIfNeeded();
    await expect.poll(() => asked.length).toBe(1);
    await email.pressSequentially('premiere.visite');
    await expect(subscribe).toBeDisabled();

    release();
    await expect(subscribe).toBeEnabled();
    await expect(email).toHaveValue('premiere.visite');
    await email.press('End');
    await email.pressSequentially('@example.tn');
    await subscribe.click();
    await expect(footer.getByRole('status')).toHaveText(
      'Merci ! Votre inscription à la newsletter est confirmée.',
    );
  });

  test('a language chosen while the form is still the build’s HTML shows the form in that language', async ({
    page,
  }) => {
    const formCode = /\/assets\/newsletter-form-[\w-]+\.js$/;
    const release = await holdCalls(page, 'GET', formCode);
    const asked = page.waitForRequest(formCode);
    await page.goto('/blog/reussir-examen-pmp-conseils-formateurs');
    await page.getByRole('contentinfo').getByRole('textbox').scrollIntoViewIfNeeded();
    await asked;
    // The form's code is on its way; the visitor switches to Arabic meanwhile.
    await page.getByRole('combobox', { name: 'Langue du site' }).first().selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    release();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('textbox', { name: 'بريدك الإلكتروني' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'اشترك' })).toBeEnabled();
  });

  test('once the form is taken over, switching language keeps what was typed in it', async ({ page }) => {
    await page.goto('/a-propos');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Votre adresse e-mail' });
    await email.fill('lecteur@example.tn');
    await expect(footer.getByRole('button', { name: 'S’inscrire' })).toBeEnabled();
    await page.getByRole('combobox', { name: 'Langue du site' }).first().selectOption('ar');
    await expect(footer.getByRole('textbox', { name: 'بريدك الإلكتروني' })).toHaveValue('lecteur@example.tn');
  });

  test('on the under-construction page, in Arabic', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/under-construction');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'النشرة الإخبارية' })).toBeVisible();
    await main.getByRole('textbox', { name: 'بريدك الإلكتروني' }).fill('نص');
    await main.getByRole('button', { name: 'اشترك' }).click();
    await expect(main.getByRole('alert')).toHaveText('يرجى إدخال بريد إلكتروني صالح');
    await main.getByRole('textbox', { name: 'بريدك الإلكتروني' }).fill('chantier@example.tn');
    await main.getByRole('button', { name: 'اشترك' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'شكرًا' })).toHaveText(
      'شكرًا لك! تم تأكيد اشتراكك في النشرة الإخبارية.',
    );
  });
});
