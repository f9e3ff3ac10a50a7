import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer, apiRefusal } from '@/testing/api-answer';
import { renderPage as renderInApp } from '@/testing/render-page';

import { SetNewPasswordPage } from './set-new-password-page';

beforeAll(() => {
  setUpI18n();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

function renderPage(token = TOKEN) {
  return renderInApp(<SetNewPasswordPage />, {
    url: `/set-new-password/${token}`,
    path: '/set-new-password/:token',
    routes: { '/login': 'Page de connexion' },
  });
}

const fill = (password: string, confirm: string) => {
  fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirmer le mot de passe/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
};

describe('set new password page', () => {
  it('new password and confirmation must match (product rules 5)', async () => {
    const reset = vi.spyOn(api.auth, 'resetPassword');
    renderPage();
    fill('Nouveau2026!', 'Nouveau2026?');
    expect((await screen.findByRole('alert')).textContent).toBe('Les mots de passe ne correspondent pas');
    expect(reset).not.toHaveBeenCalled();
  });

  it('sends the token and the new password, then goes to login', async () => {
    const reset = vi.spyOn(api.auth, 'resetPassword').mockResolvedValue(apiAnswer(200, { message: 'ok' }));
    renderPage();
    fill('Nouveau2026!', 'Nouveau2026!');
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(reset).toHaveBeenCalledWith({ body: { token: TOKEN, password: 'Nouveau2026!' } });
  });

  it('an expired or used link says so and offers to ask again', async () => {
    vi.spyOn(api.auth, 'resetPassword').mockResolvedValue(apiRefusal(422, 'x', 'RESET_TOKEN_INVALID'));
    renderPage();
    fill('Nouveau2026!', 'Nouveau2026!');
    expect(await screen.findByText('Lien invalide ou expiré')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });

  it('a token too short to be a link’s is refused at once', () => {
    renderPage('court');
    expect(screen.getByText('Lien invalide ou expiré')).toBeTruthy();
  });
});
