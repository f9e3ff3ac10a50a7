import { SITE_BASE } from '@/config/site-base';

/**
 * Where the mock answers inside the page: the API's path on the page's own origin. The demo build
 * points the site there too (VITE_API_BASE_URL, see vite.demo.config.ts).
 */
export const API_PATH = `${SITE_BASE}/api`;

/** A browser path the API answers rather than the site (the payment stand-in's page). */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith(`${API_PATH}/`);
}
