import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import '@/shared/i18n/i18n-types';

import { setUpI18n } from '@/shared/i18n/i18n';
import { renderPage } from '@/testing/render-page';

import { FavoritesPage } from './favorites-page';

beforeAll(() => {
  setUpI18n();
});

describe('favorites page', () => {
  it('is restricted for anonymous visitors, with login (returning here) and the manage wording', () => {
    renderPage(<FavoritesPage />, { url: '/mes-favoris', path: '/mes-favoris' });
    expect(screen.getByRole('heading', { level: 1, name: 'Espace réservé aux membres' })).toBeDefined();
    expect(screen.getByText('Connectez-vous pour gérer vos favoris.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Connexion' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fmes-favoris',
    );
  });
});
