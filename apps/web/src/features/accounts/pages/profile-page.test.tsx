import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { api } from '@/shared/api/client';
import { authStore } from '@/shared/auth/auth-store';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer } from '@/testing/api-answer';
import { renderPage } from '@/testing/render-page';
import { TEST_LEARNER } from '@/testing/test-learner';

import { ProfilePage } from './profile-page';

beforeAll(() => {
  setUpI18n();
});
afterEach(async () => {
  authStore.signOut();
  localStorage.clear();
  await setUpI18n().changeLanguage('fr');
});

const storedUser = { ...TEST_LEARNER, phoneNumber: '+216 22 345 678' };
const profile = {
  id: 1,
  fullName: 'Amira Ben Salah',
  firstName: 'Amira',
  lastName: 'Ben Salah',
  email: 'amira.bensalah@example.tn',
  role: 'user',
  phoneNumber: '+216 22 345 678',
  position: 'Cheffe de projet',
  industry: 'Télécommunications',
  company: 'Médina Télécom',
  country: 'Tunisie',
  city: 'Tunis',
  address: '',
  birthDate: '1990-04-17',
  image: null,
  notifications: { email: true, sms: false, marketing: false },
  isEmailVerified: true,
  createdAt: '2025-01-10T09:00:00.000Z',
};

function renderProfile() {
  return renderPage(<ProfilePage />, { url: '/profile' });
}

describe('profile page', () => {
  it('anonymous visitors get the restricted view with login (returning here) and sign-up', () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Espace réservé aux membres' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connexion' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fprofile',
    );
  });

  it('shows the profile; an update merges into the stored user', async () => {
    authStore.signIn(storedUser, 'jwt');
    vi.spyOn(api.users, 'profile').mockResolvedValue(apiAnswer(200, profile));
    const update = vi.spyOn(api.users, 'update').mockResolvedValue(
      apiAnswer(200, {
        id: 1,
        fullName: 'Amira Ben Salah',
        email: 'amira.bensalah@example.tn',
        role: 'user',
        city: 'Sousse',
        image: null,
        profile: { ...profile, city: 'Sousse' },
      }),
    );
    renderProfile();
    const city = await screen.findByLabelText<HTMLInputElement>('Ville');
    expect(city.value).toBe('Tunis');
    expect(screen.getByLabelText<HTMLInputElement>('Téléphone').value).toBe('22 345 678');
    fireEvent.change(city, { target: { value: 'Sousse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await vi.waitFor(() => {
      const state = authStore.get();
      expect(state.status === 'authenticated' ? state.user.city : '').toBe('Sousse');
    });
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      params: { id: 1 },
      body: { city: 'Sousse', phoneNumber: '+216 22 345 678', fullName: 'Amira Ben Salah' },
    });
  });

  it('refuses a photo of the wrong type or size before upload', async () => {
    authStore.signIn(storedUser, 'jwt');
    vi.spyOn(api.users, 'profile').mockResolvedValue(apiAnswer(200, profile));
    renderProfile();
    const input = await screen.findByLabelText('Photo de profil');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('Choisissez une image JPEG, PNG ou WebP.')).toBeTruthy();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText('Cette image dépasse 2 Mo.')).toBeTruthy();
  });

  it('an update failure with a network error says so', async () => {
    authStore.signIn(storedUser, 'jwt');
    vi.spyOn(api.users, 'profile').mockResolvedValue(apiAnswer(200, profile));
    vi.spyOn(api.users, 'update').mockRejectedValue(new TypeError('Failed to fetch'));
    renderProfile();
    await screen.findByLabelText('Ville');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    const message = await screen.findByText('Erreur réseau. Veuillez vérifier votre connexion.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });
});
