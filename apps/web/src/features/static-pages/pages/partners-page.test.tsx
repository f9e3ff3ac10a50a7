import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectHeadingOutline, switchTo } from '@/features/static-pages/testing/page-test-kit';
import { renderPage } from '@/testing/render-page';

import { PartnersPage } from './partners-page';

describe('partners page', () => {
  it('shows the kinds of partners of the home page and the bodies whose certifications are prepared', () => {
    const { container } = renderPage(<PartnersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nos partenaires et accréditations' })).toBeTruthy();
    expectHeadingOutline(container);
    const kinds = within(screen.getByRole('region', { name: 'Avec qui nous travaillons' }));
    expect(kinds.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Organismes certificateurs internationaux',
      'Universités tunisiennes',
      'Écoles d’ingénieurs',
      'Chambres de commerce et d’industrie',
      'Éditeurs cloud',
      'Associations professionnelles de gestion de projet',
      'Centres d’examen agréés',
      'Réseaux d’entrepreneurs',
    ]);
    const bodies = within(
      screen.getByRole('region', { name: 'Les organismes dont nous préparons les certifications' }),
    );
    expect(bodies.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(bodies.getByText('PMP®, CAPM®, PMI-RMP® et PMI-ACP®')).toBeTruthy();
  });

  it('leads to the certifications and to a partnership request', () => {
    renderPage(<PartnersPage />);
    expect(screen.getByRole('link', { name: 'Les certifications préparées' }).getAttribute('href')).toBe(
      '/certifications',
    );
    for (const name of ['Devenir partenaire', 'Nous écrire'])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/contact?category=partnership');
  });

  it('renders in English and in Arabic', async () => {
    await switchTo('en');
    const { unmount } = renderPage(<PartnersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our partners and accreditations' })).toBeTruthy();
    unmount();
    await switchTo('ar');
    renderPage(<PartnersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'شركاؤنا واعتماداتنا' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'الجامعات التونسية' })).toBeTruthy();
  });
});
