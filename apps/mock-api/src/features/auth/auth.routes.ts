import { contract } from '@formation/contract';

import { ApiError } from '../../api-error';
import { feature } from '../../core/handlers';
import * as auth from './auth.service';

/**
 * Sign-up, email verification, password sign-in and reset, and identity-provider sign-in (product rules 4,
 * 7).
 */
export const authFeature = feature(contract.auth, {
  register: async ({ body, call }) => ({ status: 201, body: await auth.register(call.store, body) }),

  verifyEmail: ({ body, call }) =>
    Promise.resolve({
      status: 200 as const,
      body: auth.verifyEmail(call.store, body.email, body.code),
    }),

  resendCode: ({ body, call }) =>
    Promise.resolve({ status: 200 as const, body: auth.resendCode(call.store, body.email) }),

  login: async ({ body, call }) => ({
    status: 200,
    body: await auth.login(call.store, call.config, body.email, body.password),
  }),

  forgotPassword: ({ body, call }) =>
    Promise.resolve({
      status: 200 as const,
      body: auth.forgotPassword(call.store, call.config, body.email),
    }),

  resetPassword: async ({ body, call }) => ({
    status: 200,
    body: await auth.resetPassword(call.store, body.token, body.password),
  }),

  checkGoogleUser: ({ body, call }) =>
    Promise.resolve({
      status: 200 as const,
      body: auth.checkProviderUser(call.store, call.config, body.email, body.providerToken),
    }),

  googleSignIn: ({ body, call }) => {
    const store = call.store;
    const profile = auth.providerProfileFor(store, body.providerToken, body.email);
    if (body.googleId !== profile.sub) {
      throw new ApiError(401, 'PROVIDER_TOKEN_INVALID', 'The provider account id does not match the token');
    }
    return Promise.resolve(
      auth.providerSignIn(store, call.config, profile, { fullName: body.fullName, image: body.image }),
    );
  },

  googleSignUp: ({ body, call }) => {
    const store = call.store;
    const profile = auth.providerProfileFor(store, body.accessToken);
    return Promise.resolve(
      auth.providerSignIn(store, call.config, profile, {
        fullName: profile.name,
        image: profile.picture ?? '',
      }),
    );
  },
});
