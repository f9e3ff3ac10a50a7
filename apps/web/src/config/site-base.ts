/**
 * The folder the site is served from (Vite's `base`), without its trailing slash: '' at a host's
 * root, '/demo' when the build is hosted in a sub-folder. Every path of the site (routes, languages)
 * is written without it; only what meets the browser's address adds or strips it.
 */
export const SITE_BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The site's own path of a browser path: `/demo/ar/sessions` → `/ar/sessions`. */
export function sitePathOf(pathname: string, base: string = SITE_BASE): string {
  if (base === '' || !(pathname === base || pathname.startsWith(`${base}/`))) return pathname;
  return pathname.slice(base.length) || '/';
}

/** The browser path of a site path: `/ar/sessions` → `/demo/ar/sessions`, home → `/demo/`. */
export function browserPathOf(path: string, base: string = SITE_BASE): string {
  return `${base}${path}`;
}

const NO_ORIGIN = 'http://site.invalid';

/**
 * An address (a path, or a full URL) read against the site's address (`env.siteUrl`), for what must
 * name a page or a picture in full (og:image, structured data). A site whose address is a path (the
 * demo, built for any host) has no origin before a page exists: the pages prerendered for it name
 * the path, which the browser reads against the page's own origin.
 */
export function siteAddress(address: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(siteUrl)) return new URL(address, siteUrl).href;
  const url = new URL(address, `${NO_ORIGIN}${siteUrl.startsWith('/') ? '' : '/'}${siteUrl}`);
  return url.origin === NO_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
