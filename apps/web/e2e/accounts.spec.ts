import type { Page } from '@playwright/test';

import { allowConsole, chooseLanguage, DEMO, expect, OUR_FIELDS, signIn, test } from './fixtures';
import { MOCK_NOW } from './ports';

// A 1×1 PNG: a real image, as the API inspects the bytes of uploaded photos.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const FR = {
  fullNameMin: 'Le nom complet doit contenir au moins 3 caractères',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  passwordMin: 'Le mot de passe doit contenir au moins 8 caractères',
  mismatch: 'Les mots de passe ne correspondent pas',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  deactivated:
    'Votre compte est actuellement désactivé. Veuillez contacter le support technique pour obtenir de l’aide.',
  loginFailed: 'Échec de la connexion ! Vérifiez vos identifiants !',
};
const AR = {
  fullNameMin: 'يجب أن يتكون الاسم الكامل من 3 أحرف على الأقل',
  emailInvalid: 'يرجى إدخال بريد إلكتروني صالح',
  passwordMin: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  mismatch: 'كلمتا المرور غير متطابقتين',
};

/** The provider's picture host is not reachable offline: it answers with a small image. */
async function offlineProviderPictures(page: Page) {
  await page.route('https://lh3.googleusercontent.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
}

/** The mock identity provider's account chooser (its stand-in for the provider's popup). */
function identityChooser(page: Page) {
  return page.getByTestId('mock-identity-chooser');
}

/** A labelled control of the page (not of the header or footer), by its exact label. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Required fields end their label with an asterisk.
  return page.getByRole('main').getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

async function fillSignUp(
  page: Page,
  values: { fullName: string; email: string; password: string; confirm: string },
  labels = {
    fullName: 'Nom complet',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
  },
) {
  await field(page, labels.fullName).fill(values.fullName);
  await field(page, labels.email).fill(values.email);
  await field(page, labels.password).fill(values.password);
  await field(page, labels.confirm).fill(values.confirm);
}

test.describe('accounts', () => {
  test(
    'sign-up → code from the outbox → verify → login → avatar menu → profile with photo → logout',
    OUR_FIELDS,
    async ({ page, mock, mockProfile }) => {
      allowConsole(page, /status of 422/);
      const email = 'leila.haddad@example.tn';
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();

      // The phone prefix: +216 by default, searchable by keyboard.
      const prefix = page.getByRole('button', { name: /Indicatif/ });
      await expect(prefix).toContainText('+216');
      await prefix.focus();
      await page.keyboard.press('f');
      await page.keyboard.type('ran');
      await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('France');
      await page.keyboard.press('Enter');
      await expect(prefix).toContainText('+33');
      await expect(prefix).toBeFocused();
      await field(page, 'Téléphone').fill('6 12 34 56 78');

      await fillSignUp(page, {
        fullName: 'Leïla Haddad',
        email,
        password: 'Formation2026!',
        confirm: 'Formation2026!',
      });
      const register = page.waitForRequest((r) => r.url().endsWith('/auth/register'));
      await page.getByRole('main').getByRole('button', { name: 'S’inscrire', exact: true }).click();
      expect((await register).postDataJSON()).toMatchObject({
        fullName: 'Leïla Haddad',
        email,
        phoneNumber: '+33 6 12 34 56 78',
      });
      await expect(page.getByText('Inscription réussie !')).toBeVisible();
      await expect(page).toHaveURL(/\/email-verification$/);
      const kept = await page.evaluate(() => sessionStorage.getItem('registrationData'));
      expect(JSON.parse(kept ?? 'null')).toMatchObject({ user: { email } });
      await expect(page.getByText(email)).toBeVisible();

      // Resend is held back by a visible cooldown.
      await expect(page.getByRole('button', { name: /Renvoyer le code dans \d+ secondes?/ })).toBeDisabled();

      // A wrong code: the failure title and the API's refusal.
      await field(page, 'Code de vérification').fill('000000');
      await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Échec de la vérification' })).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Ce code de vérification est incorrect.' }),
      ).toBeVisible();

      // The code pasted with spaces keeps its 6 digits only.
      const code = await mock.waitForCode(email);
      const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
      await field(page, 'Code de vérification').fill(`${spaced}abc`);
      await expect(field(page, 'Code de vérification')).toHaveValue(code);
      await page.getByRole('button', { name: 'Vérifier', exact: true }).click();

      // Verification leads to login, email filled in.
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Votre adresse e-mail est vérifiée.')).toBeVisible();
      await expect(field(page, 'Adresse e-mail')).toHaveValue(email);
      await field(page, 'Mot de passe').fill('Formation2026!');
      await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).click();

      await expect(page).toHaveURL(/\/$/);
      const dialog = page.getByRole('dialog', { name: 'Connexion réussie' });
      await expect(dialog).toContainText('Bienvenue, Leïla Haddad !');
      await expect(dialog).not.toContainText('créé avec Google');
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

      const menu = page.getByRole('button', { name: /Leïla Haddad/ });
      await menu.click();
      await page.getByRole('link', { name: 'Mon profil' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
      await expect(field(page, 'Prénom')).toHaveValue('Leïla');
      await expect(page.getByRole('button', { name: /Indicatif/ })).toContainText('+33');

      // A file that is not an image is refused before upload.
      const photo = field(page, 'Photo de profil');
      await photo.setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await expect(page.getByText('Choisissez une image JPEG, PNG ou WebP.')).toBeVisible();
      await photo.setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toHaveAttribute(
        'src',
        /^blob:/,
      );

      await field(page, 'Nom').fill('Haddad-Ben Ali');
      await field(page, 'Ville').fill('Sousse');
      await page.getByRole('checkbox', { name: /^SMS/ }).check();
      const update = page.waitForRequest((r) => r.method() === 'PATCH');
      await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      expect((await update).headers()['content-type']).toContain('multipart/form-data');
      await expect(page.getByText('Profil mis à jour.')).toBeVisible();

      // The header follows at once: new name, uploaded avatar; the stored user is merged.
      const updatedMenu = page.getByRole('button', { name: /Leïla Haddad-Ben Ali/ });
      await expect(updatedMenu).toBeVisible();
      await expect(updatedMenu.locator('img')).toHaveAttribute('src', /\/uploads\/avatars\/\d+-\w+\.png$/);
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as Record<
        string,
        string
      >;
      expect(stored).toMatchObject({ fullName: 'Leïla Haddad-Ben Ali', city: 'Sousse', email });

      await page.reload();
      await expect(field(page, 'Ville')).toHaveValue('Sousse');
      // Preferences are ours: a backend that does not send them back gets them shown off (the fallback).
      await expect(page.getByRole('checkbox', { name: /^SMS/ })).toBeChecked({
        checked: mockProfile === 'full',
      });

      await page.getByRole('button', { name: /Leïla Haddad-Ben Ali/ }).click();
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(
        await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')]),
      ).toEqual([null, null]);
    },
  );

  test('verification: resend becomes available after its cooldown and mails a new code', async ({
    page,
    mock,
  }) => {
    const email = 'sami.gharbi@example.tn';
    // The fixtures installed the page's clock (it flows from the mock's frozen instant): the
    // countdown is skipped with fastForward.
    await page.goto('/signup');
    await fillSignUp(page, {
      fullName: 'Sami Gharbi',
      email,
      password: 'Formation2026!',
      confirm: 'Formation2026!',
    });
    // Back to the mock's instant just before the API stamps the code, so the countdown starts full.
    await page.clock.setSystemTime(new Date(MOCK_NOW));
    await page.getByRole('main').getByRole('button', { name: 'S’inscrire', exact: true }).click();
    await expect(page).toHaveURL(/\/email-verification$/);
    const first = await mock.waitForMail(email, { kind: 'email-verification' });
    const resend = page.getByRole('button', { name: /Renvoyer le code/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Renvoyer le code dans (60|59|58|57|56|55) secondes$/);
    const left = Number(/\d+/.exec(await resend.innerText())?.[0]);
    await page.clock.fastForward('00:20');
    await expect(resend).toHaveText(
      new RegExp(`^Renvoyer le code dans (${String(left - 20)}|${String(left - 21)}) secondes$`),
    );
    await page.clock.fastForward('00:41');
    await expect(resend).toHaveText('Renvoyer le code');
    // The mock's clock is frozen: move it past its own cooldown too.
    await mock.setClock('2026-11-22T00:02:00.000Z');
    await resend.click();
    await expect(page.getByText('Un nouveau code vous a été envoyé.')).toBeVisible();
    await expect(resend).toBeDisabled();
    const second = await mock.waitForMail(email, { kind: 'email-verification', after: first });
    expect(second.code).not.toBe(first.code);
  });

  test('sign-up validation messages in French, and a taken email keeps every typed value', async ({
    page,
  }) => {
    allowConsole(page, /status of 409/);
    await page.goto('/signup');
    await page.getByRole('main').getByRole('button', { name: 'S’inscrire', exact: true }).click();
    await expect(page.getByText(FR.fullNameMin).first()).toBeVisible();
    await expect(page.getByText('L’adresse e-mail est obligatoire')).toBeVisible();
    await fillSignUp(page, { fullName: ' Al ', email: 'amira@example', password: 'court', confirm: 'autre' });
    await page.getByRole('main').getByRole('button', { name: 'S’inscrire', exact: true }).click();
    for (const message of [FR.fullNameMin, FR.emailInvalid, FR.passwordMin, FR.mismatch])
      await expect(page.locator('form').getByText(message).last()).toBeVisible();
    // The first error is announced.
    await expect(page.getByRole('alert').first()).toHaveText(FR.fullNameMin);
    await expect(field(page, 'Nom complet')).toBeFocused();

    await fillSignUp(page, {
      fullName: 'Amira Ben Salah',
      email: DEMO.learner,
      password: 'Formation2026!',
      confirm: 'Formation2026!',
    });
    await page.getByRole('main').getByRole('button', { name: 'S’inscrire', exact: true }).click();
    await expect(page.getByRole('alert').first()).toHaveText(FR.emailTaken);
    await expect(page).toHaveURL(/\/signup$/);
    await expect(field(page, 'Nom complet')).toHaveValue('Amira Ben Salah');
    await expect(field(page, 'Adresse e-mail')).toHaveValue(DEMO.learner);
    await expect(field(page, 'Mot de passe')).toHaveValue('Formation2026!');
  });

  test('sign-up validation messages in Arabic, right to left', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await fillSignUp(
      page,
      { fullName: 'عل', email: 'ali@', password: '1234', confirm: '12345' },
      {
        fullName: 'الاسم الكامل',
        email: 'البريد الإلكتروني',
        password: 'كلمة المرور',
        confirm: 'تأكيد كلمة المرور',
      },
    );
    await page.getByRole('main').getByRole('button', { name: 'التسجيل', exact: true }).click();
    for (const message of [AR.fullNameMin, AR.emailInvalid, AR.passwordMin, AR.mismatch])
      await expect(page.locator('form').getByText(message).last()).toBeVisible();
    await page.getByRole('button', { name: /رمز الاتصال/ }).click();
    await page.keyboard.type('الجز');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('الجزائر');
  });

  test('login and new-password messages in Arabic', async ({ page }) => {
    allowConsole(page, /status of 403/);
    await chooseLanguage(page, 'ar');
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page.getByText('البريد الإلكتروني مطلوب').first()).toBeVisible();
    await expect(page.getByText('كلمة المرور مطلوبة').first()).toBeVisible();
    await field(page, 'البريد الإلكتروني').fill(DEMO.deactivated);
    await field(page, 'كلمة المرور').fill(DEMO.password);
    await page.getByRole('main').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'فشل تسجيل الدخول' })).toContainText(
      'حسابك معطّل حاليًا. يرجى التواصل مع الدعم الفني للمساعدة.',
    );
    await page.keyboard.press('Escape');

    await page.goto('/set-new-password/abcdefghijklmnopqrstuvwxyz0123');
    await field(page, 'كلمة المرور الجديدة').fill('1234');
    await field(page, 'تأكيد كلمة المرور').fill('12345');
    await page.getByRole('main').getByRole('button', { name: 'حفظ كلمة المرور' }).click();
    await expect(page.getByText(AR.passwordMin).first()).toBeVisible();
    await expect(page.getByText(AR.mismatch).first()).toBeVisible();
  });

  test('login: wrong password and deactivated account give the spec’s messages', async ({ page }) => {
    allowConsole(page, /status of 40[13]/);
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByText('L’adresse e-mail est obligatoire').first()).toBeVisible();
    await expect(field(page, 'Adresse e-mail')).toHaveAttribute('type', 'email');

    await field(page, 'Adresse e-mail').fill(DEMO.learner);
    await field(page, 'Mot de passe').fill('mauvais-mot-de-passe');
    await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Échec de la connexion' });
    await expect(dialog).toContainText(FR.loginFailed);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await field(page, 'Adresse e-mail').fill(DEMO.deactivated);
    await field(page, 'Mot de passe').fill(DEMO.password);
    await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(dialog).toContainText(FR.deactivated);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test(
    'identity provider: an existing user signs in, a new one is created and welcomed',
    OUR_FIELDS,
    async ({ page }) => {
      // Product rules 4: the check answers 404 for an unknown user, which leads to the provider sign-in call.
      allowConsole(page, /status of 404/);
      await offlineProviderPictures(page);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continuer avec Google' }).click();
      await identityChooser(page)
        .getByRole('button', { name: /amira\.bensalah/ })
        .click();
      await expect(page).toHaveURL(/\/$/);
      const welcome = page.getByRole('dialog', { name: 'Connexion réussie' });
      await expect(welcome).toContainText('Bienvenue, Amira Ben Salah !');
      await expect(welcome).not.toContainText('créé avec Google');
      await welcome.getByRole('button', { name: 'Fermer' }).click();
      await page.getByRole('button', { name: /Amira/ }).click();
      await page.getByRole('button', { name: 'Se déconnecter' }).click();

      await page.goto('/login');
      await page.getByRole('button', { name: 'Continuer avec Google' }).click();
      await identityChooser(page)
        .getByRole('button', { name: /nouveau\.google/ })
        .click();
      await expect(welcome).toContainText('Votre compte vient d’être créé avec Google.');
      const user = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as {
        image: string;
      };
      expect(user.image).toContain('s128-c');
      expect(user.image).not.toContain('s96-c');
    },
  );

  test('identity provider: deactivated account and a closed chooser give the spec’s messages', async ({
    page,
  }) => {
    allowConsole(page, /status of 401/);
    // Each failure is logged with its step, status and data (product rules 4), and only that.
    allowConsole(page, /^error: Identity provider sign-in failed at /);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Identity provider')) logged.push(message.text());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    await identityChooser(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'La connexion avec Google a échoué. Veuillez réessayer.' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    await identityChooser(page)
      .getByRole('button', { name: /sonia\.trabelsi/ })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: FR.deactivated })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(logged).toEqual([
      expect.stringMatching(/^Identity provider sign-in failed at popup, status none: \{"reason":"\w+"\}$/),
      expect.stringMatching(
        /^Identity provider sign-in failed at api, status 401: \{"code":"ACCOUNT_DEACTIVATED",/,
      ),
    ]);
    expect(logged.join('\n')).not.toMatch(/token/i);
  });

  test('identity provider: the sign-up page signs a new user up', async ({ page }) => {
    await offlineProviderPictures(page);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'S’inscrire avec Google' }).click();
    await identityChooser(page)
      .getByRole('button', { name: /nouveau\.google/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Connexion réussie' })).toContainText('créé avec Google');
  });

  test('without the provider script the pages carry on without the button, and say so', async ({ page }) => {
    allowConsole(page, /Failed to load resource/);
    await page.route('**/__mock/identity/client.js', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/login');
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Connexion Google indisponible pour le moment.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuer avec Google' })).toHaveCount(0);
    await expect(page.getByText('ou', { exact: true })).toHaveCount(0);

    await chooseLanguage(page, 'ar');
    await page.goto('/signup');
    await expect(
      page.getByRole('status').filter({ hasText: 'تسجيل الدخول عبر Google غير متاح حاليًا.' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('password reset end to end, and a used link offers to ask again', async ({ page, mock }) => {
    allowConsole(page, /status of 422/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
    await field(page, 'Adresse e-mail').fill(DEMO.otherLearner);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByText('Vérifiez votre boîte de réception')).toBeVisible();

    const link = await mock.waitForResetLink(DEMO.otherLearner);
    const path = new URL(link).pathname;
    await page.goto(path);
    await field(page, 'Nouveau mot de passe').fill('Nouveau2026!');
    await field(page, 'Confirmer le mot de passe').fill('Nouveau2026?');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('alert').first()).toHaveText(FR.mismatch);
    await field(page, 'Confirmer le mot de passe').fill('Nouveau2026!');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Votre mot de passe a été modifié. Connectez-vous')).toBeVisible();
    await field(page, 'Adresse e-mail').fill(DEMO.otherLearner);
    await field(page, 'Mot de passe').fill('Nouveau2026!');
    await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Connexion réussie' })).toBeVisible();

    await page.goto(path);
    await field(page, 'Nouveau mot de passe').fill('Encore2026!!');
    await field(page, 'Confirmer le mot de passe').fill('Encore2026!!');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Lien invalide ou expiré')).toBeVisible();
    await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test('a reset request that fails shows the “Sending failed” title', async ({ page }) => {
    allowConsole(page, /status of 503|Failed to load resource/);
    await page.route('**/auth/forgot-password', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'down' }),
      }),
    );
    await page.goto('/reset-password');
    await field(page, 'Adresse e-mail').fill(DEMO.learner);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Échec de l’envoi' })).toBeVisible();
  });

  test('restricted profile: login and sign-up offered, login brings the visitor back', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Espace réservé aux membres' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Inscription' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await field(page, 'Adresse e-mail').fill(DEMO.learner);
    await field(page, 'Mot de passe').fill(DEMO.password);
    await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  });

  test('profile: a wrong current password is refused; a new password keeps the user signed in', async ({
    page,
  }) => {
    allowConsole(page, /status of 422/);
    await signIn(page);
    await page.goto('/profile');
    await field(page, 'Mot de passe actuel').fill('pas-le-bon');
    await field(page, 'Nouveau mot de passe').fill('Nouveau2026!');
    await field(page, 'Confirmer le mot de passe').fill('Nouveau2026!');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
    await field(page, 'Mot de passe actuel').fill(DEMO.password);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    await expect(field(page, 'Prénom')).toHaveValue('Amira');
  });

  test('profile update failures: array messages joined with commas', async ({ page }) => {
    allowConsole(page, /status of 400/);
    await signIn(page);
    await page.route('**/users/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          error: 'Bad Request',
          message: ['city is too long', 'address is too long'],
        }),
      });
    });
    await page.goto('/profile');
    await expect(field(page, 'Prénom')).toHaveValue('Amira');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('city is too long, address is too long');
  });

  test('a 401 from the API signs the user out', async ({ page, mock }) => {
    allowConsole(page, /status of 401/);
    await signIn(page);
    await page.goto('/faq');
    await expect(page.getByRole('button', { name: /Amira/ })).toBeVisible();
    await mock.reset();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Espace réservé aux membres' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
