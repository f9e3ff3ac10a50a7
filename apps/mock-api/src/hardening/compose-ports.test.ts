import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const compose = readFileSync(new URL('../../../../docker-compose.yml', import.meta.url), 'utf8');
const dockerfile = readFileSync(new URL('../../../../Dockerfile', import.meta.url), 'utf8');

/** The "- 'host:container'" lines under each service's ports. */
function portMappings(text: string): string[] {
  // "ports:" after spaces that begin at a line start (blank lines included). Tried only where a run
  // of spaces starts: the run begins the text, or holds a line break with a space after it.
  const portBlocks = /(?<!\s)(?:^\s+|[^\S\n\r\u2028\u2029]*[\n\r\u2028\u2029]\s+)ports:\n((?:\s+- .+\n)+)/gm;
  return [...text.matchAll(portBlocks)].flatMap((m) =>
    (m[1] ?? '').split('\n').flatMap((line) => {
      const value = /^\s+- ['"]?([^'"]+)['"]?$/.exec(line)?.[1];
      return value === undefined ? [] : [value];
    }),
  );
}

describe('the containers as docker-compose.yml publishes them', () => {
  it("publishes every port on the host's loopback, unless the team mock's operator names an address", () => {
    const mappings = portMappings(compose);
    expect(mappings).toEqual([
      '127.0.0.1:3001:3001',
      '127.0.0.1:5173:80',
      '${MOCK_TEAM_ADDRESS:-127.0.0.1}:3100:3001',
    ]);
  });

  it('gives every replica of the team mock the same admin key and token secret', () => {
    const replica = compose.slice(
      compose.indexOf('x-mock-replica: &mock-replica'),
      compose.indexOf('\nservices:'),
    );
    expect(replica).toContain('MOCK_ADMIN_TOKEN: ${MOCK_ADMIN_TOKEN:-}');
    expect(replica).toContain('AUTH_SECRET: ${AUTH_SECRET:-}');
    for (const name of ['mock-1', 'mock-2']) {
      expect(compose).toContain(
        `  ${name}:\n    <<: *mock-replica\n    environment:\n      <<: *mock-replica-environment\n`,
      );
    }
  });

  it("keeps the team mock's sign-in brake, per caller: the replicas trust nginx's fixed address alone", () => {
    const replica = compose.slice(
      compose.indexOf('x-mock-replica: &mock-replica'),
      compose.indexOf('\nservices:'),
    );
    expect(replica).not.toContain('\n    AUTH_RATE_LIMIT:');
    const trusted = /TRUSTED_PROXIES: ([\d.]+)$/m.exec(replica)?.[1];
    const nginx = compose.slice(compose.indexOf('\n  mock-team:'));
    expect(nginx).toContain(`ipv4_address: ${String(trusted)}\n`);
    const subnet = /- subnet: ([\d.]+)\.0\/24$/m.exec(compose)?.[1];
    expect(trusted?.startsWith(`${String(subnet)}.`)).toBe(true);
  });

  it('ships no token secret or admin key: both come from the environment of whoever starts it', () => {
    expect(compose).toMatch(/MOCK_ADMIN_TOKEN: \$\{MOCK_ADMIN_TOKEN:-\}/);
    expect(compose).toMatch(/AUTH_SECRET: \$\{AUTH_SECRET:-\}/);
    expect(dockerfile).not.toMatch(/AUTH_SECRET|MOCK_ADMIN_TOKEN=/);
  });
});
