import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';

import { LatestNews } from './latest-news';

beforeAll(() => {
  setUpI18n();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const words = (n: number) => Array.from({ length: n }, () => 'mot').join(' ');

const ARTICLES = [
  {
    id: 1,
    slug: 'reussir-pmp',
    title: 'Réussir la certification PMP® du premier coup',
    excerpt: 'Les étapes clés pour préparer sereinement l’examen PMP®.',
    description: 'Préparer le PMP®',
    content: `<p>${words(450)}</p>`,
    publishedAt: '2026-10-12T09:00:00.000Z',
  },
  {
    id: 2,
    slug: 'ia-rh',
    title: 'L’IA au service des ressources humaines',
    excerpt: '',
    description: 'Recrutement, formation, gestion des talents : ce que l’IA change déjà.',
    content: `<p>${words(100)}</p>`,
    publishedAt: '2026-09-30T09:00:00.000Z',
  },
  {
    id: 3,
    slug: 'scrum-equipes',
    title: 'Scrum dans les équipes distribuées',
    excerpt: 'Rituels et outils pour garder le rythme à distance.',
    description: 'Scrum à distance',
    content: `<p>${words(700)}</p>`,
  },
];

function renderNews() {
  return renderPage(<LatestNews />);
}

describe('latest news', () => {
  it('shows the three latest articles with date, reading time and links', async () => {
    const list = vi.spyOn(api.blog, 'list').mockResolvedValue(apiAnswer(200, { results: ARTICLES }));
    renderNews();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(list).toHaveBeenCalledWith({ query: { limit: 3, page: 1 } });

    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: /Réussir la certification PMP/ }).getAttribute('href')).toBe(
      '/blog/reussir-pmp',
    );
    expect(first.getByText('12 octobre 2026')).toBeDefined();
    expect(first.getByText('3 min de lecture')).toBeDefined();
    expect(first.getByText(/Les étapes clés/)).toBeDefined();
    // Without an excerpt, the description stands in.
    expect(within(items[1] as HTMLElement).getByText(/Recrutement, formation/)).toBeDefined();
    expect(within(items[1] as HTMLElement).getByText('1 min de lecture')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Tous les articles' }).getAttribute('href')).toBe('/blog');
  });

  it('reads the list under `data` too', async () => {
    vi.spyOn(api.blog, 'list').mockResolvedValue(apiAnswer(200, { data: ARTICLES.slice(0, 1) }));
    renderNews();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the error view, and retry loads again', async () => {
    const list = vi
      .spyOn(api.blog, 'list')
      .mockResolvedValueOnce(apiAnswer(500, {}))
      .mockResolvedValue(apiAnswer(200, { results: ARTICLES }));
    renderNews();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Réessayer');
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(list).toHaveBeenCalledTimes(2);
  });
});
