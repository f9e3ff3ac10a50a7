import { contract } from '@formation/contract';

import { ApiError } from '../../api-error';
import { providerTokenInvalid } from '../../auth/account-errors';
import { issueProviderToken, providerProfileOf } from '../../auth/provider-tokens';
import { feature } from '../../core/handlers';
import { identityClientScript } from './identity-client-script';

const routes = {
  providerScript: contract.mock.providerScript,
  providerToken: contract.mock.providerToken,
  providerUserInfo: contract.mock.providerUserInfo,
};

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The identity provider's stand-in (product rules 7: client script, access token, user-info service), under
 * the /__mock surface: absent when MOCK_ADMIN=false.
 */
export const identityFeature = feature(routes, {
  providerScript: ({ call }) =>
    Promise.resolve({
      status: 200 as const,
      body: identityClientScript(call.config.publicUrl),
      headers: { 'cache-control': 'no-cache' },
    }),

  providerToken: ({ body, call }) => {
    const issued = issueProviderToken(call.store, call.store.clock.now(), body);
    return Promise.resolve({
      status: 200 as const,
      body: { access_token: issued.accessToken, token_type: 'Bearer' as const, expires_in: issued.expiresIn },
    });
  },

  providerUserInfo: ({ headers, call }) => {
    const header = headers.authorization?.trim() ?? '';
    if (header === '') throw new ApiError(401, 'UNAUTHENTICATED', 'A provider access token is required');
    const token = BEARER.exec(header)?.[1];
    const profile = token === undefined ? null : providerProfileOf(call.store, token, call.store.clock.now());
    if (profile === null) {
      throw providerTokenInvalid('The provider access token is invalid or has expired');
    }
    return Promise.resolve({ status: 200 as const, body: profile });
  },
});
