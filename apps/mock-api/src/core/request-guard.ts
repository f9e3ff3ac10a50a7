import { ApiError } from '../api-error';
import type { Config } from '../config';
import { isIpLiteral, isLoopbackHost } from '../loopback';
import { allowsOrigin } from './cors-origins';

/** The methods that never change the data: no save, no dropped answers, no write checks follow them. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host name of a Host header (`[::1]:3001` → `::1`), lower-case, without a final dot. */
export function hostNameOf(hostHeader: string): string {
  const header = hostHeader.trim().toLowerCase();
  const name = header.startsWith('[') ? header.slice(1, header.indexOf(']')) : (header.split(':')[0] ?? '');
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** The names this mock answers to, besides loopback names and addresses written as numbers. */
export function ownHostNames(config: Pick<Config, 'HOST' | 'publicUrl' | 'ALLOWED_HOSTS'>): Set<string> {
  const names = [
    ...config.ALLOWED_HOSTS,
    hostNameOf(new URL(config.publicUrl).host),
    hostNameOf(config.HOST),
  ];
  return new Set(names.filter((name) => name !== ''));
}

/**
 * Whether a request's Host names this mock. A page of another site that rebinds its own name to this
 * machine's address (DNS rebinding) still sends its own name, so it is refused; an address written
 * as numbers cannot be rebound, and `*.localhost` never leaves the machine.
 */
export function isOwnHost(hostHeader: string | undefined, names: ReadonlySet<string>): boolean {
  // HTTP/1.0 clients may send none; a browser always does.
  if (hostHeader === undefined) return true;
  const name = hostNameOf(hostHeader);
  return isLoopbackHost(name) || name.endsWith('.localhost') || isIpLiteral(name) || names.has(name);
}

/** How the start line says it. */
export function describeHosts(config: Pick<Config, 'HOST' | 'publicUrl' | 'ALLOWED_HOSTS'>): string {
  const names = [...ownHostNames(config)].filter((name) => !isLoopbackHost(name) && !isIpLiteral(name));
  return `answers to localhost and IP addresses${names.length === 0 ? '' : `, ${names.join(', ')}`} (ALLOWED_HOSTS adds names)`;
}

export const misdirected = (hostHeader: string) =>
  new ApiError(
    421,
    'MISDIRECTED_REQUEST',
    `This mock does not answer to the host "${hostNameOf(hostHeader).slice(0, 253)}": call it as ` +
      'localhost, by its address, by PUBLIC_URL, or add the name to ALLOWED_HOSTS',
  );

/** What a browser says of a write's origin. */
export interface WriteOrigin {
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
}

/** The Origin is this mock's own (its page posting back, as the payment stand-in's form does). */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.trim().toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Whether a write to /__mock comes from where the site may call from: no browser (curl, the QA kit,
 * contract:check), the mock's own pages, or an origin CORS allows. A page of another site can post a
 * form or a `no-cors` fetch without any preflight; its Origin (or Sec-Fetch-Site) gives it away.
 */
export function isTrustedWriteOrigin(write: WriteOrigin, corsOrigins: readonly string[]): boolean {
  // Set by the browser, never by a page; a form of the mock's own page may come with `Origin: null`
  // (its Referrer-Policy is no-referrer).
  if (write.secFetchSite === 'same-origin') return true;
  if (write.origin !== undefined) {
    return isSameOrigin(write.origin, write.host) || allowsOrigin(corsOrigins, write.origin);
  }
  return write.secFetchSite !== 'cross-site' && write.secFetchSite !== 'same-site';
}

export const crossSiteWrite = () =>
  new ApiError(
    403,
    'FORBIDDEN',
    "A page of another site may not change the mock: its admin and stand-in calls answer only to the site's " +
      'own origins (CORS_ORIGINS), the mock’s pages and callers outside a browser',
  );

/**
 * Admin writes carry JSON or nothing: a browser sends JSON to another origin only after a preflight,
 * which the mock grants only to the origins it allows.
 */
export function isJsonOrNothing(contentType: string | undefined): boolean {
  if (contentType === undefined || contentType.trim() === '') return true;
  return /^application\/json\s*(?:;|$)/i.test(contentType.trim());
}
