import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { REGISTRATION_STORAGE_KEY } from '@/features/accounts/sign-in/registration-storage';
import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer, apiRefusal } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';

import { SignupPage } from './signup-page';

beforeAll(() => {
  setUpI18n();
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = function scrollIntoView() {
    return undefined;
  };
});
afterEach(async () => {
  sessionStorage.clear();
  await setUpI18n().changeLanguage('fr');
});

function renderSignup() {
  return renderPage(<SignupPage />, {
    url: '/signup',
    path: '/signup',
    routes: { '/email-verification': 'Vérification' },
  });
}

const type = (label: RegExp, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

function fill(values: { fullName: string; email: string; password: string; confirm: string }) {
  type(/^Nom complet/, values.fullName);
  type(/^Adresse e-mail/, values.email);
  type(/^Mot de passe/, values.password);
  type(/^Confirmer le mot de passe/, values.confirm);
}

describe('sign-up page', () => {
  it('shows the documented validation messages, the first one announced', async () => {
    const register = vi.spyOn(api.auth, 'register');
    renderSignup();
    fill({ fullName: ' Al ', email: 'a@b', password: 'court', confirm: 'autre' });
    fireEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Le nom complet doit contenir au moins 3 caractères',
    );
    for (const message of [
      'Veuillez saisir une adresse e-mail valide',
      'Le mot de passe doit contenir au moins 8 caractères',
      'Les mots de passe ne correspondent pas',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('chooses a phone prefix by keyboard and sends prefix, one space, number', async () => {
    const register = vi.spyOn(api.auth, 'register').mockResolvedValue(
      apiAnswer(201, {
        message: 'ok',
        user: { id: 30, fullName: 'Leïla Haddad', email: 'leila@example.tn' },
        verificationRequired: true,
        codeExpiresAt: '2026-11-22T00:10:00.000Z',
        resendAvailableAt: '2026-11-22T00:01:00.000Z',
      }),
    );
    renderSignup();
    const prefix = screen.getByRole('button', { name: /Indicatif/ });
    expect(prefix.textContent).toContain('+216');
    fireEvent.keyDown(prefix, { key: 'm' });
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'maroc' } });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]?.textContent).toContain('Maroc');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.getByRole('button', { name: /Indicatif/ }).textContent).toContain('+212');
    type(/^Téléphone/, '6 61 23 45 67');
    fill({
      fullName: 'Leïla Haddad',
      email: 'Leila@Example.tn',
      password: 'Formation2026!',
      confirm: 'Formation2026!',
    });
    fireEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText('Vérification')).toBeTruthy();
    expect(register).toHaveBeenCalledWith({
      body: {
        fullName: 'Leïla Haddad',
        email: 'leila@example.tn',
        phoneNumber: '+212 6 61 23 45 67',
        password: 'Formation2026!',
      },
    });
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_STORAGE_KEY) ?? 'null')).toMatchObject({
      user: { email: 'leila@example.tn' },
    });
  });

  it('a taken email keeps the visitor on the page with every value typed', async () => {
    vi.spyOn(api.auth, 'register').mockResolvedValue(apiRefusal(409, 'Email already exists', 'EMAIL_TAKEN'));
    renderSignup();
    fill({
      fullName: 'Amira Ben Salah',
      email: 'amira@example.tn',
      password: 'Formation2026!',
      confirm: 'Formation2026!',
    });
    fireEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    const message = await screen.findByText('Un compte existe déjà avec cette adresse e-mail.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Nom complet/).value).toBe('Amira Ben Salah');
    expect(screen.getByLabelText<HTMLInputElement>(/^Mot de passe/).value).toBe('Formation2026!');
  });

  it('renders in Arabic with country names in Arabic', async () => {
    await setUpI18n().changeLanguage('ar');
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /تونس/ })).toBeTruthy();
  });
});
