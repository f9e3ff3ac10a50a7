import type { AddressInfo } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';

import { describeSecretOrigin } from './auth/auth-secret';
import { meetsOwaspArgon2id, type Config } from './config';
import { describeCors } from './core/cors-origins';
import { describeHosts } from './core/request-guard';
import { describeIdentityAccess } from './features/identity/identity.routes';
import { adminAccessOf, describeAdminAccess } from './features/mock-admin/admin-access';
import { describeTrustedProxies } from './trusted-proxies';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

const urlOf = (address: string, family: string, port: number) =>
  `http://${family === 'IPv6' ? `[${address}]` : address}:${String(port)}`;

/**
 * The URLs the server answers on. A wildcard address (0.0.0.0, ::) is spelled out as this machine's
 * addresses, so the log shows what other machines can reach; link-local IPv6 is left out (it needs
 * a zone to be dialled).
 */
export function listeningUrls(bound: readonly AddressInfo[], interfaces: Interfaces): string[] {
  const own = Object.values(interfaces).flatMap((list) => list ?? []);
  const urls = bound.flatMap(({ address, family, port }) => {
    if (address === '0.0.0.0' || address === '::') {
      return own
        .filter((i) => (address === '::' || i.family === 'IPv4') && !i.address.startsWith('fe80:'))
        .map((i) => urlOf(i.address, i.family, port));
    }
    return [urlOf(address, family, port)];
  });
  return [...new Set(urls)];
}

export interface StartFacts {
  config: Config;
  bound: readonly AddressInfo[];
  interfaces: Interfaces;
  scenario: string;
  /** The frozen clock's instant, or null when it follows real time. */
  frozenAt: string | null;
}

/** The password hashes' cost, said when a load test lowered it under OWASP's. */
function describePasswordHashing(config: Config): string {
  const cost = `argon2id ${String(config.ARGON2ID_MEMORY_KIB)} KiB × ${String(config.ARGON2ID_PASSES)}`;
  return meetsOwaspArgon2id(config.ARGON2ID_MEMORY_KIB, config.ARGON2ID_PASSES)
    ? `passwords: ${cost}`
    : `passwords: ${cost}, under OWASP's cost: for a load test on this machine only`;
}

/** The one ready line: where it listens, what data and clock, who may use the admin surface, which secret. */
export function readyLine({ config, bound, interfaces, scenario, frozenAt }: StartFacts): string {
  const wildcard = bound.find((b) => b.address === '0.0.0.0' || b.address === '::');
  const where = wildcard === undefined ? '' : `every address (${wildcard.address}): `;
  return [
    `Mock API ready on ${where}${listeningUrls(bound, interfaces).join(', ')} (docs: /docs)`,
    config.MOCK_DATA_SET === undefined || scenario !== 'default'
      ? `scenario ${scenario}`
      : `data set ${config.MOCK_DATA_SET}`,
    `profile ${config.MOCK_PROFILE}`,
    frozenAt !== null
      ? `clock frozen at ${frozenAt}`
      : config.MOCK_DATA_SET === undefined
        ? 'clock: real time'
        : "clock: running on from the data set's time",
    describeAdminAccess(adminAccessOf(config)),
    describeIdentityAccess(config),
    describeCors(config.CORS_ORIGINS),
    describeHosts(config),
    describeTrustedProxies(config.TRUSTED_PROXIES),
    `token secret: ${describeSecretOrigin(config.authSecretFrom)}`,
    describePasswordHashing(config),
  ].join(' · ');
}
