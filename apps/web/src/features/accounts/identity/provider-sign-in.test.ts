import { afterEach, describe, expect, it, vi } from 'vitest';

import { MissingAccessTokenError } from '@formation/domain';

import { ApiRequestError } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { apiAnswer, apiRefusal } from '@/testing/api-answer';

import { signInWithProvider } from './provider-sign-in';

const profile = {
  email: 'nouveau.google@example.tn',
  name: 'Nouvel Utilisateur',
  sub: 'mock-42',
  picture: 'https://lh3.googleusercontent.com/a/pic=s96-c',
  verified_email: true,
};
const user = {
  id: 7,
  fullName: 'Nouvel Utilisateur',
  email: profile.email,
  role: 'user',
  image: profile.picture,
};

afterEach(() => {
  vi.restoreAllMocks();
});

function userInfo() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify(profile), { status: 200 })),
  );
}

describe('provider flow (product rules 4)', () => {
  it('an existing user is logged in by the check', async () => {
    userInfo();
    vi.spyOn(api.auth, 'checkGoogleUser').mockResolvedValue(
      apiAnswer(200, { user, token: { access_token: 'jwt' } }),
    );
    const signIn = vi.spyOn(api.auth, 'googleSignIn');
    const signedIn = await signInWithProvider('provider-token');
    expect(signedIn).toMatchObject({ token: 'jwt', isNewUser: false });
    expect(signedIn.user.avatar).toBe('https://lh3.googleusercontent.com/a/pic=s128-c');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('a 404 creates the account through the provider sign-in call: a new user', async () => {
    userInfo();
    vi.spyOn(api.auth, 'checkGoogleUser').mockResolvedValue(apiRefusal(404, 'User not found'));
    const signIn = vi
      .spyOn(api.auth, 'googleSignIn')
      .mockResolvedValue(apiAnswer(201, { user, access_token: 'jwt2', isNewUser: true }));
    const signedIn = await signInWithProvider('provider-token');
    expect(signedIn).toMatchObject({ token: 'jwt2', isNewUser: true });
    expect(signIn).toHaveBeenCalledWith({
      body: {
        email: profile.email,
        fullName: profile.name,
        googleId: 'mock-42',
        image: 'https://lh3.googleusercontent.com/a/pic=s128-c',
        isEmailVerified: true,
        providerToken: 'provider-token',
      },
    });
  });

  it('any other error is passed on; a reply without a token is an error', async () => {
    userInfo();
    vi.spyOn(api.auth, 'checkGoogleUser').mockResolvedValueOnce(apiRefusal(409, 'linked elsewhere'));
    await expect(signInWithProvider('t')).rejects.toBeInstanceOf(ApiRequestError);
    vi.spyOn(api.auth, 'checkGoogleUser').mockResolvedValueOnce(apiAnswer(200, { user }));
    await expect(signInWithProvider('t')).rejects.toBeInstanceOf(MissingAccessTokenError);
  });
});
