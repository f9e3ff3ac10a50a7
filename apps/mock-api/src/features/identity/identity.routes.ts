import { contract } from '@formation/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error';
import { configOf, storeOf } from '../../context';
import { mountRouter, s } from '../../plugins/mount-router';
import { identityClientScript } from './identity-client-script';
import { issueProviderToken, providerProfileOf } from './identity-tokens';

const routes = {
  providerScript: contract.mock.providerScript,
  providerToken: contract.mock.providerToken,
  providerUserInfo: contract.mock.providerUserInfo,
};

const BEARER = /^Bearer\s+(\S+)$/i;

// ts-rest expects promises; the synchronous handlers answer with Promise.resolve.
const router = s.router(routes, {
  providerScript: ({ request, reply }) => {
    reply.header('cache-control', 'no-cache');
    return Promise.resolve({ status: 200 as const, body: identityClientScript(configOf(request).publicUrl) });
  },

  providerToken: ({ body, request }) => {
    const issued = issueProviderToken(storeOf(request), storeOf(request).clock.now(), body);
    return Promise.resolve({
      status: 200 as const,
      body: { access_token: issued.accessToken, token_type: 'Bearer' as const, expires_in: issued.expiresIn },
    });
  },

  providerUserInfo: ({ headers, request }) => {
    const header = headers.authorization?.trim() ?? '';
    if (header === '') throw new ApiError(401, 'UNAUTHENTICATED', 'A provider access token is required');
    const token = BEARER.exec(header)?.[1];
    const profile =
      token === undefined ? null : providerProfileOf(storeOf(request), token, storeOf(request).clock.now());
    if (profile === null) {
      throw new ApiError(
        401,
        'PROVIDER_TOKEN_INVALID',
        'The provider access token is invalid or has expired',
      );
    }
    return Promise.resolve({ status: 200 as const, body: profile });
  },
});

/**
 * The identity provider's stand-in (spec 7: client script, access token, user-info service), under the
 * /__mock surface: absent when MOCK_ADMIN=false.
 */
export function registerIdentity(app: FastifyInstance): void {
  mountRouter(app, routes, router);
}
