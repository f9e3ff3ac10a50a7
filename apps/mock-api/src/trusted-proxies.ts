import { z } from 'zod';

import { commaList } from './comma-list';
import { isIpLiteral } from './loopback';

/**
 * An address or a CIDR range, written as numbers. A prefix of 0 (every address) is refused: trusting
 * every peer's X-Forwarded-For would let any client name its own address and dodge the sign-in brake.
 */
function isProxyRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined || address.startsWith('[') || !isIpLiteral(address)) return false;
  if (prefix === undefined) return true;
  if (!/^[1-9]\d{0,2}$/.test(prefix)) return false;
  return Number(prefix) <= (address.includes(':') ? 128 : 32);
}

/**
 * TRUSTED_PROXIES: the balancer's addresses. Only a request whose connection comes from one of them
 * is read for the client's address (the last X-Forwarded-For entry the balancer appended, walking
 * back past trusted addresses only); from any other peer the header is the client's own writing and
 * is ignored.
 */
export const trustedProxiesSetting = z
  .string()
  .default('')
  .describe(
    "The load balancer's addresses or CIDR ranges (comma-separated): from them, the client's address is " +
      'the one the balancer appends to X-Forwarded-For, for the sign-in brake; none: the connection’s address',
  )
  .transform((v) => commaList(v.toLowerCase()))
  .pipe(
    z.array(
      z
        .string()
        .refine(
          isProxyRange,
          'TRUSTED_PROXIES must be IP addresses or CIDR ranges (10.0.0.2, 172.28.0.0/24), none of /0',
        ),
    ),
  );

/** What the start line says of whose address the sign-in brake counts. */
export function describeTrustedProxies(trusted: readonly string[]): string {
  return trusted.length === 0
    ? 'sign-in brake per connecting address (TRUSTED_PROXIES names a balancer)'
    : `sign-in brake per caller that ${trusted.join(', ')} forwards (TRUSTED_PROXIES)`;
}
