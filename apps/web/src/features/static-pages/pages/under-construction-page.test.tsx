import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectHeadingOutline, renderPage, switchTo, setUpPageTests } from '../testing/page-test-kit';
import { UnderConstructionPage } from './under-construction-page';

setUpPageTests();

describe('under-construction page', () => {
  it('says what is coming, gives the phone and leads to contact and home', () => {
    const { container } = renderPage(<UnderConstructionPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cette page est en construction' })).toBeTruthy();
    expectHeadingOutline(container);
    expect(screen.getByRole('heading', { level: 2, name: 'À quoi vous attendre' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);

    const phone = screen.getByRole('link', { name: '+216 70 123 456' });
    expect(phone.getAttribute('href')).toBe('tel:+21670123456');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('renders in Arabic', async () => {
    await switchTo('ar');
    renderPage(<UnderConstructionPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'هذه الصفحة قيد الإنشاء' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ما الذي ينتظركم' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/');
  });
});
