import type { Config } from '../config';
import { allowsOrigin } from '../core/cors-origins';

/** Why a return URL is refused, wherever it comes from: a payment's call, or a data set's row. */
export const RETURN_URL_OFF_SITE = 'The return URL must be on the site';

/** What decides where a learner may be sent back to. */
export type ReturnUrlSettings = Pick<Config, 'SITE_URL' | 'CORS_ORIGINS' | 'exposed'>;

/**
 * Where the provider page may send the learner back: the site (SITE_URL) or one of the CORS origins
 * (any loopback origin when CORS_ORIGINS is not set and the mock listens on loopback).
 * Origins are compared, not text prefixes, so http://localhost:5173.evil.example never passes for
 * http://localhost:5173; anything else would make the mock an open redirect. The payment call, a data
 * set's payments and the provider page's redirect all ask this one function.
 */
export function isAllowedReturnUrl(returnUrl: string, config: ReturnUrlSettings): boolean {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  // With no CORS_ORIGINS every loopback site may call the mock, so each may be returned to; not
  // when the mock serves other machines, where a learner's own localhost is no site of ours.
  if (!config.exposed && config.CORS_ORIGINS.length === 0 && allowsOrigin([], url.origin)) return true;
  return [config.SITE_URL, ...config.CORS_ORIGINS].some((allowed) => {
    const base = new URL(allowed);
    const folder = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    return url.origin === base.origin && (url.pathname === base.pathname || url.pathname.startsWith(folder));
  });
}

/** The return URL with the outcome appended: `?payment=<id>&status=succeeded|failed`. */
export function returnUrlWithOutcome(
  returnUrl: string,
  paymentId: number,
  status: 'succeeded' | 'failed',
): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment', String(paymentId));
  url.searchParams.set('status', status);
  return url.toString();
}
