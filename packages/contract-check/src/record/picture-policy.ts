import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';

import { isNonPublicHost, nonPublicKind } from './picture-address';

/**
 * Where --with-images may fetch a picture from. A backend's answer names the pictures, so it would
 * otherwise choose what the recorder's machine calls: an address on its own network, or the cloud's
 * metadata service, whose answer would then be written into a folder every mock serves.
 */
export interface PicturePolicy {
  /** The recorded backend's base URL. */
  baseUrl: URL;
  /** The base URL's origin and those of --images-from. */
  origins: ReadonlySet<string>;
  /**
   * Whether a loopback, private or link-local address may be called: only when the base URL's own
   * host is written as one (a mock on 127.0.0.1, a sandbox on 10.0.0.5). Decided from the URL as
   * typed, never from a lookup, which the backend's name server would answer.
   */
  nonPublicAllowed: boolean;
  /** Resolves a name, each address it gives checked before the connection is made (dns.lookup). */
  lookup: LookupFunction;
}

export const OFF_ORIGIN = 'not from the recorded backend’s origin (add it with --images-from)';
export const NON_PUBLIC =
  'on a loopback, private or link-local address, which a recording of a public backend never calls';

/** Thrown by the lookup of a policy that refuses a name resolving to a non-public address. */
export class NonPublicAddressError extends Error {
  readonly code = 'ENONPUBLIC';
  constructor() {
    super(NON_PUBLIC);
    this.name = 'NonPublicAddressError';
  }
}

/**
 * A lookup that hands the connection only public addresses: every address a name resolves to is
 * checked where the connection is made, so a name that resolves to a public address when asked and
 * to 127.0.0.1 a moment later (DNS rebinding) is refused all the same.
 */
function guardedLookup(resolve: LookupFunction, nonPublicAllowed: boolean): LookupFunction {
  if (nonPublicAllowed) return resolve;
  return (hostname, options, callback) => {
    resolve(hostname, options, (error, address, family) => {
      if (error !== null) {
        callback(error, address, family);
        return;
      }
      const addresses = typeof address === 'string' ? [address] : address.map((entry) => entry.address);
      if (addresses.some((one) => nonPublicKind(one) !== null)) {
        callback(new NonPublicAddressError(), address, family);
        return;
      }
      callback(null, address, family);
    });
  };
}

/** The policy of a recording of `baseUrl`, with the origins --images-from adds. */
export function picturePolicy(
  baseUrl: URL,
  imagesFrom: readonly string[],
  resolve: LookupFunction = dnsLookup,
): PicturePolicy {
  const nonPublicAllowed = isNonPublicHost(baseUrl.hostname);
  return {
    baseUrl,
    origins: new Set([baseUrl.origin, ...imagesFrom.map((origin) => new URL(origin).origin)]),
    nonPublicAllowed,
    lookup: guardedLookup(resolve, nonPublicAllowed),
  };
}

/** Why a picture's address is not called, or null when it may be (its name is checked on lookup). */
export function refusalOf(url: URL, policy: PicturePolicy): string | null {
  if (!policy.origins.has(url.origin)) return OFF_ORIGIN;
  if (!policy.nonPublicAllowed && isNonPublicHost(url.hostname)) return NON_PUBLIC;
  return null;
}

/**
 * Whether a row may keep a picture's address: not when it is on a loopback, private or link-local
 * host outside the allowed origins, which the browsers of whoever loads the data set would call on
 * their own network.
 */
export function mayShow(url: URL, policy: PicturePolicy): boolean {
  return policy.origins.has(url.origin) || !isNonPublicHost(url.hostname);
}
