import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectHeadingOutline, switchTo } from '@/features/static-pages/testing/page-test-kit';
import { renderPage } from '@/testing/render-page';

import { LegalNoticePage } from './legal-notice-page';

describe('legal notice page', () => {
  it('names the publisher without inventing a registration number, and covers data and storage', () => {
    const { container } = renderPage(<LegalNoticePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    expectHeadingOutline(container);
    for (const title of [
      'Éditeur du site',
      'Hébergement',
      'Propriété intellectuelle',
      'Données personnelles',
      'Cookies et stockage local',
      'Contact',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();

    expect(screen.getByText('Identifiant unique (RNE) : communiqué sur demande')).toBeTruthy();
    expect(screen.getByText(/société à responsabilité limitée \(SARL\)/)).toBeTruthy();
    expect(screen.getByText(/Les Berges du Lac 1, 1053 Tunis, Tunisie$/, { selector: 'li' })).toBeTruthy();
    expect(screen.getByText(/loi organique n° 2004-63 du 27 juillet 2004/)).toBeTruthy();
    expect(screen.getByText(/\(INPDP\)/)).toBeTruthy();
    expect(screen.getByText(/votre choix de langue/)).toBeTruthy();

    const phone = screen.getByRole('link', { name: '+216 70 123 456' });
    expect(phone.getAttribute('href')).toBe('tel:+21670123456');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link', { name: 'contact@formation-pro.tn' }).getAttribute('href')).toBe(
      'mailto:contact@formation-pro.tn',
    );

    const toc = within(screen.getByRole('navigation', { name: 'Sommaire' }));
    expect(toc.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#editeur',
      '#hebergement',
      '#propriete-intellectuelle',
      '#donnees-personnelles',
      '#cookies',
      '#contact',
    ]);
    expect(container.querySelector('#donnees-personnelles h2')?.textContent).toBe('Données personnelles');
  });

  it('renders in Arabic', async () => {
    await switchTo('ar');
    renderPage(<LegalNoticePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'البيانات القانونية' })).toBeTruthy();
    expect(screen.getByText('المعرّف الوحيد (RNE): يُقدَّم عند الطلب')).toBeTruthy();
    expect(screen.getByText(/الهيئة الوطنية لحماية المعطيات الشخصية/)).toBeTruthy();
  });
});
