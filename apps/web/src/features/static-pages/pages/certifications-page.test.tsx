import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectHeadingOutline, switchTo } from '@/features/static-pages/testing/page-test-kit';
import { renderPage } from '@/testing/render-page';

import { CertificationsPage } from './certifications-page';

describe('certifications page', () => {
  it('groups the eighteen certifications by family, each linked to its sessions', () => {
    const { container } = renderPage(<CertificationsPage />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Préparez les certifications reconnues dans votre métier',
      }),
    ).toBeTruthy();
    expectHeadingOutline(container);
    expect(
      screen
        .getAllByRole('heading', { level: 3 })
        .slice(0, 7)
        .map((h) => h.textContent),
    ).toEqual([
      'Management de projet',
      'Agilité',
      'Services informatiques et gouvernance',
      'Cloud et DevOps',
      'Sécurité',
      'Données',
      'Test logiciel',
    ]);
    const names = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(names).toHaveLength(18);
    expect(names).toEqual(
      expect.arrayContaining([
        'PMP®',
        'CAPM®',
        'PMI-RMP®',
        'PMI-ACP®',
        'PRINCE2®',
        'ITIL® 4',
        'CISSP®',
        'ISTQB®',
      ]),
    );

    const projectManagement = within(screen.getByRole('region', { name: 'Management de projet' }));
    expect(projectManagement.getByRole('link', { name: /Sessions PMP®/ }).getAttribute('href')).toBe(
      '/sessions?search=PMP',
    );
    const data = within(screen.getByRole('region', { name: 'Données' }));
    const powerBi = data.getByRole('link', { name: /Sessions Power BI/ }).getAttribute('href') ?? '';
    expect(new URL(powerBi, 'http://site').searchParams.get('search')).toBe('Power BI');
  });

  it('claims the 95 % pass rate, explains the preparation and leads to contact', () => {
    renderPage(<CertificationsPage />);
    expect(screen.getByText('95 %').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('de réussite aux examens de certification')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Examens blancs' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Voucher et inscription' })).toBeTruthy();
    expect(
      screen
        .getAllByRole('link', { name: 'Être conseillé' })
        .every((link) => link.getAttribute('href') === '/contact'),
    ).toBe(true);
  });

  it('renders in Arabic, keeping the certification names in Latin script', async () => {
    await switchTo('ar');
    renderPage(<CertificationsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'حضّروا للشهادات المعترف بها في مهنتكم' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'إدارة المشاريع' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /دورات PMP®/ }).getAttribute('href')).toBe(
      '/sessions?search=PMP',
    );
  });
});
