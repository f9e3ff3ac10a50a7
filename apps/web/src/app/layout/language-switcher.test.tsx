import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import '@/shared/i18n/i18n-types';

import { LANGUAGE_STORAGE_KEY, setUpI18n } from '@/shared/i18n/i18n';

import { LanguageSwitcher } from './language-switcher';

beforeAll(() => {
  setUpI18n();
});

describe('language selector', () => {
  it('is French by default, and Arabic turns the page right-to-left and is remembered', async () => {
    render(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Langue du site' });
    expect(document.documentElement).toHaveProperty('lang', 'fr');
    expect(document.documentElement).toHaveProperty('dir', 'ltr');

    await userEvent.selectOptions(select, 'ar');
    expect(document.documentElement).toHaveProperty('lang', 'ar');
    expect(document.documentElement).toHaveProperty('dir', 'rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(screen.getByRole('combobox', { name: 'لغة الموقع' })).toHaveProperty('value', 'ar');

    await userEvent.selectOptions(select, 'en');
    expect(document.documentElement).toHaveProperty('dir', 'ltr');
  });
});
