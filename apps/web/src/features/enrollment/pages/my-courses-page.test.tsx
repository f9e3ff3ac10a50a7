import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { formatDinars } from '@formation/domain';

import '@/shared/i18n/i18n-types';

import { enrollmentOf } from '@/features/enrollment/testing/enrollment-fixtures';
import { api } from '@/shared/api/client';
import { authStore } from '@/shared/auth/auth-store';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';
import { TEST_LEARNER } from '@/testing/test-learner';

import { MyCoursesPage } from './my-courses-page';

beforeAll(() => {
  setUpI18n();
});

afterEach(() => {
  authStore.signOut();
  vi.restoreAllMocks();
});

function renderMyCourses() {
  renderPage(<MyCoursesPage />, { url: '/mes-cours', path: '/mes-cours' });
}

describe('my courses page', () => {
  it('is restricted for anonymous visitors, with login (returning here) and sign-up', () => {
    const mine = vi.spyOn(api.enrollments, 'mine');
    renderMyCourses();
    expect(screen.getByRole('heading', { level: 1, name: 'Espace réservé aux membres' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Connexion' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/mes-cours')}`,
    );
    expect(screen.getByRole('link', { name: 'Inscription' })).toBeDefined();
    expect(mine).not.toHaveBeenCalled();
  });

  it('lists each course with its status, next date, total, next step and a link to the session', async () => {
    vi.spyOn(api.enrollments, 'mine').mockResolvedValue(
      apiAnswer(200, [
        enrollmentOf(),
        enrollmentOf({
          id: 41,
          courseId: 4,
          course: {
            id: 4,
            title: 'DevOps Foundation® – certification DevOps Institute',
            slug: 'devops-foundation',
            image: null,
            nextSession: null,
            location: 'En ligne',
            type: 'Classe virtuelle',
          },
          status: 'confirmed',
          paymentMethod: 'online',
          paymentStatus: 'succeeded',
        }),
        enrollmentOf({
          id: 42,
          courseId: 5,
          course: {
            id: 5,
            title: 'Kanban',
            slug: 'kanban-pilotage-flux',
            image: null,
            nextSession: '2026-12-19',
            location: 'Tunis',
            type: 'Présentiel',
          },
          paymentMethod: 'online',
          paymentStatus: 'failed',
        }),
      ]),
    );
    authStore.signIn(TEST_LEARNER, 'token-1');
    renderMyCourses();
    const cards = await screen.findAllByTestId('my-course');
    expect(cards).toHaveLength(3);
    const [onsite, confirmed, online] = cards.map((card) => within(card));
    expect(onsite?.getByText('En attente')).toBeDefined();
    expect(onsite?.getByText(/Prochaine session : 2 décembre 2026/)).toBeDefined();
    expect(cards[0]?.textContent).toContain(
      `réglez \u2066${formatDinars(1190.5, 'fr-FR')}\u2069 dans notre centre`,
    );
    expect(onsite?.getByRole('link', { name: /Voir la formation/ }).getAttribute('href')).toBe(
      '/session/pmp-preparation-certification',
    );
    expect(confirmed?.getByText('Confirmée')).toBeDefined();
    expect(confirmed?.getByText(/Date de session à confirmer/)).toBeDefined();
    expect(confirmed?.getByText(/Votre place est confirmée/)).toBeDefined();
    expect(online?.getByRole('link', { name: 'Finaliser le paiement' }).getAttribute('href')).toBe(
      '/session/5/enroll',
    );
  });

  it('has an empty state linking to the sessions', async () => {
    vi.spyOn(api.enrollments, 'mine').mockResolvedValue(apiAnswer(200, []));
    authStore.signIn(TEST_LEARNER, 'token-1');
    renderMyCourses();
    expect(await screen.findByText('Vous n’êtes inscrit à aucune formation pour le moment.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Découvrir les sessions à venir' }).getAttribute('href')).toBe(
      '/sessions',
    );
  });

  it('renders in Arabic', async () => {
    vi.spyOn(api.enrollments, 'mine').mockResolvedValue(apiAnswer(200, [enrollmentOf()]));
    authStore.signIn(TEST_LEARNER, 'token-1');
    await i18n.changeLanguage('ar');
    try {
      renderMyCourses();
      expect(screen.getByRole('heading', { level: 1, name: 'تكويناتي' })).toBeDefined();
      expect(await screen.findByText('قيد الانتظار')).toBeDefined();
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
