import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectHeadingOutline, switchTo } from '@/features/static-pages/testing/page-test-kit';
import { renderPage } from '@/testing/render-page';

import { AboutPage } from './about-page';

describe('about page', () => {
  it('tells the story, the figures, the approach and who we serve, then leads to contact', () => {
    const { container } = renderPage(<AboutPage />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Depuis 2012, nous formons les professionnels qui font avancer les organisations',
      }),
    ).toBeTruthy();
    expectHeadingOutline(container);
    for (const title of [
      'Notre histoire',
      'Notre mission',
      'Formation Pro en chiffres',
      'Nos valeurs',
      'Notre approche pédagogique',
      'Ceux que nous accompagnons',
      'Partenaires et accréditations',
      'Parlons de votre projet de formation',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();

    const figures = within(screen.getByRole('region', { name: 'Formation Pro en chiffres' }));
    for (const value of ['10+', '600+', '95', '96 %', '89 %', '95 %'])
      expect(figures.getByText(value).getAttribute('dir')).toBe('ltr');

    for (const audience of ['Entreprises', 'Particuliers', 'PME', 'Institutions publiques', 'Étudiants'])
      expect(screen.getByRole('heading', { level: 3, name: audience })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Des formateurs certifiés et expérimentés' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Un apprentissage mixte' })).toBeTruthy();
    expect(screen.getByText(/partenaire de formation agréé/)).toBeTruthy();

    const contactLinks = screen.getAllByRole('link', { name: 'Nous contacter' });
    expect(contactLinks.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/contact']);
    expect(document.title).toBe('À propos – Formation Pro, formation professionnelle à Tunis depuis 2012');
  });

  it('renders in Arabic', async () => {
    await switchTo('ar');
    renderPage(<AboutPage />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'منذ 2012، نكوّن المهنيين الذين يدفعون المؤسسات إلى الأمام',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'قيمنا' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'المؤسسات العمومية' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
