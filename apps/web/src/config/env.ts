import { siteEnv } from './site-env';

/**
 * The one place that reads the build's environment. Checked by hand rather than with zod: this
 * module runs on every page before anything else, and zod is only needed once the API is called.
 * There is no `location` while the build prerenders the pages.
 */
export const env = siteEnv(import.meta.env, (globalThis.location as Location | undefined)?.origin);

/** Shown in the header and the footer (product rules 9). */
export const CONTACT = {
  phone: '+216 70 123 456',
  phoneHref: 'tel:+21670123456',
  email: 'contact@formation-pro.tn',
} as const;
