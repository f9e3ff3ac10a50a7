import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { nginxSiteConf } from './nginx-site-conf';
import { contentSecurityPolicy, policySettings, securityHeaders } from './security-headers';

const SETTINGS = {
  'the local mock': {},
  'the real API and provider': {
    VITE_API_BASE_URL: 'https://api.example.tn',
    VITE_IDENTITY_CLIENT_ID: 'client-1',
    VITE_IDENTITY_SCRIPT_URL: 'https://accounts.google.com/gsi/client',
    VITE_IDENTITY_USERINFO_URL: 'https://www.googleapis.com/oauth2/v2/userinfo',
  },
};

/** The value nginx sends for a header, as its configuration writes it. */
function sentBy(conf: string, header: string): string[] {
  return [...conf.matchAll(new RegExp(`^[ \\t]*add_header ${header} "([^"]*)" always;$`, 'gm'))].map(
    ([, value = '']) => value,
  );
}

describe('nginx’s configuration of the site', () => {
  for (const [name, variables] of Object.entries(SETTINGS)) {
    it(`sends the module’s policy for the same settings (${name})`, () => {
      const settings = policySettings(variables, { mockInPage: false });
      const conf = nginxSiteConf(securityHeaders(settings));
      expect(sentBy(conf, 'Content-Security-Policy')).toEqual([contentSecurityPolicy(settings)]);
      expect(sentBy(conf, 'X-Content-Type-Options')).toEqual(['nosniff']);
      expect(sentBy(conf, 'Referrer-Policy')).toEqual(['strict-origin-when-cross-origin']);
      // Server-wide: a location with an add_header of its own would send none of them.
      const locations = conf.match(/^[ \t]*location [^{]*\{[^}]*\}/gm) ?? [];
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) expect(location).not.toContain('add_header');
    });
  }

  it('keeps every rule of the site: the trailing-slash redirect, relative, and the files’ fallback', () => {
    const conf = nginxSiteConf({});
    expect(conf).toContain('  absolute_redirect off;\n');
    expect(conf).toContain('  rewrite ^(/[A-Za-z0-9._~-]+(/[A-Za-z0-9._~-]+)*)/+$ $1 permanent;\n');
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html /spa.html;');
    expect(conf).toContain('  root /usr/share/nginx/html;\n');
  });

  it('refuses a value nginx would read otherwise, and a file without the headers’ place', () => {
    expect(() => nginxSiteConf({ 'X-Test': 'a$uri' })).toThrow('cannot hold');
    expect(() => nginxSiteConf({ 'X-Test': 'a"b' })).toThrow('cannot hold');
    expect(() => nginxSiteConf({}, 'server {}')).toThrow('@security-headers');
  });

  it('is what the Docker image serves, written after the build with the build’s variables', () => {
    const dockerfile = readFileSync(join(import.meta.dirname, '../../../Dockerfile'), 'utf8');
    const written = /tsx scripts\/write-nginx-conf\.ts (\S+)/.exec(dockerfile)?.[1];
    expect(written).toBeDefined();
    expect(dockerfile).toContain(`COPY --from=web-build ${written ?? ''} /etc/nginx/conf.d/default.conf`);
  });
});
