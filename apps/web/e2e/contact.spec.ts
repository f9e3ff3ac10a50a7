import { chooseLanguage, expect, test } from './fixtures';

test.describe('contact and quote request', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the header quote button opens the form with the quote category chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Demander un devis' }).click();
    await expect(page).toHaveURL('/contact?category=quote');
    await expect(page.getByRole('combobox', { name: /Objet de la demande/ })).toHaveValue('quote');
    await expect(page.getByRole('heading', { level: 2, name: 'Votre demande de devis' })).toBeVisible();
  });

  test('each rule of product rules 5 has its message; a valid request is sent, confirmed and stored', async ({
    page,
    mock,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact et demande de devis');
    // Opening hours (product rules 9).
    const hours = page.getByRole('main').getByRole('region', { name: 'Horaires d’ouverture' });
    await expect(hours).toContainText('Du lundi au vendredi');
    await expect(hours).toContainText('9 h 00 – 18 h 00');
    await expect(hours).toContainText('9 h 00 – 16 h 00');

    const submit = page.getByRole('button', { name: 'Envoyer la demande' });
    await submit.click();
    const form = page.locator('form').filter({ has: submit });
    await expect(form.getByRole('alert')).toHaveText('Veuillez indiquer qui vous êtes');
    for (const message of [
      'Le nom est obligatoire',
      'L’adresse e-mail est obligatoire',
      'La catégorie est obligatoire',
      'Le message est obligatoire',
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    // The first invalid field gets the focus.
    await expect(page.getByRole('combobox', { name: /Vous êtes/ })).toBeFocused();

    await page
      .getByRole('combobox', { name: /Vous êtes/ })
      .selectOption({ label: 'Une institution publique' });
    await page
      .getByRole('combobox', { name: /Objet de la demande/ })
      .selectOption({ label: 'Demande de devis' });
    await page.getByRole('textbox', { name: /Nom complet/ }).fill('Sonia Trabelsi');
    await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill('sonia.trabelsi@ministere');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Veuillez saisir une adresse e-mail valide');
    await expect(page.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByText('Le nom est obligatoire', { exact: true })).toHaveCount(0);

    await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill('sonia.trabelsi@ministere.tn');
    await page.getByRole('textbox', { name: 'Sujet' }).fill('Formation ITIL® 4 pour 12 agents');
    await page
      .getByRole('textbox', { name: /Votre message/ })
      .fill('Nous souhaitons une session intra-entreprise au premier trimestre 2027.');
    await submit.click();

    const confirmation = page
      .getByRole('status')
      .filter({ hasText: 'Merci, votre demande est bien envoyée' });
    await expect(confirmation).toBeVisible();
    const number = /n° (\d+)/.exec((await confirmation.textContent()) ?? '')?.[1];
    expect(number).toBeDefined();
    await expect(confirmation).toContainText('sonia.trabelsi@ministere.tn');

    // The mock stored it: its acknowledgement is in the mock's outbox.
    const mails = await mock.outbox({ to: 'sonia.trabelsi@ministere.tn', kind: 'contact' });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`n° ${number ?? ''}`);
  });
});

test.describe('contact on a phone, in Arabic', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the drawer quote button leads to the quote form, which holds at 360 px', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page
      .getByRole('navigation', { name: 'القائمة' })
      .getByRole('link', { name: 'طلب عرض سعر' })
      .click();
    await expect(page).toHaveURL('/ar/contact?category=quote');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: /موضوع الطلب/ })).toHaveValue('quote');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByText('الاسم مطلوب', { exact: false }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
