import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectHeadingOutline, switchTo } from '@/features/static-pages/testing/page-test-kit';
import { renderPage } from '@/testing/render-page';

import { TermsOfSalePage } from './terms-of-sale-page';

describe('general terms of sale page', () => {
  it('numbers twelve articles from purpose to governing law', () => {
    const { container } = renderPage(<TermsOfSalePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeTruthy();
    expectHeadingOutline(container);
    const articles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(articles).toHaveLength(12);
    expect(articles[0]).toBe('Article 1 – Objet');
    expect(articles).toContain('Article 6 – Annulation et report par le client');
    expect(articles).toContain('Article 7 – Annulation et report par Formation Pro');
    expect(articles[11]).toBe('Article 12 – Droit applicable et juridiction compétente');
  });

  it('states prices, payment, promo codes, guaranteed sessions and the courts of Tunis', () => {
    renderPage(<TermsOfSalePage />);
    expect(screen.getByText(/en dinars tunisiens \(DT\), hors taxes, par participant/)).toBeTruthy();
    expect(screen.getByText(/entre le paiement en ligne.*et le paiement sur place/)).toBeTruthy();
    expect(screen.getByText(/un seul code est utilisable par inscription/)).toBeTruthy();
    expect(screen.getByText(/nombre minimum de participants/)).toBeTruthy();
    expect(screen.getByText(/« session garantie »/)).toBeTruthy();
    expect(screen.getByText(/tribunaux compétents de Tunis/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').some((item) => item.textContent.includes('50 % du prix'))).toBe(
      true,
    );
  });

  it('renders in Arabic', async () => {
    await switchTo('ar');
    renderPage(<TermsOfSalePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'الشروط العامة للبيع' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'الفصل 1 – الموضوع' })).toBeTruthy();
    expect(screen.getByText(/المحاكم المختصة بتونس/)).toBeTruthy();
  });
});
