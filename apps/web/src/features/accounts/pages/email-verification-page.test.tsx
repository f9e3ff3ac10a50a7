import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { saveRegistration } from '@/features/accounts/sign-in/registration-storage';
import { api } from '@/shared/api/client';
import { setUpI18n } from '@/shared/i18n/i18n';
import { apiAnswer, apiRefusal } from '@/testing/api-answer';
import { renderPage as renderInApp } from '@/testing/render-page';

import { EmailVerificationPage } from './email-verification-page';

beforeAll(() => {
  setUpI18n();
});
afterEach(() => {
  sessionStorage.clear();
});

function renderPage() {
  return renderInApp(<EmailVerificationPage />, {
    url: '/email-verification',
    path: '/email-verification',
    routes: { '/login': 'Page de connexion' },
  });
}

const keep = () => {
  saveRegistration({
    message: 'ok',
    user: { id: 30, fullName: 'Leïla Haddad', email: 'leila@example.tn' },
    verificationRequired: true,
    codeExpiresAt: new Date(Date.now() + 600_000).toISOString(),
    resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
  });
};

describe('email verification page', () => {
  it('keeps 6 digits of a pasted code, verifies, and leads on to login', async () => {
    keep();
    const verify = vi
      .spyOn(api.auth, 'verifyEmail')
      .mockResolvedValue(apiAnswer(200, { message: 'ok', email: 'leila@example.tn', verified: true }));
    renderPage();
    expect(screen.getByText('leila@example.tn')).toBeTruthy();
    const code = screen.getByLabelText<HTMLInputElement>('Code de vérification');
    fireEvent.change(code, { target: { value: ' 12-34 ٥٦ 78' } });
    expect(code.value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(verify).toHaveBeenCalledWith({ body: { email: 'leila@example.tn', code: '123456' } });
    expect(sessionStorage.getItem('registrationData')).toBeNull();
  });

  it('refuses a code that is not 6 digits, and shows the failure title on a refusal', async () => {
    keep();
    vi.spyOn(api.auth, 'verifyEmail').mockResolvedValue(apiRefusal(422, 'x', 'VERIFICATION_CODE_INVALID'));
    renderPage();
    fireEvent.change(screen.getByLabelText('Code de vérification'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    const codeError = await screen.findAllByText('Le code doit comporter exactement 6 chiffres');
    expect(codeError[0]?.closest('[role="alert"]')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Code de vérification'), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('heading', { name: 'Échec de la vérification' })).toBeTruthy();
    expect(screen.getByText('Ce code de vérification est incorrect.')).toBeTruthy();
  });

  it('holds the resend action back during the cooldown', () => {
    keep();
    renderPage();
    const resend = screen.getByRole('button', { name: /Renvoyer le code dans \d+ secondes/ });
    expect(resend).toHaveProperty('disabled', true);
  });
});
