import { describe, expect, it } from 'vitest';

import { scriptsAfterFirstPaint, START_SCRIPT } from './prerender-files';
import {
  contentSecurityPolicy,
  hashSource,
  policySettings,
  securityHeaders,
  toastStyles,
} from './security-headers';

const TOAST_HASHES = toastStyles().map(hashSource).join(' ');
const START_HASH = hashSource(START_SCRIPT);

/** The policy's directives by name. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources.join(' ')];
    }),
  );
}

const policyOf = (variables: Record<string, string>, mockInPage = false) =>
  contentSecurityPolicy(policySettings(variables, { mockInPage }));

describe('the site’s Content-Security-Policy', () => {
  it('by default names the local mock: its API, uploads and identity stand-in', () => {
    expect(policyOf({})).toBe(
      [
        "default-src 'self'",
        `script-src 'self' http://localhost:3001/__mock/identity/client.js ${START_HASH}`,
        `style-src 'self' ${TOAST_HASHES}`,
        "img-src 'self' data: blob: http://localhost:3001/uploads/ https://lh3.googleusercontent.com",
        "connect-src 'self' http://localhost:3001",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('names the real provider’s script, calls, frame and stylesheet, and an API under a path', () => {
    const policy = directives(
      policyOf({
        VITE_API_BASE_URL: 'https://api.example.tn/v1/',
        VITE_IDENTITY_CLIENT_ID: 'client-1',
        VITE_IDENTITY_SCRIPT_URL: 'https://accounts.google.com/gsi/client',
        VITE_IDENTITY_USERINFO_URL: 'https://www.googleapis.com/oauth2/v2/userinfo',
      }),
    );
    expect(policy['script-src']).toBe(`'self' https://accounts.google.com/gsi/client ${START_HASH}`);
    expect(policy['connect-src']).toBe(
      "'self' https://api.example.tn/v1/ https://www.googleapis.com/oauth2/v2/userinfo https://accounts.google.com/gsi/",
    );
    expect(policy['frame-src']).toBe('https://accounts.google.com/gsi/');
    expect(policy['style-src']).toBe(`'self' ${TOAST_HASHES} https://accounts.google.com/gsi/style`);
    expect(policy['img-src']).toContain(' https://api.example.tn/v1/uploads/ ');
  });

  it('leaves the provider’s script out when no client id is set (no provider button)', () => {
    expect(directives(policyOf({ VITE_IDENTITY_CLIENT_ID: '' }))['script-src']).toBe(`'self' ${START_HASH}`);
  });

  it('runs no inline text or eval in any build; WebAssembly only with the mock in the page', () => {
    const site = directives(policyOf({}));
    const demo = directives(policyOf({ VITE_API_BASE_URL: '/demo/api' }, true));
    for (const policy of [site, demo]) {
      expect(policy['script-src']).not.toMatch(/'unsafe-|\*/);
      expect(policy['style-src']).not.toMatch(/'unsafe-|\*/);
    }
    expect(site['script-src']).not.toContain('wasm');
    expect(demo['script-src']).toBe(`'self' ${START_HASH} 'wasm-unsafe-eval'`);
    // The API on the page's own origin is 'self'; the worker fetches the pictures the page shows.
    expect(demo['connect-src']).toBe("'self' https://lh3.googleusercontent.com");
    expect(demo['img-src']).toBe("'self' data: blob: https://lh3.googleusercontent.com");
  });

  it('allows the inline script of every prerendered page by its hash', () => {
    const page = scriptsAfterFirstPaint(
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/a-2.js"></head><body><div id="root"></div></body>',
    );
    const inline = [...page.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = '']) => !/type="application\/(?:ld\+)?json"/.test(attributes))
      .map(([, , text = '']) => text);
    expect(inline).toEqual([START_SCRIPT]);
    expect(directives(policyOf({}))['script-src']).toContain(hashSource(inline[0] ?? ''));
  });

  it('allows the toasts’ stylesheet as their library adds it: empty, then with its rules', () => {
    const [empty, rules] = toastStyles();
    expect(empty).toBe('');
    expect(rules).toContain('[data-sonner-toaster]');
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('encodes what would end a source or a directive in an address', () => {
    expect(directives(policyOf({ VITE_API_BASE_URL: 'https://api.example.tn/a;b,c$d' }))['connect-src']).toBe(
      "'self' https://api.example.tn/a%3Bb%2Cc%24d/",
    );
  });

  it('sends the policy with the other headers the site lacked', () => {
    const settings = policySettings({}, { mockInPage: false });
    expect(securityHeaders(settings)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(settings),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
