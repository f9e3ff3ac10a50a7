/**
 * How the build's variables become the site's addresses, apart from where they are read: the page
 * reads them from Vite (env.ts); the build's tooling reads the same variables in Node to write the
 * server's headers (scripts/security-headers.ts), so both name the same API and provider.
 */
export const SITE_ENV_NAMES = [
  'VITE_API_BASE_URL',
  'VITE_SITE_URL',
  'VITE_IDENTITY_CLIENT_ID',
  'VITE_IDENTITY_SCRIPT_URL',
  'VITE_IDENTITY_USERINFO_URL',
] as const;

export type EnvName = (typeof SITE_ENV_NAMES)[number];

/** The variables as Vite or Node hold them: only the site's own names are read. */
export type EnvVariables = Readonly<Record<string, string | undefined>>;

/**
 * `variables` are Vite's (`import.meta.env`, with the folder the site is served from as BASE_URL) or
 * the same names in Node. `pageOrigin` turns a path (`/demo/api`: the demo build, which any host may
 * serve) into an address on the page's origin; without one (Node, before any page exists) a path
 * stays a path.
 */
export function siteEnv(variables: EnvVariables, pageOrigin: string | undefined) {
  /**
   * An absolute http(s) address, or a path on the page's own origin; unset or empty, none; anything
   * else stops the site with the variable's name.
   */
  function url(name: EnvName): string | undefined {
    const value = variables[name]?.trim();
    if (!value) return undefined;
    if (/^\/(?![/\\])/.test(value)) return pageOrigin ? new URL(value, pageOrigin).href : value;
    let protocol = '';
    try {
      protocol = new URL(value).protocol;
    } catch {
      // Reported below, with the variable's name.
    }
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new Error(
        `${name} must be an absolute http(s) address or a path on the page's origin, got "${value}"`,
      );
    return value;
  }

  const apiBaseUrl = (url('VITE_API_BASE_URL') ?? 'http://localhost:3001').replace(/\/$/, '');

  return {
    apiBaseUrl,
    /** Where the site is served: canonical links, alternates, the site map and shared links name it. */
    siteUrl: (url('VITE_SITE_URL') ?? 'http://localhost:5173').replace(/\/$/, ''),
    /** How the site resolves the API's image paths: its uploads, and its own placeholder picture. */
    images: {
      uploadsBaseUrl: `${apiBaseUrl}/uploads`,
      placeholder: `${variables.BASE_URL ?? '/'}placeholder.svg`,
    },
    /**
     * The identity provider (product rules 7). Without configuration the mock API's stand-in is used; against
     * the real provider set https://accounts.google.com/gsi/client and
     * https://www.googleapis.com/oauth2/v2/userinfo. An empty client id leaves the provider button out
     * (product rules 2: shown only once configured).
     */
    identity: {
      clientId: variables.VITE_IDENTITY_CLIENT_ID?.trim() ?? 'formation-pro-mock-client',
      scriptUrl: url('VITE_IDENTITY_SCRIPT_URL') ?? `${apiBaseUrl}/__mock/identity/client.js`,
      userInfoUrl: url('VITE_IDENTITY_USERINFO_URL') ?? `${apiBaseUrl}/__mock/identity/userinfo`,
    },
  } as const;
}
