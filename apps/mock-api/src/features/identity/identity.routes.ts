import { ADMIN_KEY_HEADER, contract } from '@formation/contract';

import { ApiError } from '../../api-error';
import { providerTokenInvalid } from '../../auth/account-errors';
import { isTrustedCaller } from '../../auth/admin-key';
import type { IdentityCaller } from '../../auth/provider-identities';
import { issueProviderToken, providerGrantOf } from '../../auth/provider-tokens';
import type { Config } from '../../config';
import type { Call } from '../../core/call';
import { feature } from '../../core/handlers';
import { identityClientScript } from './identity-client-script';

const routes = {
  providerScript: contract.mock.providerScript,
  providerToken: contract.mock.providerToken,
  providerUserInfo: contract.mock.providerUserInfo,
};

const BEARER = /^Bearer\s+(\S+)$/i;

/** The start line's words for who may get a provider token. */
export function describeIdentityAccess(
  config: Pick<Config, 'MOCK_ADMIN' | 'exposed' | 'MOCK_IDENTITY_OPEN'>,
) {
  if (!config.MOCK_ADMIN) return 'identity stand-in off';
  if (!config.exposed) return 'identity stand-in: this machine only';
  return config.MOCK_IDENTITY_OPEN
    ? 'identity stand-in OPEN to anyone (MOCK_IDENTITY_OPEN; never into a password account)'
    : 'identity stand-in: admin key only (MOCK_IDENTITY_OPEN=true opens it)';
}

/**
 * Who is asking for a token. On loopback (and in the in-browser demo) only this machine can ask; on
 * a mock other machines reach, the admin key's holders, or anyone once the operator opened it.
 */
function callerOf(call: Call): IdentityCaller {
  const { config } = call;
  if (isTrustedCaller(config, call.headers)) return 'trusted';
  if (config.MOCK_IDENTITY_OPEN) return 'open';
  throw new ApiError(
    401,
    'MOCK_ADMIN_LOCKED',
    `The identity stand-in issues tokens on ${config.reachedAs}, only with ` +
      `the admin key (${ADMIN_KEY_HEADER}); start the mock with MOCK_IDENTITY_OPEN=true to let anyone ` +
      'sign in with it (never into an account that has a password)',
  );
}

/**
 * The identity provider's stand-in (product rules 7: client script, access token, user-info service), under
 * the /__mock surface: absent when MOCK_ADMIN=false.
 */
export const identityFeature = feature(
  routes,
  {
    providerScript: ({ call }) =>
      Promise.resolve({
        status: 200 as const,
        body: identityClientScript(call.config.publicUrl),
        headers: { 'cache-control': 'no-cache' },
      }),

    providerToken: ({ body, call }) => {
      const issued = issueProviderToken(call.store, call.store.clock.now(), body, callerOf(call));
      return Promise.resolve({
        status: 200 as const,
        body: {
          access_token: issued.accessToken,
          token_type: 'Bearer' as const,
          expires_in: issued.expiresIn,
          ...(issued.identityKey === undefined ? {} : { identity_key: issued.identityKey }),
        },
      });
    },

    providerUserInfo: ({ headers, call }) => {
      const header = headers.authorization?.trim() ?? '';
      if (header === '') throw new ApiError(401, 'UNAUTHENTICATED', 'A provider access token is required');
      const token = BEARER.exec(header)?.[1];
      const grant = token === undefined ? null : providerGrantOf(call.store, token, call.store.clock.now());
      if (grant === null) {
        throw providerTokenInvalid('The provider access token is invalid or has expired');
      }
      return Promise.resolve({ status: 200 as const, body: grant.profile });
    },
  },
  {
    facts: {
      // A provider token is the identity stand-in's alone.
      providerToken: { changes: [] },
    },
  },
);
