import { contract } from '@formation/contract';

import { providerTokenInvalid } from '../../auth/account-errors';
import { feature } from '../../core/handlers';
import * as accounts from './accounts.service';

/**
 * Sign-up, email verification, password sign-in and reset, and identity-provider sign-in (product rules 4,
 * 7).
 */
export const accountsFeature = feature(contract.auth, {
  register: async ({ body, call }) => ({ status: 201, body: await accounts.register(call.store, body) }),

  verifyEmail: ({ body, call }) =>
    Promise.resolve({
      status: 200 as const,
      body: accounts.verifyEmail(call.store, body.email, body.code),
    }),

  resendCode: ({ body, call }) =>
    Promise.resolve({ status: 200 as const, body: accounts.resendCode(call.store, body.email) }),

  login: async ({ body, call }) => ({
    status: 200,
    body: await accounts.login(call.store, call.config, body.email, body.password),
  }),

  forgotPassword: ({ body, call }) =>
    Promise.resolve({
      status: 200 as const,
      body: accounts.forgotPassword(call.store, call.config, body.email),
    }),

  resetPassword: async ({ body, call }) => ({
    status: 200,
    body: await accounts.resetPassword(call.store, body.token, body.password),
  }),

  checkGoogleUser: ({ body, call }) =>
    Promise.resolve({
      status: 200 as const,
      body: accounts.checkProviderUser(call.store, call.config, body.email, body.providerToken),
    }),

  googleSignIn: ({ body, call }) => {
    const store = call.store;
    const grant = accounts.providerGrantFor(store, body.providerToken, body.email);
    if (body.googleId !== grant.profile.sub) {
      throw providerTokenInvalid('The provider account id does not match the token');
    }
    return Promise.resolve(
      accounts.providerSignIn(store, call.config, grant, { fullName: body.fullName, image: body.image }),
    );
  },

  googleSignUp: ({ body, call }) => {
    const store = call.store;
    const grant = accounts.providerGrantFor(store, body.accessToken);
    return Promise.resolve(
      accounts.providerSignIn(store, call.config, grant, {
        fullName: grant.profile.name,
        image: grant.profile.picture ?? '',
      }),
    );
  },
});
