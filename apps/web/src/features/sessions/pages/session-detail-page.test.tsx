import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Comment } from '@formation/contract';

import '@/shared/i18n/i18n-types';

import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';
import { testCourse } from '@/testing/test-course';

import { SessionDetailPage } from './session-detail-page';

beforeAll(() => {
  setUpI18n();
});

const comment = (id: number, rate: number, content: string): Comment => ({
  id,
  content,
  rate,
  courseId: 7,
  userId: 50 + id,
  user: { id: 50 + id, fullName: `Participant ${String(id)}`, image: null },
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
});

beforeEach(() => {
  vi.spyOn(api.comments, 'listForCourse').mockResolvedValue(
    apiAnswer(200, [comment(1, 5, '<img src=x onerror="alert(1)">Excellent'), comment(2, 4, 'Très bien')]),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('fr');
});

const page = (slug: string) =>
  renderPage(<SessionDetailPage />, { url: `/session/${slug}`, path: '/session/:slug' });

describe('session detail page', () => {
  it('says "Session not found" and "Course not found" for an unknown slug', async () => {
    vi.spyOn(api.courses, 'bySlug').mockResolvedValue(
      apiAnswer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Course not found' }),
    );
    page('inconnue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Session introuvable' })).toBeDefined();
    expect(screen.getByText('Formation introuvable')).toBeDefined();
  });

  it('shows the course, its tabs, the enroll link, the average of the comments and their text as text', async () => {
    vi.spyOn(api.courses, 'bySlug').mockResolvedValue(
      apiAnswer(
        200,
        testCourse(7, { title: 'ITIL® 4 Foundation', objectives: ['Comprendre le SVS'], isNew: true }),
      ),
    );
    page('formation-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'ITIL® 4 Foundation' })).toBeDefined();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Programme',
      'Objectifs',
      'Calendrier',
      'Inclus',
    ]);
    expect(screen.getAllByText('Nouveau').length).toBeGreaterThan(0);
    const facts = screen.getByRole('complementary', { name: 'En bref' });
    expect(within(facts).getByRole('link', { name: 'S’inscrire maintenant' }).getAttribute('href')).toBe(
      '/session/7/enroll',
    );
    const reviews = screen.getByRole('region', { name: 'Avis des participants' });
    expect(await within(reviews).findByText('4,5/5')).toBeDefined();
    expect(within(reviews).getByText('(2 avis)')).toBeDefined();
    expect(within(reviews).getByText('<img src=x onerror="alert(1)">Excellent')).toBeDefined();
    expect(reviews.querySelector('img')).toBeNull();
    expect(within(reviews).getByText('Vous devez être connecté pour commenter')).toBeDefined();
  });

  it('rates a course from its comments, whatever rating fields the backend sends or leaves out', async () => {
    const {
      ratingAverage: _a,
      ratingCount: _c,
      ...specOnly
    } = testCourse(7, { ratingAverage: 2, ratingCount: 9 });
    vi.spyOn(api.courses, 'bySlug').mockResolvedValue(apiAnswer(200, specOnly));
    page('formation-7');
    const facts = await screen.findByRole('complementary', { name: 'En bref' });
    // Two comments rated 5 and 4 (beforeEach): 4.5 out of 5 from 2 reviews, in the facts too.
    expect(await within(facts).findByText('4,5/5')).toBeDefined();
    expect(within(facts).getByText('(2 avis)')).toBeDefined();
  });

  it('says the session has ended when every date is past', async () => {
    vi.spyOn(api.courses, 'bySlug').mockResolvedValue(
      apiAnswer(
        200,
        testCourse(7, { sessionDates: [{ startDate: '2020-01-10', endDate: '2020-01-11', timeRange: '' }] }),
      ),
    );
    page('formation-7');
    expect(await screen.findByText('Session terminée')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'S’inscrire maintenant' })).toBeNull();
  });

  it('renders in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    vi.spyOn(api.courses, 'bySlug').mockResolvedValue(apiAnswer(200, testCourse(7)));
    page('formation-7');
    expect(await screen.findByRole('tab', { name: 'البرنامج' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'سجّل الآن' })).toBeDefined();
  });
});
