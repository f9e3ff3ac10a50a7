import { contract } from '@formation/contract';

import { providerTokenInvalid } from '../../auth/account-errors';
import { feature } from '../../core/handlers';
import { forgotPassword, resetPassword } from './password-reset.service';
import { checkProviderUser, providerGrantFor, providerSignIn } from './provider-sign-in.service';
import { login } from './sign-in.service';
import { register, resendCode, verifyEmail } from './sign-up.service';

/**
 * Sign-up, email verification, password sign-in and reset, and identity-provider sign-in (product rules 4,
 * 7).
 */
export const accountsFeature = feature(contract.auth, {
  register: async ({ body, call }) => ({ status: 201, body: await register(call.store, body) }),

  verifyEmail: ({ body, call }) =>
    Promise.resolve({
      status: 200 as const,
      body: verifyEmail(call.store, body.email, body.code),
    }),

  resendCode: ({ body, call }) =>
    Promise.resolve({ status: 200 as const, body: resendCode(call.store, body.email) }),

  login: async ({ body, call }) => ({
    status: 200,
    body: await login(call.store, call.config, body.email, body.password),
  }),

  forgotPassword: ({ body, call }) =>
    Promise.resolve({
      status: 200 as const,
      body: forgotPassword(call.store, call.config, body.email),
    }),

  resetPassword: async ({ body, call }) => ({
    status: 200,
    body: await resetPassword(call.store, body.token, body.password),
  }),

  checkGoogleUser: ({ body, call }) =>
    Promise.resolve({
      status: 200 as const,
      body: checkProviderUser(call.store, call.config, body.email, body.providerToken),
    }),

  googleSignIn: ({ body, call }) => {
    const store = call.store;
    const grant = providerGrantFor(store, body.providerToken, body.email);
    if (body.googleId !== grant.profile.sub) {
      throw providerTokenInvalid('The provider account id does not match the token');
    }
    return Promise.resolve(
      providerSignIn(store, call.config, grant, { fullName: body.fullName, image: body.image }),
    );
  },

  googleSignUp: ({ body, call }) => {
    const store = call.store;
    const grant = providerGrantFor(store, body.accessToken);
    return Promise.resolve(
      providerSignIn(store, call.config, grant, {
        fullName: grant.profile.name,
        image: grant.profile.picture ?? '',
      }),
    );
  },
});
