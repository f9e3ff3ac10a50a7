import { z } from 'zod';

/** The one place that reads the build's environment. */
const EnvSchema = z.object({
  VITE_API_BASE_URL: z.string().url().default('http://localhost:3001'),
  /** Where the site is served: canonical links, alternates, the site map and shared links name it. */
  VITE_SITE_URL: z.string().url().default('http://localhost:5173'),
  /** The identity provider (spec 7): its client id, client script and user-info service. */
  VITE_IDENTITY_CLIENT_ID: z.string().trim().default('formation-pro-mock-client'),
  VITE_IDENTITY_SCRIPT_URL: z.string().url().optional(),
  VITE_IDENTITY_USERINFO_URL: z.string().url().optional(),
});

const parsed = EnvSchema.parse({
  VITE_API_BASE_URL: (import.meta.env.VITE_API_BASE_URL as string | undefined) || undefined,
  VITE_SITE_URL: (import.meta.env.VITE_SITE_URL as string | undefined) || undefined,
  VITE_IDENTITY_CLIENT_ID: import.meta.env.VITE_IDENTITY_CLIENT_ID as string | undefined,
  VITE_IDENTITY_SCRIPT_URL: (import.meta.env.VITE_IDENTITY_SCRIPT_URL as string | undefined) || undefined,
  VITE_IDENTITY_USERINFO_URL: (import.meta.env.VITE_IDENTITY_USERINFO_URL as string | undefined) || undefined,
});

const apiBaseUrl = parsed.VITE_API_BASE_URL.replace(/\/$/, '');

export const env = {
  apiBaseUrl,
  siteUrl: parsed.VITE_SITE_URL.replace(/\/$/, ''),
  uploadsBaseUrl: `${apiBaseUrl}/uploads`,
  /**
   * Without configuration the mock API's stand-in is used; against the real provider set
   * https://accounts.google.com/gsi/client and https://www.googleapis.com/oauth2/v2/userinfo.
   * An empty client id leaves the provider button out (spec 2: shown only once configured).
   */
  identity: {
    clientId: parsed.VITE_IDENTITY_CLIENT_ID,
    scriptUrl: parsed.VITE_IDENTITY_SCRIPT_URL ?? `${apiBaseUrl}/__mock/identity/client.js`,
    userInfoUrl: parsed.VITE_IDENTITY_USERINFO_URL ?? `${apiBaseUrl}/__mock/identity/userinfo`,
  },
} as const;

/** Shown in the header and the footer (spec 9). */
export const CONTACT = {
  phone: '+216 70 123 456',
  phoneHref: 'tel:+21670123456',
  email: 'contact@formation-pro.tn',
} as const;
