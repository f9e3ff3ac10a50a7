import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { orderTotals } from '@formation/domain';

import { readDraft } from '@/features/enrollment/data/enrollment-draft';
import {
  COURSE,
  enrollmentOf,
  NOW,
  onsitePaymentOf,
} from '@/features/enrollment/testing/enrollment-fixtures';
import {
  bienvenue15,
  chooseMondayAtTen,
  mockEnrollmentCalls,
  renderEnrollment,
  resetEnrollmentCalls,
  summary,
  user,
} from '@/features/enrollment/testing/enrollment-page-kit';
import { api } from '@/shared/api/client';
import { apiAnswer, apiRefusal } from '@/testing/api-answer';
import { currentLocation } from '@/testing/render-page';

beforeEach(mockEnrollmentCalls);
afterEach(resetEnrollmentCalls);

describe('enrollment form', () => {
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
    await renderEnrollment({ signedIn: false });
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
});
