import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';
import { testCourse } from '@/testing/test-course';

import { SessionsPage } from './sessions-page';

beforeAll(() => {
  setUpI18n();
});

const courses = [
  testCourse(1, {
    title: 'Scrum Master PSM I',
    type: 'Classe virtuelle',
    generalSchedule: 'After-work (18h–21h)',
  }),
  testCourse(2, { title: 'PMP – préparation', type: 'Hybride', originalPrice: 2900, discountedPrice: 2490 }),
  ...Array.from({ length: 13 }, (_, i) =>
    testCourse(10 + i, {
      title: `Atelier ${String(i + 1).padStart(2, '0')}`,
      sessionDates: [
        { startDate: `2099-11-${String(i + 10)}`, endDate: `2099-11-${String(i + 10)}`, timeRange: '' },
      ],
    }),
  ),
];

beforeEach(() => {
  vi.spyOn(api.courses, 'list').mockResolvedValue(apiAnswer(200, courses));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('fr');
});

describe('sessions page', () => {
  it('shows the first page, soonest first, with the range and the total', async () => {
    renderPage(<SessionsPage />, { url: '/sessions', path: '/sessions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sessions à venir' })).toBeDefined();
    expect(await screen.findByText('1–12 sur 15')).toBeDefined();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(12);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Atelier 01');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/sessions?page=2');
  });

  it('reads filters from the URL and keeps them in the page links', async () => {
    renderPage(<SessionsPage />, {
      url: '/sessions?format=online&format=hybrid&sort=price-desc',
      path: '/sessions',
    });
    expect(await screen.findByText('1–2 sur 2')).toBeDefined();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['PMP – préparation', 'Scrum Master PSM I']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'À distance' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'En présentiel' }).checked).toBe(false);
    // The promo price: final 2490, original struck through.
    expect(screen.getByText('2 900 DT').tagName).toBe('DEL');
  });

  it('says "No sessions found" with the hint and a reset when nothing matches', async () => {
    renderPage(<SessionsPage />, { url: '/sessions?search=kubernetes', path: '/sessions' });
    expect(await screen.findByText('Aucune session trouvée')).toBeDefined();
    expect(
      screen.getByText('Essayez d’ajuster vos filtres ou votre recherche pour voir plus de sessions.'),
    ).toBeDefined();
    const resets = screen.getAllByRole('link', { name: 'Réinitialiser les filtres' });
    expect(resets.map((link) => link.getAttribute('href'))).toContain('/sessions');
  });

  it('renders in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    renderPage(<SessionsPage />, { url: '/sessions?search=zzzz', path: '/sessions' });
    expect(screen.getByRole('heading', { level: 1, name: 'الدورات القادمة' })).toBeDefined();
    expect(await screen.findByText('لم يتم العثور على أي دورة')).toBeDefined();
  });
});
