import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';

import { HomePage } from './home-page';

beforeAll(() => {
  setUpI18n();
});

beforeEach(() => {
  vi.spyOn(api.courses, 'list').mockResolvedValue(apiAnswer(200, []));
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderHome() {
  return renderPage(<HomePage />);
}

describe('home page', () => {
  it('has one h1 and its sections in order', async () => {
    vi.spyOn(api.blog, 'list').mockResolvedValue(apiAnswer(200, { results: [] }));
    renderHome();
    expect(await screen.findByText('Aucun article publié pour le moment.')).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Formation Pro en chiffres',
      'Nos solutions de formation',
      'Prochaines sessions',
      'Actualités et conseils',
      'Ce que disent nos participants',
      'Nos partenaires et accréditations',
      'Notre centre de formation',
    ]);
    expect(screen.getByRole('link', { name: 'Classes virtuelles' }).getAttribute('href')).toBe(
      '/solutions/sessions-en-ligne',
    );
    expect(screen.getByText('Universités tunisiennes')).toBeDefined();
    expect(screen.getByText('Salle de formation équipée').tagName).toBe('FIGCAPTION');
  });

  it('keeps the rest of the page when the blog fails', async () => {
    vi.spyOn(api.blog, 'list').mockRejectedValue(new Error('offline'));
    renderHome();
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Ce que disent nos participants' })).toBeDefined();
  });

  it('renders in Arabic', async () => {
    vi.spyOn(api.blog, 'list').mockResolvedValue(apiAnswer(200, { results: [] }));
    await i18n.changeLanguage('ar');
    try {
      renderHome();
      expect(await screen.findByText('لم يُنشر أي مقال بعد.')).toBeDefined();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('طوّر');
      expect(screen.getByRole('heading', { level: 2, name: 'شركاؤنا واعتماداتنا' })).toBeDefined();
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
