import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether listening on `host` keeps the server to this machine: `localhost`, 127.0.0.0/8 or ::1
 * (an IPv4-mapped 127.x too). `0.0.0.0`, `::`, a network address or any other name is reachable
 * from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare === 'localhost.') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped !== undefined) return loopback.check(mapped, 'ipv4');
  const version = isIP(bare);
  if (version === 4) return loopback.check(bare, 'ipv4');
  if (version === 6) return loopback.check(bare, 'ipv6');
  return false;
}
