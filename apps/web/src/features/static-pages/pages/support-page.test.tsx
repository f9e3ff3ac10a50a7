import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectHeadingOutline, switchTo } from '@/features/static-pages/testing/page-test-kit';
import { renderPage } from '@/testing/render-page';

import { SupportPage } from './support-page';

describe('support page', () => {
  it('says how to reach technical support: phone, e-mail and the form with its category chosen', () => {
    const { container } = renderPage(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support technique' })).toBeTruthy();
    expectHeadingOutline(container);
    const reach = within(screen.getByRole('region', { name: 'Nous joindre' }));
    expect(reach.getByRole('link', { name: '+216 70 123 456' }).getAttribute('href')).toBe(
      'tel:+21670123456',
    );
    expect(reach.getByRole('link', { name: 'contact@formation-pro.tn' }).getAttribute('href')).toBe(
      'mailto:contact@formation-pro.tn',
    );
    expect(reach.getByRole('link', { name: 'Ouvrir le formulaire de contact' }).getAttribute('href')).toBe(
      '/contact?category=support',
    );
  });

  it('gives the opening hours (product rules 9)', () => {
    renderPage(<SupportPage />);
    const hours = within(screen.getByRole('region', { name: 'Horaires du support' }));
    expect(hours.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Du lundi au vendredi',
      'Samedi',
      'Dimanche',
    ]);
    expect(hours.getAllByRole('definition').map((hour) => hour.textContent)).toEqual([
      '9 h 00 – 18 h 00',
      '9 h 00 – 16 h 00',
      'Fermé',
    ]);
  });

  it('explains the deactivated account, quoting the message the login shows', () => {
    renderPage(<SupportPage />);
    const deactivated = within(screen.getByRole('region', { name: 'Votre compte est désactivé' }));
    expect(
      deactivated.getByText(
        /« Votre compte est actuellement désactivé\. Veuillez contacter le support technique pour obtenir de l’aide\. »/,
      ),
    ).toBeTruthy();
    expect(deactivated.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders in English and in Arabic', async () => {
    await switchTo('en');
    const { unmount } = renderPage(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Technical support' })).toBeTruthy();
    expect(
      screen.getByText(
        /“Your account is currently deactivated\. Please contact technical support for help\.”/,
      ),
    ).toBeTruthy();
    unmount();
    await switchTo('ar');
    renderPage(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'الدعم الفني' })).toBeTruthy();
    expect(screen.getByText(/«حسابك معطّل حاليًا\. يرجى التواصل مع الدعم الفني للمساعدة\.»/)).toBeTruthy();
  });
});
