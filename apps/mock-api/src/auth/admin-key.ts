import { ADMIN_KEY_HEADER } from '@formation/contract';

import type { Config } from '../config';
import { equalInConstantTime, sha256Of } from '../portable/crypto';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** A header's first value (Node gives a repeated header as a list). */
export const firstHeader = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * The key a request offers: the dedicated header anywhere, a bearer only on /__mock itself (on the
 * site's routes the bearer is the learner's token, never the admin key).
 */
export function offeredAdminKey(headers: Headers, bearerAllowed: boolean): string | undefined {
  const header = firstHeader(headers[ADMIN_KEY_HEADER]);
  if (header !== undefined) return header;
  if (!bearerAllowed) return undefined;
  return /^Bearer (.+)$/i.exec(firstHeader(headers.authorization) ?? '')?.[1];
}

/** Whether `offered` is the admin key; compared as digests, in constant time. */
export function isAdminKey(config: Pick<Config, 'MOCK_ADMIN_TOKEN'>, offered: string | undefined): boolean {
  if (config.MOCK_ADMIN_TOKEN === undefined || offered === undefined) return false;
  return equalInConstantTime(sha256Of(offered), sha256Of(config.MOCK_ADMIN_TOKEN));
}

/** The headers a proxy adds to what it passes on: nginx's, Envoy's, the standard one. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via'] as const;

/**
 * Whether a request came through a proxy (a load balancer in front of a mock on loopback): it may
 * come from any machine the proxy serves, so it is not this machine's. A client that sends such a
 * header itself only asks for the stricter rule.
 */
export function cameThroughProxy(headers: Headers): boolean {
  return PROXY_HEADERS.some((name) => headers[name] !== undefined);
}

/**
 * Whether the caller may act for anyone on the providers' stand-ins: only this host reaches a mock on
 * loopback (or in a page), and beyond it (another machine, or anyone through a proxy) the admin
 * key's holders.
 */
export function isTrustedCaller(
  config: Pick<Config, 'exposed' | 'MOCK_ADMIN_TOKEN'>,
  headers: Headers,
): boolean {
  return (
    (!config.exposed && !cameThroughProxy(headers)) || isAdminKey(config, offeredAdminKey(headers, true))
  );
}
