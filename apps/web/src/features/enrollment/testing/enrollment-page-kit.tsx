import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import { formatDinars, type orderTotals } from '@formation/domain';

import { EnrollmentPage } from '@/features/enrollment/pages/enrollment-page';
import { api } from '@/shared/api/client';
import { authStore } from '@/shared/auth/auth-store';
import { apiAnswer } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';
import { TEST_LEARNER } from '@/testing/test-learner';

import { COURSE, NOW } from './enrollment-fixtures';

/** Before each test: today is NOW, the course is COURSE and the learner has paid nothing. */
export function mockEnrollmentCalls(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(api.courses, 'byId').mockResolvedValue(apiAnswer(200, COURSE));
  vi.spyOn(api.payments, 'hasPayment').mockResolvedValue(
    apiAnswer(200, { hasPayment: false, status: null, enrollmentId: null }),
  );
}

/** After each test: signed out, no draft kept, real time, real calls. */
export function resetEnrollmentCalls(): void {
  authStore.signOut();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
}

/**
 * COURSE's enrollment page, signed in as TEST_LEARNER unless `signedIn` is false, once its h1 names
 * the course (`title`, in the page's language); the location is shown for `currentLocation()`.
 */
export async function renderEnrollment({
  signedIn = true,
  title = `Pré-inscription : ${COURSE.title}`,
}: { signedIn?: boolean; title?: string } = {}): Promise<void> {
  if (signedIn) authStore.signIn(TEST_LEARNER, 'token-1');
  renderPage(<EnrollmentPage />, {
    url: `/session/${String(COURSE.id)}/enroll`,
    path: '/session/:id/enroll',
    showLocation: true,
  });
  await screen.findByRole('heading', { level: 1, name: title });
}

export const dt = (amount: number) => formatDinars(amount, 'fr-FR');
export const user = () => userEvent.setup();
export const summary = () => within(screen.getByTestId('order-summary'));
export const summaryText = () => screen.getByTestId('order-summary').textContent;

export async function chooseMondayAtTen(u: ReturnType<typeof userEvent.setup>): Promise<void> {
  await u.selectOptions(screen.getByLabelText('Jour'), '2026-11-23');
  await u.selectOptions(screen.getByLabelText('Heure'), '10:00');
}

/** The coupon check's answer for BIENVENUE15 (15 %) with these totals. */
export function bienvenue15(totals: ReturnType<typeof orderTotals>) {
  return {
    valid: true,
    code: 'BIENVENUE15',
    discountType: 'percent',
    discountValue: 15,
    ...totals,
    expiresAt: null,
  };
}
