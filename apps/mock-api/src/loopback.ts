/** An IPv4 address in dotted decimal, each part 0–255 without leading zeros. */
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

const isLoopbackIpv4 = (address: string) => IPV4.test(address) && address.startsWith('127.');

/** The eight 16-bit groups of an IPv6 address (`::` expanded), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!/^[0-9a-f:]+$/.test(address) || (address.match(/::/g) ?? []).length > 1) return null;
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  if (groups.some((g) => g.length === 0 || g.length > 4)) return null;
  return groups.map((g) => parseInt(g, 16));
}

/** An address written as numbers (IPv4, or IPv6 with or without brackets), not a name. */
export function isIpLiteral(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return IPV4.test(bare) || ipv6Groups(bare) !== null || /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * Whether listening on `host` keeps the server to this machine: `localhost`, 127.0.0.0/8 or ::1
 * (an IPv4-mapped 127.x too). `0.0.0.0`, `::`, a network address or any other name is reachable
 * from elsewhere. Plain text parsing, so the in-page mock answers as the server does.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare === 'localhost.') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped !== undefined) return isLoopbackIpv4(mapped);
  if (isLoopbackIpv4(bare)) return true;
  const groups = ipv6Groups(bare);
  return groups !== null && groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1;
}
