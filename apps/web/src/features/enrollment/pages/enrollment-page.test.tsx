import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatDinars, orderTotals } from '@formation/domain';

import '@/shared/i18n/i18n-types';

import { readDraft } from '@/features/enrollment/data/enrollment-draft';
import {
  COURSE,
  enrollmentOf,
  NOW,
  onsitePaymentOf,
} from '@/features/enrollment/testing/enrollment-fixtures';
import { api } from '@/shared/api/client';
import { authStore } from '@/shared/auth/auth-store';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer, apiRefusal } from '@/testing/api-answer';
import { currentLocation, renderPage } from '@/testing/render-page';
import { TEST_LEARNER } from '@/testing/test-learner';

import { EnrollmentPage } from './enrollment-page';

beforeAll(() => {
  setUpI18n();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(api.courses, 'byId').mockResolvedValue(apiAnswer(200, COURSE));
  vi.spyOn(api.payments, 'hasPayment').mockResolvedValue(
    apiAnswer(200, { hasPayment: false, status: null, enrollmentId: null }),
  );
});

afterEach(() => {
  authStore.signOut();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const dt = (amount: number) => formatDinars(amount, 'fr-FR');

async function renderEnrollment(signedIn = true) {
  if (signedIn) authStore.signIn(TEST_LEARNER, 'token-1');
  renderPage(<EnrollmentPage />, {
    url: `/session/${String(COURSE.id)}/enroll`,
    path: '/session/:id/enroll',
    showLocation: true,
  });
  await screen.findByRole('heading', { level: 1, name: `Pré-inscription : ${COURSE.title}` });
}

const user = () => userEvent.setup();
const summary = () => within(screen.getByTestId('order-summary'));
const summaryText = () => screen.getByTestId('order-summary').textContent;

async function chooseMondayAtTen(u: ReturnType<typeof userEvent.setup>) {
  await u.selectOptions(screen.getByLabelText('Jour'), '2026-11-23');
  await u.selectOptions(screen.getByLabelText('Heure'), '10:00');
}

/** The coupon check's answer for BIENVENUE15 (15 %) with these totals. */
function bienvenue15(totals: ReturnType<typeof orderTotals>) {
  return {
    valid: true,
    code: 'BIENVENUE15',
    discountType: 'percent',
    discountValue: 15,
    ...totals,
    expiresAt: null,
  };
}

describe('enrollment page', () => {
  it('has one h1, the course facts, and the form pre-filled from the signed-in learner', async () => {
    await renderEnrollment();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText(/Nom complet/)).toHaveProperty('value', 'Amira Ben Salah');
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveProperty('value', 'amira.bensalah@example.tn');
    expect(screen.getByText('2 décembre 2026')).toBeDefined();
    // Product rules 9: the final price is the discounted price.
    expect(summaryText()).toContain(`Sous-total${dt(1190.5)}`);
    expect(summaryText()).toContain(`Total HT${dt(1190.5)}`);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Confirmer la commande' })).toHaveProperty('disabled', false);
    });
  });

  it('shows the documented messages: full name, email and appointment time required; invalid email', async () => {
    const u = user();
    await renderEnrollment();
    await u.clear(screen.getByLabelText(/Nom complet/));
    await u.clear(screen.getByLabelText(/Adresse e-mail/));
    await u.click(await screen.findByRole('button', { name: 'Confirmer la commande' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Le nom complet est obligatoire');
    expect(screen.getByText('L’adresse e-mail est obligatoire')).toBeDefined();
    expect(screen.getAllByText('Le créneau de rendez-vous est obligatoire').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Jour').getAttribute('aria-invalid')).toBe('true');

    await u.type(screen.getByLabelText(/Adresse e-mail/), 'amira@example');
    await u.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeDefined();
  });

  it('offers only the opening hours for the appointment', async () => {
    const u = user();
    await renderEnrollment();
    const days = within(screen.getByLabelText('Jour'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(days).not.toContain('2026-11-22'); // Sunday
    expect(days).not.toContain('2026-11-29'); // Sunday
    expect(days).toContain('2026-11-28'); // Saturday
    await u.selectOptions(screen.getByLabelText('Jour'), '2026-11-28');
    const times = within(screen.getByLabelText('Heure'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(times.at(1)).toBe('09:00');
    expect(times.at(-1)).toBe('15:30');
  });

  it("refuses an empty promo code ('Please enter a promo code') without calling the API", async () => {
    const verify = vi.spyOn(api.coupons, 'verify');
    const u = user();
    await renderEnrollment();
    await u.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findAllByText('Veuillez saisir un code promo')).not.toHaveLength(0);
    expect(verify).not.toHaveBeenCalled();
  });

  it("shows 'Invalid promo code for this course' when the API refuses the code", async () => {
    vi.spyOn(api.coupons, 'verify').mockResolvedValue(
      apiRefusal(422, 'Invalid promo code for this course', 'PROMO_NOT_APPLICABLE'),
    );
    const u = user();
    await renderEnrollment();
    await u.type(screen.getByLabelText('Code promo'), 'SCRUM10');
    await u.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findAllByText('Code promo invalide pour cette formation')).not.toHaveLength(0);
    expect(screen.getByLabelText('Code promo').getAttribute('aria-invalid')).toBe('true');
    expect(summary().queryByText(/−/)).toBeNull();
  });

  it('applies a 15 % code with exact millimes and shows subtotal, promo and total', async () => {
    const totals = orderTotals(1190.5, 1, { type: 'percent', value: 15 });
    // 1190.5 − 15 % = 1011.925 exactly (178.575 off), never 1011.9249999….
    expect(totals).toEqual({ subtotal: 1190.5, discount: 178.575, total: 1011.925 });
    const verify = vi.spyOn(api.coupons, 'verify').mockResolvedValue(apiAnswer(200, bienvenue15(totals)));
    const u = user();
    await renderEnrollment();
    await u.type(screen.getByLabelText('Code promo'), 'bienvenue15');
    await u.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await summary().findByText('Remise (BIENVENUE15)')).toBeDefined();
    expect(verify).toHaveBeenCalledWith({ body: { code: 'bienvenue15', courseId: COURSE.id } });
    expect(summaryText()).toContain(`Sous-total${dt(1190.5)}`);
    expect(summaryText()).toContain(`Remise (BIENVENUE15)−${dt(178.575)}`);
    expect(summaryText()).toContain(`Total HT${dt(1011.925)}`);
    expect(dt(1011.925)).toMatch(/^1\s011,925 DT$/);
  });

  it('places an on-site order: enrollment, contact, promo use, payment, then the success page', async () => {
    const calls: string[] = [];
    const totals = orderTotals(1190.5, 1, { type: 'percent', value: 15 });
    /** Answers with `body` and notes the call's order. */
    const step = (name: string, status: number, body: unknown) => () => {
      calls.push(name);
      return Promise.resolve(apiAnswer(status, body));
    };
    vi.spyOn(api.coupons, 'verify').mockImplementation(step('verify', 200, bienvenue15(totals)));
    const create = vi
      .spyOn(api.enrollments, 'create')
      .mockImplementation(step('create', 201, enrollmentOf({ promoCode: 'BIENVENUE15', totals })));
    vi.spyOn(api.enrollments, 'connectionUser').mockImplementation(
      step('contact', 201, {
        fullName: 'Amira Ben Salah',
        email: 'amira.bensalah@example.tn',
        appointmentTime: '2026-11-23T09:00:00.000Z',
        courseId: COURSE.id,
        id: 3,
        createdAt: NOW.toISOString(),
        followUpBy: NOW.toISOString(),
      }),
    );
    const apply = vi.spyOn(api.coupons, 'apply').mockImplementation(
      step('apply', 201, {
        id: 1,
        code: 'BIENVENUE15',
        courseId: COURSE.id,
        enrollmentId: 40,
        userId: 1,
        discount: 178.575,
        createdAt: NOW.toISOString(),
      }),
    );
    vi.spyOn(api.payments, 'onsite').mockImplementation(step('onsite', 201, onsitePaymentOf(1011.925)));
    const u = user();
    await renderEnrollment();
    await chooseMondayAtTen(u);
    await u.type(screen.getByLabelText('Code promo'), 'BIENVENUE15');
    await u.click(screen.getByRole('button', { name: 'Appliquer' }));
    await summary().findByText('Remise (BIENVENUE15)');
    expect(calls).toEqual(['verify']);
    await u.click(screen.getByRole('button', { name: 'Confirmer la commande' }));

    await waitFor(() => {
      expect(currentLocation()).toBe(`/enrollment-success?course=${String(COURSE.id)}`);
    });
    // The promo code's use is recorded only once the order is confirmed.
    expect(calls).toEqual(['verify', 'create', 'contact', 'apply', 'onsite']);
    expect(create).toHaveBeenCalledWith({
      body: {
        courseId: COURSE.id,
        fullName: 'Amira Ben Salah',
        email: 'amira.bensalah@example.tn',
        appointmentTime: '2026-11-23T09:00:00.000Z',
        paymentMethod: 'onsite',
        promoCode: 'BIENVENUE15',
      },
    });
    expect(apply).toHaveBeenCalledWith({
      body: { code: 'BIENVENUE15', courseId: COURSE.id, enrollmentId: 40 },
    });
    expect(readDraft(COURSE.id)).toEqual({});
  });

  it("says 'already enrolled' from the API and keeps everything typed", async () => {
    vi.spyOn(api.enrollments, 'create').mockResolvedValue(
      apiRefusal(
        409,
        'You are already enrolled in this course. Please complete your payment.',
        'ALREADY_ENROLLED',
      ),
    );
    const u = user();
    await renderEnrollment();
    await u.clear(screen.getByLabelText(/Nom complet/));
    await u.type(screen.getByLabelText(/Nom complet/), 'Amira B. Salah');
    await chooseMondayAtTen(u);
    await u.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Vous êtes déjà inscrit à cette formation. Veuillez finaliser votre paiement.',
    );
    expect(screen.getByLabelText(/Nom complet/)).toHaveProperty('value', 'Amira B. Salah');
    expect(screen.getByLabelText('Heure')).toHaveProperty('value', '10:00');
  });

  it("says 'Failed to process enrollment' on any other failure, and a retry does not enroll twice", async () => {
    const create = vi.spyOn(api.enrollments, 'create').mockResolvedValue(apiAnswer(201, enrollmentOf()));
    vi.spyOn(api.enrollments, 'connectionUser').mockResolvedValue(
      apiAnswer(201, {
        fullName: 'A',
        email: 'a@b.tn',
        appointmentTime: NOW.toISOString(),
        courseId: 12,
        id: 1,
        createdAt: NOW.toISOString(),
        followUpBy: NOW.toISOString(),
      }),
    );
    const onsite = vi
      .spyOn(api.payments, 'onsite')
      .mockResolvedValueOnce(apiRefusal(500, 'boom', 'INTERNAL_ERROR'))
      .mockResolvedValueOnce(apiAnswer(201, onsitePaymentOf(1190.5)));
    const u = user();
    await renderEnrollment();
    await chooseMondayAtTen(u);
    await u.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Échec du traitement de l’inscription. Veuillez réessayer.',
    );
    expect(screen.getByLabelText('Jour')).toHaveProperty('value', '2026-11-23');

    await u.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    await waitFor(() => {
      expect(currentLocation()).toBe(`/enrollment-success?course=${String(COURSE.id)}`);
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(onsite).toHaveBeenCalledTimes(2);
  });

  it('sends an anonymous visitor to login, returning here, with what was typed kept', async () => {
    const create = vi.spyOn(api.enrollments, 'create');
    const u = user();
    await renderEnrollment(false);
    expect(screen.getByText(/Connectez-vous pour confirmer votre pré-inscription/)).toBeDefined();
    await u.type(screen.getByLabelText(/Nom complet/), 'Amira Ben Salah');
    await u.type(screen.getByLabelText(/Adresse e-mail/), 'amira.pro@example.tn');
    await chooseMondayAtTen(u);
    await u.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    await waitFor(() => {
      expect(currentLocation()).toBe(
        `/login?returnTo=${encodeURIComponent(`/session/${String(COURSE.id)}/enroll`)}`,
      );
    });
    expect(create).not.toHaveBeenCalled();
    expect(readDraft(COURSE.id)).toMatchObject({
      fullName: 'Amira Ben Salah',
      email: 'amira.pro@example.tn',
      appointmentTime: '2026-11-23T10:00:00+01:00',
      paymentMethod: 'onsite',
    });
  });

  it('restores a kept draft over the learner’s details', async () => {
    sessionStorage.setItem(
      `enrolment-draft:${String(COURSE.id)}`,
      JSON.stringify({
        fullName: 'Amira (bureau)',
        appointmentTime: '2026-11-24T14:30:00+01:00',
        paymentMethod: 'online',
        promoCode: 'PMP200',
      }),
    );
    await renderEnrollment();
    expect(screen.getByLabelText(/Nom complet/)).toHaveProperty('value', 'Amira (bureau)');
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveProperty('value', 'amira.bensalah@example.tn');
    expect(screen.getByLabelText('Jour')).toHaveProperty('value', '2026-11-24');
    expect(screen.getByLabelText('Heure')).toHaveProperty('value', '14:30');
    expect(screen.getByLabelText(/En ligne/)).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Code promo')).toHaveProperty('value', 'PMP200');
  });

  it('reads "already pre-enrolled" when the learner has enrolled, and asks to complete the payment', async () => {
    vi.spyOn(api.payments, 'hasPayment').mockResolvedValue(
      apiAnswer(200, { hasPayment: true, status: 'pending', enrollmentId: 40 }),
    );
    vi.spyOn(api.enrollments, 'mine').mockResolvedValue(
      apiAnswer(200, [enrollmentOf({ paymentMethod: 'online', paymentStatus: 'failed' })]),
    );
    await renderEnrollment();
    expect(await screen.findByRole('button', { name: 'Déjà pré-inscrit' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Vous êtes déjà inscrit à cette formation. Veuillez finaliser votre paiement.'),
    ).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Réessayer le paiement' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Confirmer la commande' })).toBeNull();
  });

  it('refuses a full session and a past one: the button says why and is disabled', async () => {
    vi.spyOn(api.courses, 'byId').mockResolvedValue(apiAnswer(200, { ...COURSE, enrolledCount: 16 }));
    await renderEnrollment();
    expect(await screen.findByRole('button', { name: 'Session complète' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Confirmer la commande' })).toBeNull();
  });

  it('says the session has ended when its last date is past', async () => {
    vi.spyOn(api.courses, 'byId').mockResolvedValue(
      apiAnswer(200, {
        ...COURSE,
        sessionDates: [{ startDate: '2026-11-12', endDate: '2026-11-13', timeRange: '09:00–17:00' }],
      }),
    );
    await renderEnrollment();
    expect(await screen.findByRole('button', { name: 'Session terminée' })).toHaveProperty('disabled', true);
  });

  it("says 'Failed to load course data' with a retry, and 'Course not found' for an unknown course", async () => {
    vi.spyOn(api.courses, 'byId').mockResolvedValueOnce(
      apiAnswer(500, { statusCode: 500, error: 'x', message: 'x' }),
    );
    authStore.signIn(TEST_LEARNER, 'token-1');
    renderPage(<EnrollmentPage />, { url: '/session/12/enroll', path: '/session/:id/enroll' });
    expect(await screen.findByText('Impossible de charger les données de la formation')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Pré-inscription : ${COURSE.title}` }),
    ).toBeDefined();
  });

  it('says the course is not found for an unknown id', async () => {
    vi.spyOn(api.courses, 'byId').mockResolvedValue(apiRefusal(404, 'Course not found'));
    renderPage(<EnrollmentPage />, { url: '/session/999/enroll', path: '/session/:id/enroll' });
    expect(await screen.findByText('Formation introuvable')).toBeDefined();
  });

  it('tells an anonymous visitor who applies a code to log in, without leaving the page', async () => {
    const verify = vi.spyOn(api.coupons, 'verify');
    const u = user();
    await renderEnrollment(false);
    await u.type(screen.getByLabelText(/Nom complet/), 'Amira Ben Salah');
    await u.type(screen.getByLabelText('Code promo'), 'bienvenue15');
    await u.click(screen.getByRole('button', { name: 'Appliquer' }));
    const message = await screen.findByText(/^Connectez-vous pour appliquer un code promo\./);
    expect(within(message).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/session/${String(COURSE.id)}/enroll`)}`,
    );
    expect(screen.getByLabelText('Code promo').getAttribute('aria-describedby')).toBe(
      message.parentElement?.id,
    );
    expect(currentLocation()).toBe(`/session/${String(COURSE.id)}/enroll`);
    expect(verify).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Code promo')).toHaveProperty('value', 'bienvenue15');
    expect(screen.getByLabelText(/Nom complet/)).toHaveProperty('value', 'Amira Ben Salah');
  });

  it('says so in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    try {
      const u = user();
      renderPage(<EnrollmentPage />, {
        url: `/session/${String(COURSE.id)}/enroll`,
        path: '/session/:id/enroll',
      });
      await screen.findByRole('heading', { level: 1, name: `التسجيل المسبق: ${COURSE.title}` });
      await u.type(screen.getByLabelText('الرمز الترويجي'), 'BIENVENUE15');
      await u.click(screen.getByRole('button', { name: 'تطبيق' }));
      const message = await screen.findByText(/^سجّل الدخول لتطبيق الرمز الترويجي\./);
      expect(within(message).getByRole('link', { name: 'تسجيل الدخول' })).toBeDefined();
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('renders in Arabic', async () => {
    await i18n.changeLanguage('ar');
    try {
      await renderEnrollmentAr();
      expect(screen.getByLabelText('اليوم')).toBeDefined();
      expect(screen.getByRole('button', { name: 'تأكيد الطلب' })).toBeDefined();
      expect(screen.getByText('ملخص الطلب')).toBeDefined();
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});

async function renderEnrollmentAr() {
  authStore.signIn(TEST_LEARNER, 'token-1');
  renderPage(<EnrollmentPage />, {
    url: `/session/${String(COURSE.id)}/enroll`,
    path: '/session/:id/enroll',
  });
  await screen.findByRole('heading', { level: 1, name: `التسجيل المسبق: ${COURSE.title}` });
}
