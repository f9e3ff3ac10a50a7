import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectHeadingOutline, switchTo } from '@/features/static-pages/testing/page-test-kit';
import { renderPage } from '@/testing/render-page';

import { UnderConstructionPage } from './under-construction-page';

describe('under-construction page', () => {
  it('says what is coming, gives the phone and leads to contact and home', () => {
    const { container } = renderPage(<UnderConstructionPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cette page est en construction' })).toBeTruthy();
    expectHeadingOutline(container);
    expect(screen.getByRole('heading', { level: 2, name: 'À quoi vous attendre' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(5);

    const phone = screen.getByRole('link', { name: '+216 70 123 456' });
    expect(phone.getAttribute('href')).toBe('tel:+21670123456');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('shows what is being built on a board with the task labels: to do, in progress, testing, done', () => {
    renderPage(<UnderConstructionPage />);
    const columns = screen.getAllByRole('region').filter((region) => region.hasAttribute('data-status'));
    expect(columns.map((column) => within(column).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'À faire2 éléments',
      'En cours1 élément',
      'En test1 élément',
      'Terminé1 élément',
    ]);
    const done = within(screen.getByRole('region', { name: /^Terminé/ }));
    expect(done.getByRole('heading', { level: 4 }).textContent).toBe('Un accompagnement personnalisé');
  });

  it('renders in Arabic', async () => {
    await switchTo('ar');
    renderPage(<UnderConstructionPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'هذه الصفحة قيد الإنشاء' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ما الذي ينتظركم' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/');
    for (const label of ['للإنجاز', 'قيد الإنجاز', 'قيد الاختبار', 'مُنجز'])
      expect(screen.getByRole('region', { name: new RegExp(`^${label}`) })).toBeTruthy();
    expect(screen.getByRole('region', { name: /^للإنجاز/ }).textContent).toContain('عنصران');
  });

  it('renders in English', async () => {
    await switchTo('en');
    renderPage(<UnderConstructionPage />);
    for (const label of ['To do', 'In progress', 'Testing', 'Done'])
      expect(screen.getByRole('region', { name: new RegExp(`^${label}`) })).toBeTruthy();
  });
});
