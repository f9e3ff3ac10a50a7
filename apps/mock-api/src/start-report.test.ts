import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';

import { parseSettings, type Config } from './config';
import { listeningUrls, readyLine } from './start-report';

const nic = (address: string, family: 'IPv4' | 'IPv6'): NetworkInterfaceInfo =>
  ({ address, family, internal: false, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;
const interfaces = {
  lo: [nic('127.0.0.1', 'IPv4'), nic('::1', 'IPv6')],
  eth0: [nic('10.0.0.5', 'IPv4'), nic('fe80::1', 'IPv6'), nic('2001:db8::5', 'IPv6')],
};
const configOf = (env: Record<string, string>): Config => ({
  ...parseSettings(env),
  AUTH_SECRET: 'x'.repeat(32),
  authSecretFrom: { file: `${process.cwd()}/data/auth-secret` },
});

describe('the addresses the start log names', () => {
  it('spells a wildcard out as the machine addresses', () => {
    expect(listeningUrls([{ address: '0.0.0.0', family: 'IPv4', port: 3001 }], interfaces)).toEqual([
      'http://127.0.0.1:3001',
      'http://10.0.0.5:3001',
    ]);
    expect(listeningUrls([{ address: '::', family: 'IPv6', port: 80 }], interfaces)).toEqual([
      'http://127.0.0.1:80',
      'http://[::1]:80',
      'http://10.0.0.5:80',
      'http://[2001:db8::5]:80',
    ]);
  });

  it('names each bound address as it is', () => {
    const bound = [
      { address: '127.0.0.1', family: 'IPv4', port: 3001 },
      { address: '::1', family: 'IPv6', port: 3001 },
    ];
    expect(listeningUrls(bound, interfaces)).toEqual(['http://127.0.0.1:3001', 'http://[::1]:3001']);
  });
});

describe('the ready line', () => {
  const loopback = [{ address: '127.0.0.1', family: 'IPv4', port: 3001 }];
  const everywhere = [{ address: '0.0.0.0', family: 'IPv4', port: 3001 }];

  it("says a load test's password cost is under OWASP's, for this machine only", () => {
    const config = configOf({ ARGON2ID_MEMORY_KIB: '4096', ARGON2ID_PASSES: '1' });
    expect(readyLine({ config, bound: loopback, interfaces, scenario: 'default', frozenAt: null })).toMatch(
      / · passwords: argon2id 4096 KiB × 1, under OWASP's cost: for a load test on this machine only$/,
    );
  });

  it('names the data set it started on, and its running clock', () => {
    const config = configOf({ MOCK_DATA_SET: 'recordings/staging' });
    const line = (scenario: string, frozenAt: string | null) =>
      readyLine({ config, bound: loopback, interfaces, scenario, frozenAt });
    expect(line('default', null)).toContain(
      " · data set recordings/staging · profile full · clock: running on from the data set's time · ",
    );
    expect(line('empty', '2026-11-22T00:00:00.000Z')).toContain(
      ' · scenario empty · profile full · clock frozen at 2026-11-22T00:00:00.000Z · ',
    );
  });

  it('on loopback: one address, admin open, the secret file', () => {
    expect(
      readyLine({ config: configOf({}), bound: loopback, interfaces, scenario: 'default', frozenAt: null }),
    ).toBe(
      'Mock API ready on http://127.0.0.1:3001 (docs: /docs) · scenario default · profile full · ' +
        'clock: real time · ' +
        'admin on, open (loopback only) · ' +
        'identity stand-in: this machine only · ' +
        'CORS: any loopback origin (localhost, 127.0.0.1, [::1], any port; CORS_ORIGINS narrows it) · ' +
        'answers to localhost and IP addresses (ALLOWED_HOSTS adds names) · ' +
        'sign-in brake per connecting address (TRUSTED_PROXIES names a balancer) · ' +
        'token secret: data/auth-secret · ' +
        'passwords: argon2id 19456 KiB × 2',
    );
    expect(
      readyLine({
        config: configOf({ CORS_ORIGINS: 'http://a.test,http://b.test' }),
        bound: loopback,
        interfaces,
        scenario: 'default',
        frozenAt: null,
      }),
    ).toContain(' · CORS: http://a.test, http://b.test (CORS_ORIGINS) · ');
    expect(
      readyLine({
        config: configOf({ TRUSTED_PROXIES: '172.30.100.2' }),
        bound: loopback,
        interfaces,
        scenario: 'default',
        frozenAt: null,
      }),
    ).toContain(' · sign-in brake per caller that 172.30.100.2 forwards (TRUSTED_PROXIES) · ');
  });

  it('beyond loopback without a key: every address, the profile, and how to turn admin on', () => {
    const line = readyLine({
      config: configOf({ HOST: '0.0.0.0', MOCK_PROFILE: 'spec' }),
      bound: everywhere,
      interfaces,
      scenario: 'sold-out',
      frozenAt: '2026-11-22T00:00:00.000Z',
    });
    expect(line).toContain('ready on every address (0.0.0.0): http://127.0.0.1:3001, http://10.0.0.5:3001 ');
    expect(line).toContain('scenario sold-out · profile spec · clock frozen at 2026-11-22T00:00:00.000Z');
    expect(line).toContain('admin off on this network address or replica: set MOCK_ADMIN_TOKEN');
  });

  it('with a key, or with MOCK_ADMIN=false', () => {
    const facts = { bound: everywhere, interfaces, scenario: 'default', frozenAt: null };
    expect(
      readyLine({ ...facts, config: configOf({ HOST: '0.0.0.0', MOCK_ADMIN_TOKEN: 'k'.repeat(16) }) }),
    ).toContain('admin on, protected by MOCK_ADMIN_TOKEN (header x-mock-admin-token or a bearer)');
    expect(readyLine({ ...facts, config: configOf({ MOCK_ADMIN: 'false' }) })).toContain(
      'admin off (MOCK_ADMIN=false)',
    );
  });

  it('says who may get a provider token and which host names the mock answers to', () => {
    const facts = { bound: everywhere, interfaces, scenario: 'default', frozenAt: null };
    const keyed = { HOST: '0.0.0.0', MOCK_ADMIN_TOKEN: 'k'.repeat(16) };
    expect(readyLine({ ...facts, config: configOf(keyed) })).toContain(
      ' · identity stand-in: admin key only (MOCK_IDENTITY_OPEN=true opens it) · ',
    );
    const open = configOf({ ...keyed, MOCK_IDENTITY_OPEN: 'true', PUBLIC_URL: 'https://mock.qa.example' });
    const line = readyLine({ ...facts, config: { ...open, ALLOWED_HOSTS: ['mock-api'] } });
    expect(line).toContain(
      ' · identity stand-in OPEN to anyone (MOCK_IDENTITY_OPEN; never into a password account) · ',
    );
    expect(line).toContain(
      ' · answers to localhost and IP addresses, mock-api, mock.qa.example (ALLOWED_HOSTS adds names) · ',
    );
  });

  it('never prints the secret itself', () => {
    const config = {
      ...configOf({}),
      AUTH_SECRET: 'the-very-secret-value-1234567890',
      authSecretFrom: 'environment' as const,
    };
    const line = readyLine({ config, bound: loopback, interfaces, scenario: 'default', frozenAt: null });
    expect(line).toContain('token secret: AUTH_SECRET');
    expect(line).not.toContain(config.AUTH_SECRET);
  });
});
