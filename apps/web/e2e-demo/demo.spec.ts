import type { Page } from '@playwright/test';

import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@formation/mock-testing';

import { DEMO_BASE } from '../e2e/ports';
import { policySettings, securityHeaders } from '../scripts/security-headers';
import frEnrollment from '../src/shared/i18n/locales/fr/enrollment.json' with { type: 'json' };
import { courseIdOf, DEMO_API, DEMO_WRITES, demoPath, expect, test } from './demo-fixtures';

// A 1×1 PNG: a real image, as the mock inspects the bytes of uploaded photos.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A labelled control of the page's main content, by its label (required ones end with an asterisk). */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('main').getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** A radio button of the page's main content, by the start of its label. */
const choice = (page: Page, label: string) => page.getByRole('main').getByRole('radio', { name: label });

const demoStrip = (page: Page) => page.getByRole('complementary', { name: 'Démo' });

async function signIn(page: Page, email: string = SEEDED_ACCOUNTS.learner) {
  await page.goto(demoPath('login'));
  await field(page, 'Adresse e-mail').fill(email);
  await field(page, 'Mot de passe').fill(SEEDED_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Connexion réussie' });
  await welcome.getByRole('button', { name: 'Fermer' }).click();
}

test.describe('the demo: the whole site with the mock inside the page', () => {
  test('browse and filter sessions, under a sub-folder, with the demo’s strip and its own policy', async ({
    page,
  }) => {
    const response = await page.goto(demoPath('sessions'));
    // The site's policy with the mock's WebAssembly allowed: the fixture fails on any breach of it
    // (the browser logs each one as an error).
    const policy = securityHeaders(
      policySettings({ VITE_API_BASE_URL: `${DEMO_BASE}api` }, { mockInPage: true }),
    )['Content-Security-Policy'];
    expect(response?.headers()['content-security-policy']).toBe(policy);
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).toContain("'wasm-unsafe-eval'");
    expect(policy).not.toMatch(/'unsafe-(?:inline|eval)'/);
    await expect(demoStrip(page)).toContainText('l’API fictive tourne dans votre navigateur');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions à venir' })).toBeVisible();
    const count = page.getByText(/^1–12 sur \d+$/);
    await expect(count).toBeVisible();
    const all = Number((await count.textContent())?.split(' sur ')[1]);

    const remoteOnly = page.getByRole('checkbox', { name: 'À distance' });
    await remoteOnly.click();
    await expect(remoteOnly).toBeChecked();
    await expect(page).toHaveURL(/\/formation-demo\/sessions\?.*format=/);
    const remote = page.getByText(/^1–\d+ sur \d+$/);
    await expect(remote).not.toHaveText(`1–12 sur ${String(all)}`);
    await expect(page.getByRole('article').first()).toContainText('À distance');

    // The strip speaks the page's language, and the site's links keep the sub-folder.
    await page
      .getByRole('combobox', { name: /Langue/ })
      .first()
      .selectOption('ar');
    await expect(page).toHaveURL(/\/formation-demo\/ar\/sessions/);
    await expect(page.getByRole('complementary', { name: 'عرض تجريبي' })).toHaveAttribute('dir', 'rtl');
  });

  test(
    'sign-up with the code from the in-page outbox, login, profile photo; kept after a reload',
    DEMO_WRITES,
    async ({ page }) => {
      const email = 'leila.haddad@example.tn';
      await page.goto(demoPath('signup'));
      await field(page, 'Nom complet').fill('Leïla Haddad');
      await field(page, 'Adresse e-mail').fill(email);
      await field(page, 'Mot de passe').fill('Formation2026!');
      await field(page, 'Confirmer le mot de passe').fill('Formation2026!');
      await page.getByRole('main').getByRole('button', { name: 'S’inscrire', exact: true }).click();
      await expect(page).toHaveURL(/\/formation-demo\/email-verification$/);

      // The mail the mock would have sent, read in the demo's outbox.
      await demoStrip(page).getByRole('button', { name: 'Boîte d’envoi (1)' }).click();
      const outbox = page.getByRole('dialog', { name: 'Courriels envoyés par l’API fictive' });
      await expect(outbox).toContainText(email);
      const code = (await outbox.locator('.demo-mail-code').textContent()) ?? '';
      expect(code).toMatch(/^\d{6}$/);
      await outbox.getByRole('button', { name: 'Fermer' }).click();

      await field(page, 'Code de vérification').fill(code);
      await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
      await expect(page).toHaveURL(/\/formation-demo\/login$/);
      await field(page, 'Mot de passe').fill('Formation2026!');
      await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Connexion réussie' })
        .getByRole('button', { name: 'Fermer' })
        .click();

      await page.getByRole('button', { name: /Leïla Haddad/ }).click();
      await page.getByRole('link', { name: 'Mon profil' }).click();
      await field(page, 'Photo de profil').setInputFiles({
        name: 'moi.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await field(page, 'Ville').fill('Sousse');
      await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await expect(page.getByText('Profil mis à jour.')).toBeVisible();
      const avatar = page.getByRole('button', { name: /Leïla Haddad/ }).locator('img');
      await expect(avatar).toHaveAttribute('src', /\/formation-demo\/api\/uploads\/avatars\/\d+-\w+\.png$/);
      // The photo is served from the page's memory, through the service worker.
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

      await page.reload();
      await expect(field(page, 'Ville')).toHaveValue('Sousse');
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    },
  );

  test(
    'provider sign-in, favorite and comment, kept after a reload; the reset restores the seed',
    DEMO_WRITES,
    async ({ page }) => {
      // The identity provider's chooser, served by the mock in the page.
      await page.goto(demoPath('login'));
      await page.getByRole('button', { name: 'Continuer avec Google' }).click();
      await page
        .getByTestId('mock-identity-chooser')
        .getByRole('button', { name: /amira\.bensalah/ })
        .click();
      const welcome = page.getByRole('dialog', { name: 'Connexion réussie' });
      await expect(welcome).toContainText('Amira Ben Salah');
      await welcome.getByRole('button', { name: 'Fermer' }).click();

      await page.goto(demoPath('session/devops-foundation'));
      const facts = page.getByRole('main');
      await facts.getByRole('button', { name: 'Ajouter aux favoris' }).first().click();
      await expect(page.getByText('Formation ajoutée à vos favoris')).toBeVisible();

      const section = page.getByRole('region', { name: 'Avis des participants' });
      await section.getByLabel('Votre commentaire').fill('Essayé dans la démo, sans serveur.');
      await section
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: '4 étoiles', exact: true }) })
        .click();
      await section.getByRole('button', { name: 'Publier' }).click();
      await expect(page.getByText('Votre commentaire a été publié')).toBeVisible();

      await page.reload();
      await expect(section.getByRole('listitem').first()).toContainText('Essayé dans la démo, sans serveur.');
      await expect(facts.getByRole('button', { name: 'Dans mes favoris' }).first()).toBeVisible();

      page.once('dialog', (dialog) => void dialog.accept());
      await demoStrip(page).getByRole('button', { name: 'Réinitialiser les données de la démo' }).click();
      // Back to the start: the seed's comments, and no one signed in.
      await expect(section.getByRole('listitem').first()).toBeVisible();
      await expect(section).not.toContainText('Essayé dans la démo, sans serveur.');
      await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    },
  );

  test(
    'enroll with a promo code on site and online through the payment page; kept after a reload',
    DEMO_WRITES,
    async ({ page }) => {
      await signIn(page);
      const onSite = await courseIdOf(page, 'product-owner-pspo-i');
      const online = await courseIdOf(page, 'devops-foundation');

      await page.goto(demoPath(`session/${String(onSite)}/enroll`));
      await field(page, frEnrollment.enroll.form.promo.label).fill('bienvenue15');
      await page.getByRole('button', { name: frEnrollment.enroll.form.promo.apply }).click();
      await expect(page.getByText('Code BIENVENUE15 appliqué')).toBeVisible();
      await field(page, frEnrollment.enroll.form.appointment.day).selectOption({ index: 1 });
      await field(page, frEnrollment.enroll.form.appointment.time).selectOption({ index: 1 });
      await choice(page, frEnrollment.enroll.form.paymentMethod.onsite).check();
      await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();
      await expect(page).toHaveURL(
        new RegExp(`/formation-demo/enrollment-success\\?course=${String(onSite)}$`),
      );
      await expect(page.getByRole('main').getByText(frEnrollment.status.pending)).toBeVisible();

      await page.goto(demoPath(`session/${String(online)}/enroll`));
      await field(page, frEnrollment.enroll.form.appointment.day).selectOption({ index: 1 });
      await field(page, frEnrollment.enroll.form.appointment.time).selectOption({ index: 1 });
      await choice(page, frEnrollment.enroll.form.paymentMethod.online).check();
      await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();
      // The payment stand-in's page, answered by the mock in the page.
      await expect(page).toHaveURL(
        new RegExp(`^${DEMO_API}/__mock/payments/\\d+/checkout\\?key=[\\w-]{32}$`),
      );
      // Its styles apply under the demo's policy, which refuses inline <style>.
      await expect(page.getByRole('button', { name: 'Payer (succès)' })).toHaveCSS(
        'background-color',
        'rgb(29, 78, 216)',
      );
      await page.getByRole('button', { name: 'Payer (succès)' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/formation-demo/enrollment-success\\?course=${String(online)}$`),
      );
      await expect(page.getByRole('main').getByText(frEnrollment.status.confirmed)).toBeVisible();

      await page.getByRole('main').getByRole('link', { name: frEnrollment.success.myCourses }).click();
      await expect(page).toHaveURL(/\/formation-demo\/mes-cours$/);
      await page.reload();
      const cards = page.getByTestId('my-course');
      await expect(cards).toHaveCount(2);
      await expect(cards.filter({ hasText: 'Product Owner' })).toContainText(frEnrollment.status.pending);
      await expect(cards.filter({ hasText: 'DevOps' })).toContainText(frEnrollment.status.confirmed);
    },
  );
});
