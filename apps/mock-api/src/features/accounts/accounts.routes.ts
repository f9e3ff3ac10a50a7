import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import {
  alreadyVerified,
  deactivated,
  emailTaken,
  invalidCredentials,
  providerConflict,
  providerTokenInvalid,
  resendCooldown,
  resetTokenInvalid,
  verificationCodeInvalid,
} from '../../auth/account-errors';
import { MAX_CODE_ATTEMPTS, RESEND_COOLDOWN_SECONDS } from '../../auth/account-rules';
import { feature } from '../../core/handlers';
import { forgotPassword, resetPassword } from './password-reset.service';
import { checkProviderUser, providerGrantFor, providerSignIn } from './provider-sign-in.service';
import { login } from './sign-in.service';
import { register, resendCode, verifyEmail } from './sign-up.service';

/** What a provider's sign-in or sign-up answers when the token or the account will not do. */
const PROVIDER_FAILURES = { 401: () => providerTokenInvalid(), 409: providerConflict };

/**
 * Sign-up, email verification, password sign-in and reset, and identity-provider sign-in (product rules 4,
 * 7).
 */
export const accountsFeature = feature(
  contract.auth,
  {
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
  },
  {
    facts: {
      login: { changes: [], failures: { 401: invalidCredentials, 403: () => deactivated(403) } },
      register: { changes: [], failures: { 409: emailTaken } },
      checkGoogleUser: {
        changes: [],
        failures: {
          401: () => providerTokenInvalid(),
          404: () => notFound('User'),
          409: () => providerConflict(),
        },
      },
      // A provider's sign-in may bring the account a name or a photo, which its comments show.
      googleSignIn: { changes: ['comments'], failures: PROVIDER_FAILURES },
      googleSignUp: { changes: ['comments'], failures: PROVIDER_FAILURES },
      verifyEmail: {
        changes: [],
        failures: {
          404: () => notFound('Account'),
          409: alreadyVerified,
          // The first wrong code of a fresh one.
          422: () => verificationCodeInvalid(MAX_CODE_ATTEMPTS - 1),
        },
      },
      resendCode: {
        changes: [],
        failures: {
          404: () => notFound('Account'),
          409: alreadyVerified,
          429: () => resendCooldown(RESEND_COOLDOWN_SECONDS),
        },
      },
      forgotPassword: { changes: [] },
      resetPassword: { changes: [], failures: { 422: resetTokenInvalid } },
    },
  },
);
