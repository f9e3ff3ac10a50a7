import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COURSE, enrollmentOf } from '@/features/enrollment/testing/enrollment-fixtures';
import {
  dt,
  mockEnrollmentCalls,
  renderEnrollment,
  resetEnrollmentCalls,
  summaryText,
} from '@/features/enrollment/testing/enrollment-page-kit';
import { api } from '@/shared/api/client';
import { authStore } from '@/shared/auth/auth-store';
import { apiAnswer, apiRefusal } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';
import { TEST_LEARNER } from '@/testing/test-learner';

import { EnrollmentPage } from './enrollment-page';

beforeEach(mockEnrollmentCalls);
afterEach(resetEnrollmentCalls);

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

  it('renders in Arabic', async () => {
    await i18n.changeLanguage('ar');
    await renderEnrollment({ title: `التسجيل المسبق: ${COURSE.title}` });
    expect(screen.getByLabelText('اليوم')).toBeDefined();
    expect(screen.getByRole('button', { name: 'تأكيد الطلب' })).toBeDefined();
    expect(screen.getByText('ملخص الطلب')).toBeDefined();
  });
});
