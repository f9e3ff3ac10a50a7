import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import '@/shared/i18n/i18n-types';

import { setUpI18n } from '@/shared/i18n/i18n';

import { CustomerReviews } from './customer-reviews';

beforeAll(() => {
  setUpI18n();
});

describe('customer reviews', () => {
  it('labels each rating and states the review claims', () => {
    render(<CustomerReviews />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ce que disent nos participants' })).toBeDefined();
    expect(screen.getAllByRole('img', { name: 'Note : 5 sur 5' })).toHaveLength(4);
    expect(screen.getAllByRole('img', { name: 'Note : 4 sur 5' })).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Amira B.')).toBeDefined();
    const summary = screen.getByText(/service de cartographie/);
    expect(summary.textContent).toContain('Environ 95 avis');
    expect(summary.textContent).toContain('96 % de participants satisfaits');
    expect(summary.querySelectorAll('[dir="ltr"]')).toHaveLength(2);
  });

  it('renders in Arabic', async () => {
    await i18n.changeLanguage('ar');
    try {
      render(<CustomerReviews />);
      expect(screen.getAllByRole('img', { name: 'التقييم: 5 من 5' })).toHaveLength(4);
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
