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
  it("publishes every port on the host's loopback only", () => {
    const mappings = portMappings(compose);
    expect(mappings).toEqual(['127.0.0.1:3001:3001', '127.0.0.1:5173:80']);
  });

  it('ships no token secret or admin key: both come from the environment of whoever starts it', () => {
    expect(compose).toMatch(/MOCK_ADMIN_TOKEN: \$\{MOCK_ADMIN_TOKEN:-\}/);
    expect(compose).toMatch(/AUTH_SECRET: \$\{AUTH_SECRET:-\}/);
    expect(dockerfile).not.toMatch(/AUTH_SECRET|MOCK_ADMIN_TOKEN=/);
  });
});
