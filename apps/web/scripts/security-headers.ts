/**
 * The headers the site is served with, Content-Security-Policy first: one definition for every
 * server of the built site, `vite preview` (vite.config.ts) and nginx (nginx/site.conf, written by
 * write-nginx-conf.ts). A host the pages need is added here, and both servers send it.
 *
 * The learner's token is kept in localStorage, where any script running in the page can read it:
 * the policy lets scripts come only from the site, the provider's client script and the one inline
 * start script of a prerendered page (by its hash), never from inline text or eval.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { siteEnv, type EnvVariables } from '../src/config/site-env.ts';
import { START_SCRIPT } from './prerender-files.ts';

/** What the policy depends on: the build's addresses and what it runs in the page. */
export interface PolicySettings {
  /** The API the pages call (an absolute address, or a path on the site's own origin). */
  apiBaseUrl: string;
  /** The identity provider's client script and user-info service; no client id, no provider. */
  identity: { clientId: string; scriptUrl: string; userInfoUrl: string };
  /**
   * The demo's mock inside the page: SQLite and argon2id in WebAssembly, and a service worker that
   * fetches the page's pictures on its behalf (under connect-src, the worker's own policy).
   */
  mockInPage: boolean;
  /** Inline styles the site's libraries add at run time, by their text. */
  inlineStyles: readonly string[];
}

/**
 * Picture hosts besides the API's uploads: the provider's avatars (a learner signed in with the
 * provider, product rules 3). An API that answers full addresses on another host needs it here.
 */
const IMAGE_HOSTS = ['https://lh3.googleusercontent.com'];

/**
 * What Google's client script loads besides itself, as its documentation lists it for a
 * Content-Security-Policy: its button's frame, its calls and its stylesheet.
 */
const GOOGLE_CLIENT = 'https://accounts.google.com/gsi/client';
const GOOGLE_SOURCES = {
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};

/** A CSP hash source of an inline script or style, by its exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * A source expression for an address: a path on the site's own origin is 'self'; a folder matches
 * what is under it, a file itself only. Characters CSP or nginx would read otherwise are
 * percent-encoded, which CSP decodes before it compares paths.
 */
function sourceOf(address: string, kind: 'folder' | 'file'): string {
  if (address.startsWith('/')) return "'self'";
  const url = new URL(address);
  const path = url.pathname.replace(/[;,$"\\]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  if (kind === 'file') return `${url.origin}${path}`;
  return path === '/' ? url.origin : `${url.origin}${path.replace(/\/?$/, '/')}`;
}

/** The sources once each, in order (an address on the site's own origin is 'self' too). */
function unique(sources: readonly string[]): string[] {
  return [...new Set(sources)];
}

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy(settings: PolicySettings): string {
  const api = sourceOf(settings.apiBaseUrl, 'folder');
  const uploads = sourceOf(`${settings.apiBaseUrl}/uploads`, 'folder');
  const provider = settings.identity.clientId !== '';
  const google = provider && settings.identity.scriptUrl.split(/[?#]/)[0] === GOOGLE_CLIENT;
  // data: and blob: are what the site's own image addresses keep as they are (a photo's preview).
  const images = ["'self'", 'data:', 'blob:', uploads, ...IMAGE_HOSTS];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...(provider ? [sourceOf(settings.identity.scriptUrl, 'file')] : []),
        hashSource(START_SCRIPT),
        ...(settings.mockInPage ? ["'wasm-unsafe-eval'"] : []),
      ],
    ],
    [
      'style-src',
      ["'self'", ...settings.inlineStyles.map(hashSource), ...(google ? GOOGLE_SOURCES.style : [])],
    ],
    ['img-src', images],
    [
      'connect-src',
      [
        "'self'",
        api,
        ...(provider && !settings.identity.userInfoUrl.startsWith(`${settings.apiBaseUrl}/`)
          ? [sourceOf(settings.identity.userInfoUrl, 'file')]
          : []),
        ...(google ? GOOGLE_SOURCES.connect : []),
        ...(settings.mockInPage ? images.filter((source) => !source.endsWith(':')) : []),
      ],
    ],
    ...(google ? [['frame-src', GOOGLE_SOURCES.frame] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The site's forms are sent by its code, never by the browser (their submit buttons wait for it),
    // and the payment page is a navigation, not a post: 'self' only keeps a stray submission on
    // the site.
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...unique(sources)].join(' ')).join('; ');
}

/** Every header the site's servers add to each answer. */
export function securityHeaders(settings: PolicySettings) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  } as const satisfies Record<string, string>;
}

/**
 * sonner (the toasts) adds its stylesheet as a <style> element, first empty, then with its text:
 * the policy allows both by hash. Read from the installed package, so an upgrade keeps its hash.
 */
export function toastStyles(): string[] {
  const require = createRequire(import.meta.url);
  const code = readFileSync(join(dirname(require.resolve('sonner')), 'index.mjs'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
  if (literal === undefined) throw new Error('sonner no longer inserts its styles as expected');
  return ['', JSON.parse(literal) as string];
}

/** The policy's settings from the build's variables, read as the site reads them (site-env.ts). */
export function policySettings(variables: EnvVariables, options: { mockInPage: boolean }): PolicySettings {
  const env = siteEnv(variables, undefined);
  return {
    apiBaseUrl: env.apiBaseUrl,
    identity: env.identity,
    mockInPage: options.mockInPage,
    inlineStyles: toastStyles(),
  };
}
