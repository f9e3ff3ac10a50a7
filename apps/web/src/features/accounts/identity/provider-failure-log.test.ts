import { afterEach, describe, expect, it, vi } from 'vitest';

import { MissingAccessTokenError } from '@formation/domain';

import { ApiRequestError } from '@/shared/api/api-error';

import { ProviderPopupError, ProviderUnavailableError, ProviderUserInfoError } from './identity-provider';
import { describeProviderFailure, logProviderFailure } from './provider-failure-log';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('provider-flow failures are logged with their status and data (product rules 4)', () => {
  it('says which step failed, with what status and what the failure says', () => {
    expect(describeProviderFailure(new ProviderPopupError('popup_closed'))).toEqual({
      step: 'popup',
      status: null,
      data: { reason: 'popup_closed' },
    });
    expect(describeProviderFailure(new ProviderUserInfoError(502))).toEqual({
      step: 'user info',
      status: 502,
      data: {},
    });
    expect(describeProviderFailure(new MissingAccessTokenError())).toEqual({
      step: 'token',
      status: 200,
      data: { code: 'NO_ACCESS_TOKEN' },
    });
    expect(
      describeProviderFailure(
        new ApiRequestError(409, {
          statusCode: 409,
          code: 'PROVIDER_ACCOUNT_CONFLICT',
          message: 'Already linked',
        }),
      ),
    ).toEqual({
      step: 'api',
      status: 409,
      data: { code: 'PROVIDER_ACCOUNT_CONFLICT', message: 'Already linked' },
    });
  });

  it('logs only the kind of an unexpected error, never its message', () => {
    const failure = new TypeError('Failed to fetch https://idp.example/?access_token=ya29.secret');
    expect(describeProviderFailure(failure)).toEqual({
      step: 'other',
      status: null,
      data: { name: 'TypeError' },
    });
  });

  it('logs nothing when the provider is simply not ready (silently ignored)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logProviderFailure('signIn', new ProviderUnavailableError());
    expect(error).not.toHaveBeenCalled();
  });

  it('never logs a token, whatever the answer carried', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = 'ya29.provider-secret-token';
    logProviderFailure(
      'signUp',
      new ApiRequestError(401, {
        statusCode: 401,
        message: 'Invalid provider token',
        providerToken: token,
        token: { access_token: token },
      }),
    );
    expect(error).toHaveBeenCalledWith(
      'Identity provider sign-up failed at api, status 401: {"message":"Invalid provider token"}',
    );
    expect(JSON.stringify(error.mock.calls)).not.toContain(token);
  });
});
