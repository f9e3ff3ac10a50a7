import type { APIRequestContext, Page } from '@playwright/test';

import { formatDinars, orderTotals } from '@formation/domain';

import arCommon from '../src/shared/i18n/locales/ar/common.json' with { type: 'json' };
import arEnrollment from '../src/shared/i18n/locales/ar/enrollment.json' with { type: 'json' };
import frCommon from '../src/shared/i18n/locales/fr/common.json' with { type: 'json' };
import frEnrollment from '../src/shared/i18n/locales/fr/enrollment.json' with { type: 'json' };
import { allowConsole, apiSignIn, chooseLanguage, DEMO, expect, OUR_FIELDS, signIn, test } from './fixtures';
import { API } from './ports';

// Sunday 22 November 2026, 9:00 in Tunis: the mock's clock day; the first advisor slot is Monday.
const NOW = new Date('2026-11-22T08:00:00Z');
const MONDAY = '2026-11-23';

const dt = (amount: number) => formatDinars(amount, 'fr-FR');

async function courseIdOf(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`${API}/courses/slug/${slug}`);
  expect(response.status(), slug).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

async function tokenOf(request: APIRequestContext, email: string = DEMO.learner): Promise<string> {
  return (await apiSignIn(request, email)).token;
}

async function openEnrollment(page: Page, courseId: number) {
  await page.clock.setFixedTime(NOW);
  await page.goto(`/session/${String(courseId)}/enroll`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function chooseAppointment(page: Page, day = MONDAY, time = '10:00') {
  await field(page, frEnrollment.enroll.form.appointment.day).selectOption(day);
  await field(page, frEnrollment.enroll.form.appointment.time).selectOption(time);
}

/** A control of the page's main content (the footer has its own email field). */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label);

const summary = (page: Page) => page.getByTestId('order-summary');

test.describe('enrollment', () => {
  test(
    'on site with a valid code: exact totals, pending in My courses, then confirmed',
    OUR_FIELDS,
    async ({ page, request, mock }) => {
      const courseId = await courseIdOf(request, 'product-owner-pspo-i');
      await signIn(page);
      await openEnrollment(page, courseId);

      // Pre-filled from the signed-in learner.
      await expect(field(page, frEnrollment.enroll.form.fullName)).toHaveValue('Amira Ben Salah');
      await expect(field(page, frEnrollment.enroll.form.email)).toHaveValue(DEMO.learner);
      await expect(summary(page)).toContainText(dt(1650));

      await field(page, frEnrollment.enroll.form.promo.label).fill('bienvenue15');
      await page.getByRole('button', { name: frEnrollment.enroll.form.promo.apply }).click();
      const expected = orderTotals(1650, 1, { type: 'percent', value: 15 });
      expect(expected).toEqual({ subtotal: 1650, discount: 247.5, total: 1402.5 });
      await expect(page.getByText('Code BIENVENUE15 appliqué')).toBeVisible();
      await expect(summary(page)).toContainText('Remise (BIENVENUE15)');
      await expect(summary(page)).toContainText(`−${dt(expected.discount)}`);
      await expect(summary(page)).toContainText(dt(expected.total));

      await chooseAppointment(page);
      await field(page, frEnrollment.enroll.form.paymentMethod.onsite).check();
      await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();

      await expect(page).toHaveURL(new RegExp(`/enrollment-success\\?course=${String(courseId)}$`));
      await expect(page.getByText(frEnrollment.success.lead)).toBeVisible();
      await expect(page.getByRole('heading', { name: frEnrollment.success.suggestions.title })).toBeVisible();
      await expect(page.getByRole('main').getByText(frEnrollment.status.pending)).toBeVisible();

      await page.getByRole('main').getByRole('link', { name: frEnrollment.success.myCourses }).click();
      await expect(page).toHaveURL(/\/mes-cours$/);
      const card = page.getByTestId('my-course');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Product Owner');
      await expect(card).toContainText(frEnrollment.status.pending);
      await expect(card).toContainText(dt(expected.total));
      await expect(card).toContainText('réglez');

      // The back office (the mock's admin) confirms it.
      const token = await tokenOf(request);
      const mine = await request.get(`${API}/enrollments/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const [enrollment] = (await mine.json()) as { id: number; promoCode: string | null }[];
      expect(enrollment?.promoCode).toBe('BIENVENUE15');
      await mock.setEnrollmentStatus(enrollment?.id ?? 0, 'confirmed');
      await page.reload();
      await expect(card).toContainText(frEnrollment.status.confirmed);
      await expect(card).toContainText(frEnrollment.myCourses.next.confirmed);
    },
  );

  test('online: the provider page succeeds and the course is confirmed', async ({ page, request }) => {
    const courseId = await courseIdOf(request, 'devops-foundation');
    await signIn(page);
    await openEnrollment(page, courseId);
    await chooseAppointment(page, '2026-11-28', '15:30');
    await field(page, frEnrollment.enroll.form.paymentMethod.online).check();
    await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();

    await expect(page).toHaveURL(/\/__mock\/payments\/\d+\/checkout\?key=[\w-]{32}$/);
    await expect(page.getByText(dt(1800))).toBeVisible();
    await page.getByRole('button', { name: 'Payer (succès)' }).click();

    await expect(page).toHaveURL(new RegExp(`/enrollment-success\\?course=${String(courseId)}$`));
    await expect(page.getByRole('main').getByText(frEnrollment.status.confirmed)).toBeVisible();
    await expect(page.getByRole('main').getByText(frEnrollment.paymentMethod.online)).toBeVisible();
  });

  test('online: a failed payment says so clearly and can be retried', async ({ page, request }) => {
    const courseId = await courseIdOf(request, 'devops-foundation');
    await signIn(page);
    await openEnrollment(page, courseId);
    await chooseAppointment(page);
    await field(page, frEnrollment.enroll.form.paymentMethod.online).check();
    await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();
    await page.getByRole('button', { name: 'Simuler un échec' }).click();

    await expect(page).toHaveURL(
      new RegExp(`/session/${String(courseId)}/enroll\\?payment=\\d+&status=failed`),
    );
    await expect(page.getByRole('heading', { name: frEnrollment.enroll.payment.failedTitle })).toBeVisible();
    await expect(page.getByText(frEnrollment.enroll.payment.failed)).toBeVisible();

    await page.getByRole('button', { name: frEnrollment.enroll.payment.retry }).click();
    await expect(page).toHaveURL(/\/__mock\/payments\/\d+\/checkout\?key=[\w-]{32}$/);
    await page.getByRole('button', { name: 'Payer (succès)' }).click();
    await expect(page).toHaveURL(/\/enrollment-success\?course=/);
    await expect(page.getByRole('main').getByText(frEnrollment.status.confirmed)).toBeVisible();
  });

  test('the form rules and promo refusals, in French', async ({ page, request }) => {
    const courseId = await courseIdOf(request, 'product-owner-pspo-i');
    await signIn(page);
    await openEnrollment(page, courseId);
    await field(page, frEnrollment.enroll.form.fullName).fill('');
    await field(page, frEnrollment.enroll.form.email).fill('');
    await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();

    const form = page.locator('form');
    await expect(page.getByRole('alert').first()).toHaveText(frCommon.validation.fullName.required);
    await expect(form.getByText(frCommon.validation.email.required)).toBeVisible();
    await expect(form.getByText(frCommon.validation.appointmentTime.required)).toBeVisible();
    await expect(field(page, frEnrollment.enroll.form.fullName)).toBeFocused();

    await field(page, frEnrollment.enroll.form.email).fill('amira@example');
    await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();
    await expect(form.getByText(frCommon.validation.email.invalid)).toBeVisible();

    const apply = page.getByRole('button', { name: frEnrollment.enroll.form.promo.apply });
    allowConsole(page, /status of 422/);
    await apply.click();
    await expect(form.getByText(frCommon.validation.promoCode.required)).toBeVisible();

    // A code for another course (PMP200), an expired one, an exhausted one.
    const promo = field(page, frEnrollment.enroll.form.promo.label);
    await promo.fill('PMP200');
    await apply.click();
    await expect(form.getByText(frCommon.validation.promoCode.invalid)).toBeVisible();
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await promo.fill('NOPE2026');
    await apply.click();
    await expect(form.getByText(frCommon.validation.promoCode.invalid)).toBeVisible();
    await promo.fill('ETE2025');
    await apply.click();
    await expect(form.getByText(frCommon.errors.codes.PROMO_EXPIRED)).toBeVisible();
    await promo.fill('COMPLET');
    await apply.click();
    await expect(form.getByText(frCommon.errors.codes.PROMO_EXHAUSTED)).toBeVisible();
    // Nothing was discounted.
    await expect(summary(page)).not.toContainText('−');
  });

  test('the form rules and promo refusals, in Arabic (right-to-left, 360 px)', async ({ page, request }) => {
    const courseId = await courseIdOf(request, 'product-owner-pspo-i');
    await chooseLanguage(page, 'ar');
    await signIn(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await openEnrollment(page, courseId);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await field(page, arEnrollment.enroll.form.fullName).fill('');
    await field(page, arEnrollment.enroll.form.email).fill('amira@example');
    await page.getByRole('button', { name: arEnrollment.enroll.form.submit }).click();
    const form = page.locator('form');
    await expect(form.getByText(arCommon.validation.fullName.required).first()).toBeVisible();
    await expect(form.getByText(arCommon.validation.email.invalid)).toBeVisible();
    await expect(form.getByText(arCommon.validation.appointmentTime.required)).toBeVisible();

    const apply = page.getByRole('button', { name: arEnrollment.enroll.form.promo.apply });
    allowConsole(page, /status of 422/);
    await apply.click();
    await expect(form.getByText(arCommon.validation.promoCode.required)).toBeVisible();
    await field(page, arEnrollment.enroll.form.promo.label).fill('PMP200');
    await apply.click();
    await expect(form.getByText(arCommon.validation.promoCode.invalid)).toBeVisible();

    // The day list speaks Arabic.
    const day = field(page, arEnrollment.enroll.form.appointment.day);
    await expect(day.locator(`option[value="${MONDAY}"]`)).toHaveText(/الاثنين/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('enrolling twice: the page says so, and the API refusal keeps what was typed', async ({
    page,
    request,
  }) => {
    const courseId = await courseIdOf(request, 'pmp-preparation-certification');
    await signIn(page);
    await openEnrollment(page, courseId);
    await field(page, frEnrollment.enroll.form.fullName).fill('Amira B. Salah');
    await chooseAppointment(page, MONDAY, '11:30');
    await field(page, frEnrollment.enroll.form.promo.label).fill('PMP200');

    // Meanwhile, the same learner enrolls from another tab.
    const token = await tokenOf(request);
    const other = await request.post(`${API}/enrollments`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        courseId,
        fullName: 'Amira Ben Salah',
        email: DEMO.learner,
        appointmentTime: '2026-11-23T10:00:00+01:00',
        paymentMethod: 'onsite',
      },
    });
    expect(other.status()).toBe(201);
    allowConsole(page, /status of 409/);

    await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();
    await expect(page.getByRole('alert').first()).toHaveText(frCommon.errors.codes.ALREADY_ENROLLED);
    await expect(field(page, frEnrollment.enroll.form.fullName)).toHaveValue('Amira B. Salah');
    await expect(field(page, frEnrollment.enroll.form.promo.label)).toHaveValue('PMP200');

    // Coming back: the button reads "already pre-enrolled" and asks to complete the payment.
    await page.reload();
    await expect(
      page.getByRole('button', { name: frEnrollment.enroll.button.alreadyEnrolled }),
    ).toBeDisabled();
    await expect(page.getByText(frCommon.errors.codes.ALREADY_ENROLLED)).toBeVisible();
    await expect(page.getByRole('button', { name: frEnrollment.enroll.form.submit })).toHaveCount(0);
  });

  test('any other failure: the generic message, nothing typed lost, and a retry works', async ({
    page,
    request,
    mock,
  }) => {
    const courseId = await courseIdOf(request, 'capm-certification');
    await signIn(page);
    await openEnrollment(page, courseId);
    await field(page, frEnrollment.enroll.form.fullName).fill('Amira Ben Salah (CAPM)');
    await chooseAppointment(page);
    await field(page, frEnrollment.enroll.form.paymentMethod.onsite).check();

    await mock.faults([{ method: 'POST', path: '/enrollments', status: 500, times: 1 }]);
    allowConsole(page, /status of 500/);
    await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();
    await expect(page.getByRole('alert').first()).toHaveText(frEnrollment.enroll.form.failed);
    await expect(field(page, frEnrollment.enroll.form.fullName)).toHaveValue('Amira Ben Salah (CAPM)');
    await expect(field(page, frEnrollment.enroll.form.appointment.time)).toHaveValue('10:00');

    await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();
    await expect(page).toHaveURL(/\/enrollment-success\?course=/);
  });

  test(
    'a full session and a past session cannot be enrolled in',
    OUR_FIELDS,
    async ({ page, request, mockProfile }) => {
      await signIn(page);
      await openEnrollment(page, await courseIdOf(request, 'ia-pour-les-rh'));
      if (mockProfile === 'full') {
        await expect(page.getByRole('button', { name: frEnrollment.enroll.button.full })).toBeDisabled();
        await expect(page.getByText(frEnrollment.enroll.closed.full)).toBeVisible();
        await expect(page.getByRole('button', { name: frEnrollment.enroll.form.submit })).toHaveCount(0);
      } else {
        // Places are ours: a backend that does not count them never has the site call a session full.
        await expect(page.getByRole('button', { name: frEnrollment.enroll.form.submit })).toBeEnabled();
      }

      await openEnrollment(page, await courseIdOf(request, 'finance-pour-entrepreneurs'));
      await expect(page.getByRole('button', { name: frEnrollment.enroll.button.ended })).toBeDisabled();
      await expect(page.getByText(frEnrollment.enroll.closed.ended)).toBeVisible();
    },
  );

  test('an anonymous visitor goes to login and comes back to the filled form', async ({ page, request }) => {
    const courseId = await courseIdOf(request, 'product-owner-pspo-i');
    await openEnrollment(page, courseId);
    await expect(page.getByText(frEnrollment.enroll.signInNotice)).toBeVisible();
    await field(page, frEnrollment.enroll.form.fullName).fill('Amira Ben Salah');
    await field(page, frEnrollment.enroll.form.email).fill('amira.pro@example.tn');
    await chooseAppointment(page, '2026-11-24', '14:30');
    await field(page, frEnrollment.enroll.form.paymentMethod.online).check();
    await field(page, frEnrollment.enroll.form.promo.label).fill('BIENVENUE15');
    const enrollPath = `/session/${String(courseId)}/enroll`;
    // Applying the code first: a message with a login link, and the visitor stays on the page.
    await page.getByRole('button', { name: frEnrollment.enroll.form.promo.apply }).click();
    const loginFirst = page.getByText(frEnrollment.enroll.form.promo.signInFirst);
    await expect(loginFirst).toBeVisible();
    await expect(loginFirst.getByRole('link', { name: frEnrollment.enroll.signIn })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(enrollPath)}`,
    );
    await expect(page).toHaveURL(enrollPath);
    await expect(field(page, frEnrollment.enroll.form.promo.label)).toHaveValue('BIENVENUE15');
    await page.getByRole('button', { name: frEnrollment.enroll.form.submit }).click();

    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(enrollPath)}`);
    // The URL changes before the login page replaces the form (its code may still be loading):
    // typing before would fill the enrollment form's own e-mail field.
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();

    // The learner signs in through the login form and lands back on the same page.
    await page.getByLabel(/^Adresse e-mail/).fill(DEMO.learner);
    await page.getByLabel(/^Mot de passe/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(enrollPath);
    await expect(field(page, frEnrollment.enroll.form.email)).toHaveValue('amira.pro@example.tn');
    await expect(field(page, frEnrollment.enroll.form.appointment.day)).toHaveValue('2026-11-24');
    await expect(field(page, frEnrollment.enroll.form.appointment.time)).toHaveValue('14:30');
    await expect(field(page, frEnrollment.enroll.form.paymentMethod.online)).toBeChecked();
    await expect(field(page, frEnrollment.enroll.form.promo.label)).toHaveValue('BIENVENUE15');
    await expect(page.getByText(frEnrollment.enroll.signInNotice)).toHaveCount(0);
  });
});

test.describe('my courses', () => {
  test('is restricted for anonymous visitors, with login and sign-up offered', async ({ page }) => {
    await page.goto('/mes-cours');
    await expect(
      page.getByRole('heading', { level: 1, name: frCommon.account.restricted.title }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: frCommon.nav.login })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/mes-cours')}`,
    );
    await expect(page.getByRole('main').getByRole('link', { name: frCommon.nav.signup })).toBeVisible();
  });

  test('an empty list links to the sessions; Arabic at 360 px holds', async ({ page }) => {
    await signIn(page, DEMO.otherLearner);
    await page.goto('/mes-cours');
    await expect(page.getByText(frEnrollment.myCourses.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: frEnrollment.myCourses.browse })).toHaveAttribute(
      'href',
      '/sessions',
    );

    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await expect(page.getByText(arEnrollment.myCourses.empty)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
