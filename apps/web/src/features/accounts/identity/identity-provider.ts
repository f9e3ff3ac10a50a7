import { ProviderProfileSchema, type ProviderProfile } from '@formation/contract';

import { env } from '@/config/env';

/**
 * Product rules 7: the product waits up to 7000 ms for the provider's client script, then continues anyway.
 */
export const IDENTITY_SCRIPT_WAIT_MS = 7000;
const SCOPE = 'openid email profile';

interface TokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}

interface TokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: TokenResponse) => void;
  error_callback?: (error: { type?: string; message?: string }) => void;
}

interface IdentityLibrary {
  accounts?: {
    oauth2?: { initTokenClient: (config: TokenClientConfig) => { requestAccessToken: () => void } };
  };
}

declare global {
  interface Window {
    google?: IdentityLibrary;
  }
}

/**
 * The account chooser or popup closed or failed (product rules 8: 'Google Sign-In failed. Please try
 * again.').
 */
export class ProviderPopupError extends Error {
  constructor(readonly reason: string) {
    super(`The identity provider popup failed: ${reason}`);
    this.name = 'ProviderPopupError';
  }
}

/** The provider's user-info service did not answer with a profile (product rules 8). */
export class ProviderUserInfoError extends Error {
  constructor(readonly status: number | null) {
    super('Failed to get user info from Google');
    this.name = 'ProviderUserInfoError';
  }
}

/**
 * The provider cannot be used (not configured, script missing): product rules 4 ignores the click silently.
 */
export class ProviderUnavailableError extends Error {
  constructor() {
    super('The identity provider is not ready');
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * `off`: no client id is configured (the deployment has no provider); `unavailable`: the script did
 * not load within 7000 ms, failed, or ran without the provider's library.
 */
export type ProviderStatus = 'loading' | 'ready' | 'unavailable' | 'off';

function library() {
  return typeof window === 'undefined' ? undefined : window.google?.accounts?.oauth2;
}

/**
 * The provider's client script, loaded once for the whole tab. The status is `ready` only once the
 * script has run and a client id is configured; after 7000 ms without it the status is `unavailable`
 * (the pages carry on without the button), and a late load still makes it `ready`.
 */
function createProviderStore(config: { clientId: string; scriptUrl: string }, waitMs: number) {
  let status: ProviderStatus = config.clientId === '' ? 'off' : 'loading';
  let started = false;
  const listeners = new Set<() => void>();
  const set = (next: ProviderStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of listeners) listener();
  };

  function start() {
    if (started || config.clientId === '') return;
    started = true;
    if (library() !== undefined) {
      set('ready');
      return;
    }
    const timer = window.setTimeout(() => {
      if (status === 'loading') set('unavailable');
    }, waitMs);
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      set(library() === undefined ? 'unavailable' : 'ready');
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      set('unavailable');
    });
    document.head.append(script);
  }

  return {
    get: (): ProviderStatus => status,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    clientId: config.clientId,
  };
}

export const identityProvider = createProviderStore(env.identity, IDENTITY_SCRIPT_WAIT_MS);

/** Opens the provider's account chooser and resolves with its access token. */
export function requestProviderToken(): Promise<string> {
  const oauth2 = library();
  if (oauth2 === undefined || identityProvider.get() !== 'ready')
    return Promise.reject(new ProviderUnavailableError());
  return new Promise((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: identityProvider.clientId,
      scope: SCOPE,
      callback: (response) => {
        if (typeof response.access_token === 'string' && response.access_token !== '')
          resolve(response.access_token);
        else reject(new ProviderPopupError(response.error ?? 'no_token'));
      },
      error_callback: (error) => {
        reject(new ProviderPopupError(error.type ?? 'popup_failed'));
      },
    });
    client.requestAccessToken();
  });
}

/** Product rules 7: GET on the provider's user-info service with the provider access token as bearer. */
export async function fetchProviderProfile(
  accessToken: string,
  userInfoUrl: string = env.identity.userInfoUrl,
): Promise<ProviderProfile> {
  let response: Response;
  try {
    response = await fetch(userInfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
  } catch {
    throw new ProviderUserInfoError(null);
  }
  if (!response.ok) throw new ProviderUserInfoError(response.status);
  const profile = ProviderProfileSchema.safeParse(await response.json().catch(() => null));
  if (!profile.success) throw new ProviderUserInfoError(response.status);
  return profile.data;
}
