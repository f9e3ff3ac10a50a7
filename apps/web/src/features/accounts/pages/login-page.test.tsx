import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { signInWelcome } from '@/features/accounts/sign-in/sign-in-welcome-store';
import { api } from '@/shared/api/client';
import { authStore } from '@/shared/auth/auth-store';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';

import { LoginPage } from './login-page';

beforeAll(() => {
  setUpI18n();
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(async () => {
  authStore.signOut();
  signInWelcome.dismiss();
  localStorage.clear();
  await setUpI18n().changeLanguage('fr');
});

function renderLogin(entry = '/login') {
  return renderPage(<LoginPage />, {
    url: entry,
    path: '/login',
    routes: { '/': 'Accueil', '/profile': 'Profil' },
  });
}

const user = {
  id: 1,
  fullName: 'Amira Ben Salah',
  email: 'amira.bensalah@example.tn',
  role: 'user',
  image: 'https://lh3.googleusercontent.com/a/x=s96-c',
};

describe('login page', () => {
  it('has its heading, fields, reset and sign-up links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    expect(screen.getByLabelText(/Adresse e-mail/).getAttribute('type')).toBe('email');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/signup');
  });

  it('requires email and password (product rules 5)', async () => {
    const login = vi.spyOn(api.auth, 'login');
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('L’adresse e-mail est obligatoire')).not.toHaveLength(0);
    expect(screen.getAllByText('Le mot de passe est obligatoire')).not.toHaveLength(0);
    expect(login).not.toHaveBeenCalled();
  });

  it('stores user and token, and goes to returnTo with the success dialog pending', async () => {
    vi.spyOn(api.auth, 'login').mockResolvedValue(apiAnswer(200, { user, token: { access_token: 'jwt' } }));
    renderLogin('/login?returnTo=%2Fprofile');
    fireEvent.change(screen.getByLabelText(/Adresse e-mail/), {
      target: { value: 'Amira.BenSalah@example.tn' },
    });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Profil')).toBeTruthy();
    const state = authStore.get();
    expect(state.status).toBe('authenticated');
    if (state.status === 'authenticated') {
      expect(state.token).toBe('jwt');
      expect(state.user.avatar).toBe('https://lh3.googleusercontent.com/a/x=s128-c');
    }
    expect(signInWelcome.get()).toEqual({ fullName: 'Amira Ben Salah', isNewUser: false });
  });

  it('a reply without a token is refused with the documented message', async () => {
    vi.spyOn(api.auth, 'login').mockResolvedValue(apiAnswer(200, { user }));
    renderLogin();
    fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'amira@example.tn' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Aucun jeton d’accès renvoyé par le serveur')).toHaveLength(2);
    expect(await screen.findByRole('dialog', { name: 'Échec de la connexion' })).toBeTruthy();
    expect(authStore.get().status).toBe('anonymous');
  });

  it('renders in Arabic', async () => {
    await setUpI18n().changeLanguage('ar');
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
  });
});
