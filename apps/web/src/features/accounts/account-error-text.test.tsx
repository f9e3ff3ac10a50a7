import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { MissingAccessTokenError } from '@formation/domain';

import '@/shared/i18n/i18n-types';

import { ApiRequestError } from '@/shared/api/api-error';
import { setUpI18n } from '@/shared/i18n/i18n';

import {
  useLoginErrorText,
  useProfileErrorText,
  useProviderErrorText,
  useRegistrationErrorText,
} from './account-error-text';
import {
  ProviderPopupError,
  ProviderUnavailableError,
  ProviderUserInfoError,
} from './identity/identity-provider';

beforeAll(() => {
  setUpI18n();
});

const body = (statusCode: number, message: string | string[], code?: string) => ({
  statusCode,
  error: 'Error',
  message,
  ...(code === undefined ? {} : { code }),
});

describe('account error texts (product rules 8), in French', () => {
  it('login: the translated code, else the server message, else the authentication error', () => {
    const { result } = renderHook(() => useLoginErrorText());
    const text = result.current;
    expect(text(new ApiRequestError(401, body(401, 'x', 'INVALID_CREDENTIALS')))).toBe(
      'Échec de la connexion ! Vérifiez vos identifiants !',
    );
    expect(text(new ApiRequestError(403, body(403, 'Account deactivated')))).toBe(
      'Votre compte est actuellement désactivé. Veuillez contacter le support technique pour obtenir de l’aide.',
    );
    expect(text(new ApiRequestError(400, body(400, 'Bad things')))).toBe('Bad things');
    expect(text(new ApiRequestError(500, null))).toBe('Erreur d’authentification. Veuillez réessayer.');
    expect(text(new MissingAccessTokenError())).toBe('Aucun jeton d’accès renvoyé par le serveur');
    expect(text(new TypeError('Failed to fetch'))).toBe('Erreur réseau. Veuillez vérifier votre connexion.');
  });

  it('registration: a message about an existing email becomes the email-exists text', () => {
    const { result } = renderHook(() => useRegistrationErrorText());
    expect(result.current(new ApiRequestError(400, body(400, 'This email already exists')))).toBe(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
    expect(result.current(new ApiRequestError(500, null))).toBe(
      'Une erreur est survenue lors de l’inscription. Veuillez réessayer.',
    );
  });

  it('provider: 401, 409, deactivated, popup and user-info failures', () => {
    const signIn = renderHook(() => useProviderErrorText('signIn')).result.current;
    const signUp = renderHook(() => useProviderErrorText('signUp')).result.current;
    expect(signIn(new ApiRequestError(401, body(401, 'User is deactivated')))).toBe(
      'Votre compte est actuellement désactivé. Veuillez contacter le support technique pour obtenir de l’aide.',
    );
    expect(signIn(new ApiRequestError(401, body(401, 'nope', 'PROVIDER_TOKEN_INVALID')))).toBe(
      'Accès au compte refusé. Veuillez contacter le support.',
    );
    expect(signIn(new ApiRequestError(401, null))).toBe(
      'Accès au compte refusé. Veuillez contacter le support.',
    );
    expect(signIn(new ApiRequestError(409, body(409, 'conflict')))).toBe(
      'Un problème est survenu avec votre compte. Veuillez réessayer ou contacter le support.',
    );
    expect(signIn(new ProviderPopupError('popup_closed'))).toBe(
      'La connexion avec Google a échoué. Veuillez réessayer.',
    );
    expect(signUp(new ProviderPopupError('popup_closed'))).toBe(
      'L’inscription avec Google a échoué. Veuillez réessayer.',
    );
    expect(signIn(new ProviderUserInfoError(401))).toBe(
      'Impossible de récupérer les informations de l’utilisateur auprès de Google',
    );
    expect(signIn(new ProviderUnavailableError())).toBeNull();
  });

  it('profile: array messages joined with commas, else Update failed, network, unexpected', () => {
    const { result } = renderHook(() => useProfileErrorText());
    const text = result.current;
    expect(text(new ApiRequestError(400, body(400, ['city is too long', 'email must be an email'])))).toBe(
      'city is too long, email must be an email',
    );
    expect(text(new ApiRequestError(500, null))).toBe('La mise à jour a échoué');
    expect(text(new TypeError('Failed to fetch'))).toBe('Erreur réseau. Veuillez vérifier votre connexion.');
    expect(text(new Error('boom'))).toBe('Une erreur inattendue est survenue');
  });
});
