import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { COURSE, enrollmentOf } from '@/features/enrollment/testing/enrollment-fixtures';
import { api } from '@/shared/api/client';
import { authStore } from '@/shared/auth/auth-store';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';
import { TEST_LEARNER } from '@/testing/test-learner';

import { EnrollmentSuccessPage } from './enrollment-success-page';

beforeAll(() => {
  setUpI18n();
});

afterEach(() => {
  authStore.signOut();
  vi.restoreAllMocks();
});

const related = [
  {
    ...COURSE,
    id: 13,
    title: 'CAPM® – Certified Associate in Project Management',
    slug: 'capm-certification',
    domain: 'Gestion de projet',
  },
  {
    ...COURSE,
    id: 14,
    title: 'PMI-RMP® – gestion des risques',
    slug: 'pmi-rmp-gestion-risques',
    domain: 'Gestion de projet',
  },
];

describe('enrollment success page', () => {
  it('says an advisor follows up within 24 hours, recaps the order and suggests further trainings', async () => {
    const relatedCall = vi.spyOn(api.courses, 'related').mockResolvedValue(apiAnswer(200, related));
    vi.spyOn(api.enrollments, 'mine').mockResolvedValue(apiAnswer(200, [enrollmentOf()]));
    authStore.signIn(TEST_LEARNER, 'token-1');
    renderPage(<EnrollmentSuccessPage />, {
      url: `/enrollment-success?course=${String(COURSE.id)}`,
      path: '/enrollment-success',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pré-inscription enregistrée' })).toBeDefined();
    expect(
      screen.getByText('Un conseiller vous contactera dans les 24 heures pour finaliser votre inscription.'),
    ).toBeDefined();
    expect(await screen.findByRole('heading', { level: 3, name: related[0]?.title ?? '' })).toBeDefined();
    expect(
      screen.getByRole('link', { name: `Voir la formation ${related[1]?.title ?? ''}` }).getAttribute('href'),
    ).toBe('/session/pmi-rmp-gestion-risques');
    expect(relatedCall).toHaveBeenCalledWith({ params: { id: COURSE.id }, query: { limit: 3 } });
    expect(await screen.findByText('En attente')).toBeDefined();
    expect(screen.getByText('Sur place')).toBeDefined();
    expect(screen.getByText(/lundi 23 novembre 2026/)).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('still says the follow-up without a course', () => {
    const relatedCall = vi.spyOn(api.courses, 'related');
    renderPage(<EnrollmentSuccessPage />, { url: '/enrollment-success', path: '/enrollment-success' });
    expect(
      screen.getByText('Un conseiller vous contactera dans les 24 heures pour finaliser votre inscription.'),
    ).toBeDefined();
    expect(relatedCall).not.toHaveBeenCalled();
  });

  it('renders in Arabic', async () => {
    vi.spyOn(api.courses, 'related').mockResolvedValue(apiAnswer(200, related));
    await i18n.changeLanguage('ar');
    try {
      renderPage(<EnrollmentSuccessPage />, {
        url: `/enrollment-success?course=${String(COURSE.id)}`,
        path: '/enrollment-success',
      });
      expect(screen.getByText('سيتصل بك أحد مستشارينا في غضون 24 ساعة لإتمام تسجيلك.')).toBeDefined();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'قد تهمّك أيضًا هذه الدورات' }),
      ).toBeDefined();
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
