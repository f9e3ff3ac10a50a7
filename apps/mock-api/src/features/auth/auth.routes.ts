import { contract } from '@formation/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error';
import { configOf, storeOf } from '../../context';
import { mountRouter, s } from '../../plugins/mount-router';
import * as auth from './auth.service';

// ts-rest expects promises; the synchronous handlers answer with Promise.resolve.
const router = s.router(contract.auth, {
  register: async ({ body, request }) => ({ status: 201, body: await auth.register(storeOf(request), body) }),

  verifyEmail: ({ body, request }) =>
    Promise.resolve({
      status: 200 as const,
      body: auth.verifyEmail(storeOf(request), body.email, body.code),
    }),

  resendCode: ({ body, request }) =>
    Promise.resolve({ status: 200 as const, body: auth.resendCode(storeOf(request), body.email) }),

  login: async ({ body, request }) => ({
    status: 200,
    body: await auth.login(storeOf(request), configOf(request), body.email, body.password),
  }),

  forgotPassword: ({ body, request }) =>
    Promise.resolve({
      status: 200 as const,
      body: auth.forgotPassword(storeOf(request), configOf(request), body.email),
    }),

  resetPassword: async ({ body, request }) => ({
    status: 200,
    body: await auth.resetPassword(storeOf(request), body.token, body.password),
  }),

  checkGoogleUser: ({ body, request }) =>
    Promise.resolve({
      status: 200 as const,
      body: auth.checkProviderUser(storeOf(request), configOf(request), body.email, body.providerToken),
    }),

  googleSignIn: ({ body, request }) => {
    const store = storeOf(request);
    const profile = auth.providerProfileFor(store, body.providerToken, body.email);
    if (body.googleId !== profile.sub) {
      throw new ApiError(401, 'PROVIDER_TOKEN_INVALID', 'The provider account id does not match the token');
    }
    return Promise.resolve(
      auth.providerSignIn(store, configOf(request), profile, { fullName: body.fullName, image: body.image }),
    );
  },

  googleSignUp: ({ body, request }) => {
    const store = storeOf(request);
    const profile = auth.providerProfileFor(store, body.accessToken);
    return Promise.resolve(
      auth.providerSignIn(store, configOf(request), profile, {
        fullName: profile.name,
        image: profile.picture ?? '',
      }),
    );
  },
});

/** Sign-up, email verification, password sign-in and reset, and identity-provider sign-in (spec 4, 7). */
export function registerAuth(app: FastifyInstance): void {
  mountRouter(app, contract.auth, router);
}
