/**
 * The one place that reads the build's environment. Checked by hand rather than with zod: this
 * module runs on every page before anything else, and zod is only needed once the API is called.
 */
type EnvName =
  | 'VITE_API_BASE_URL'
  | 'VITE_SITE_URL'
  | 'VITE_IDENTITY_CLIENT_ID'
  | 'VITE_IDENTITY_SCRIPT_URL'
  | 'VITE_IDENTITY_USERINFO_URL';

/** A set value, trimmed; an empty one counts as unset. */
function read(name: EnvName): string | undefined {
  const value = (import.meta.env[name] as string | undefined)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * An absolute http(s) address, or a path on the page's own origin (`/demo/api`: the demo build, which
 * any host may serve); anything else stops the site with the variable's name.
 */
function url(name: EnvName): string | undefined {
  const value = read(name);
  if (value === undefined) return undefined;
  if (/^\/(?![/\\])/.test(value) && typeof location !== 'undefined')
    return new URL(value, location.origin).href;
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

export const env = {
  apiBaseUrl,
  /** Where the site is served: canonical links, alternates, the site map and shared links name it. */
  siteUrl: (url('VITE_SITE_URL') ?? 'http://localhost:5173').replace(/\/$/, ''),
  /** How the site resolves the API's image paths: its uploads, and its own placeholder picture. */
  images: {
    uploadsBaseUrl: `${apiBaseUrl}/uploads`,
    placeholder: `${import.meta.env.BASE_URL}placeholder.svg`,
  },
  /**
   * The identity provider (product rules 7). Without configuration the mock API's stand-in is used; against
   * the real provider set https://accounts.google.com/gsi/client and
   * https://www.googleapis.com/oauth2/v2/userinfo. An empty client id leaves the provider button out
   * (product rules 2: shown only once configured).
   */
  identity: {
    clientId:
      import.meta.env.VITE_IDENTITY_CLIENT_ID === undefined
        ? 'formation-pro-mock-client'
        : (read('VITE_IDENTITY_CLIENT_ID') ?? ''),
    scriptUrl: url('VITE_IDENTITY_SCRIPT_URL') ?? `${apiBaseUrl}/__mock/identity/client.js`,
    userInfoUrl: url('VITE_IDENTITY_USERINFO_URL') ?? `${apiBaseUrl}/__mock/identity/userinfo`,
  },
} as const;

/** Shown in the header and the footer (product rules 9). */
export const CONTACT = {
  phone: '+216 70 123 456',
  phoneHref: 'tel:+21670123456',
  email: 'contact@formation-pro.tn',
} as const;
