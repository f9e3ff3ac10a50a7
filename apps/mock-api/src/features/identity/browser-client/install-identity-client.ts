/**
 * The stand-in of the identity provider's browser library, as it runs in the page (the mock serves it
 * built, at GET /__mock/identity/client.js: identity-client-script.ts). It mimics only the surface the
 * site uses: `google.accounts.oauth2.initTokenClient({ client_id, scope, callback }).requestAccessToken()`,
 * with an in-page account chooser instead of the provider's popup. DOM is built with createElement and
 * textContent only. Browser globals a page may lack (constructed style sheets, MutationObserver) are
 * read through `maybe`, so the script also runs where they are missing.
 */

import { chooseAccount, type ChooserLabels, type ClientAccount } from './account-chooser';

export interface IdentityClientSettings {
  /** The API's address when the script cannot tell where it was loaded from. */
  fallbackBase: string;
  accounts: readonly ClientAccount[];
  labels: ChooserLabels;
}

/** What the site's code gets back from the token client. */
type TokenResponse =
  | { access_token: string; token_type: string; expires_in: number; scope: string }
  | { error: string; error_description: string };

interface TokenClientConfig {
  client_id?: string;
  scope?: string;
  callback: (response: TokenResponse) => void;
}

interface ProviderTokenReply {
  access_token: string;
  token_type: string;
  expires_in: number;
  identity_key?: string;
}

/** The provider's token client on this page, talking to the stand-in at `apiBase`. */
function tokenClients(settings: IdentityClientSettings, apiBase: string) {
  // On a mock open to strangers each identity has a key, kept by the browser that made it (as the
  // real provider keeps its sign-in in this browser): without it, the same email is another identity.
  const keysItem = `mock-identity-keys:${apiBase}`;

  const storedKeys = (): Record<string, unknown> => {
    try {
      const keys: unknown = JSON.parse(window.localStorage.getItem(keysItem) ?? '{}');
      return typeof keys === 'object' && keys !== null ? (keys as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };

  const keepKey = (email: string, key: string) => {
    try {
      const keys = storedKeys();
      keys[email] = key;
      window.localStorage.setItem(keysItem, JSON.stringify(keys));
    } catch {
      // Storage off (a private window): the next sign-in makes a new identity.
    }
  };

  const requestToken = async (account: ClientAccount): Promise<ProviderTokenReply> => {
    const email = account.email.trim().toLowerCase();
    const key = storedKeys()[email];
    const body: Record<string, unknown> = { email, name: account.name, verified_email: true };
    if (typeof key === 'string') body.identity_key = key;
    const response = await fetch(`${apiBase}/__mock/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`The identity stand-in answered ${String(response.status)}`);
    const reply = (await response.json()) as ProviderTokenReply;
    if (typeof reply.identity_key === 'string') keepKey(email, reply.identity_key);
    return reply;
  };

  return (config: TokenClientConfig | undefined) => {
    if (typeof config?.callback !== 'function') throw new TypeError('initTokenClient needs a callback');
    return {
      requestAccessToken: () => {
        chooseAccount(settings.accounts, settings.labels, (account) => {
          if (account === null) {
            config.callback({ error: 'popup_closed', error_description: 'The account chooser was closed' });
            return;
          }
          requestToken(account).then(
            (reply) => {
              config.callback({
                access_token: reply.access_token,
                token_type: reply.token_type,
                expires_in: reply.expires_in,
                scope: config.scope ?? '',
              });
            },
            (error: unknown) => {
              config.callback({
                error: 'server_error',
                error_description: error instanceof Error ? error.message : String(error),
              });
            },
          );
        });
      },
    };
  };
}

/** Installs `google.accounts.oauth2` on the page, as the provider's own script does. */
export function installIdentityClient(settings: IdentityClientSettings): void {
  const script = document.currentScript as HTMLScriptElement | null;
  // The API's address is where this script came from, base path included (an API under /api).
  const src = script?.src ? new URL(script.src, window.location.href) : null;
  const mockAt = src === null ? -1 : src.pathname.lastIndexOf('/__mock/');
  const apiBase =
    src !== null && mockAt >= 0 ? src.origin + src.pathname.slice(0, mockAt) : settings.fallbackBase;
  const page = window as unknown as { google?: { accounts?: Record<string, unknown> } };
  const google = (page.google ??= {});
  google.accounts ??= {};
  google.accounts.oauth2 = {
    initTokenClient: tokenClients(settings, apiBase),
    revoke: (_token: string, done?: (result: { successful: boolean }) => void) => {
      if (typeof done === 'function') done({ successful: true });
    },
  };
}
