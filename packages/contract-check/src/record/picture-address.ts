import { isIPv4, isIPv6 } from 'node:net';

/** Why an address is not on the public internet; null when it is. */
export type NonPublicKind = 'loopback' | 'private' | 'link-local' | 'unspecified' | 'multicast or reserved';

/** [first address, prefix length, kind] of the IPv4 ranges a recording never fetches from. */
const IPV4_RANGES: readonly (readonly [string, number, NonPublicKind])[] = [
  // 0.0.0.0 reaches this machine on Linux, as 127.0.0.1 does.
  ['0.0.0.0', 8, 'unspecified'],
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  // Carrier-grade NAT: the provider's side of a network, not the internet.
  ['100.64.0.0', 10, 'private'],
  ['192.0.0.0', 24, 'private'],
  ['198.18.0.0', 15, 'private'],
  // 169.254.169.254 is where clouds answer a machine's own credentials.
  ['169.254.0.0', 16, 'link-local'],
  ['224.0.0.0', 4, 'multicast or reserved'],
  ['240.0.0.0', 4, 'multicast or reserved'],
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function ipv4Kind(address: string): NonPublicKind | null {
  const value = ipv4Number(address);
  for (const [first, bits, kind] of IPV4_RANGES) {
    const size = 2 ** (32 - bits);
    const start = ipv4Number(first);
    if (value >= start && value < start + size) return kind;
  }
  return null;
}

/** An IPv6 address as its eight 16-bit groups (a trailing dotted IPv4 part read as two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const last = text.slice(text.lastIndexOf(':') + 1);
  if (isIPv4(last)) {
    const v4 = ipv4Number(last);
    text = `${text.slice(0, text.length - last.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side === '' ? [] : side.split(':').map((group) => parseInt(group, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const v4Of = (high: number, low: number) =>
  [high >>> 8, high & 0xff, low >>> 8, low & 0xff].map(String).join('.');

function ipv6Kind(address: string): NonPublicKind | null {
  const groups = ipv6Groups(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (n: number) => groups.slice(0, n).every((group) => group === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g7 === 1) return 'loopback';
  // An IPv4 address written as IPv6 (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::,
  // 6to4 2002::) reaches that IPv4 address: it is judged as that address.
  if (zeroUpTo(5) && g5 === 0xffff) return ipv4Kind(v4Of(g6, g7));
  if (zeroUpTo(6)) return ipv4Kind(v4Of(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return ipv4Kind(v4Of(g6, g7));
  }
  if (g0 === 0x2002) return ipv4Kind(v4Of(g1, g2));
  if ((g0 & 0xfe00) === 0xfc00) return 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  // Site-local, deprecated but still routed inside some networks.
  if ((g0 & 0xffc0) === 0xfec0) return 'private';
  if ((g0 & 0xff00) === 0xff00) return 'multicast or reserved';
  return null;
}

/** What kind of non-public address an IP address is, or null for a public one (or no IP at all). */
export function nonPublicKind(address: string): NonPublicKind | null {
  if (isIPv4(address)) return ipv4Kind(address);
  if (isIPv6(address)) return ipv6Kind(address);
  return null;
}

/** `localhost` and its subdomains name this machine whatever a resolver says (RFC 6761). */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** A URL's hostname without the brackets of an IPv6 literal. */
export const bareHost = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Whether a URL's host names a non-public place by itself, with no lookup: a loopback, private or
 * link-local IP literal (the URL parser has already turned 2130706433 and 0x7f.1 into 127.0.0.1),
 * or a localhost name.
 */
export function isNonPublicHost(hostname: string): boolean {
  const host = bareHost(hostname);
  return isLocalhostName(host) || nonPublicKind(host) !== null;
}
