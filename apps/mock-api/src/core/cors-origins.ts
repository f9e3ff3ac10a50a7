import { isLoopbackHost } from '../loopback';

/**
 * Which browser origins may call the mock. With no CORS_ORIGINS, any loopback origin (localhost,
 * 127.0.0.1, [::1], any port, http or https): a second dev server, Storybook or a preview on another
 * port works on day one, and a page served from another machine still cannot read the answers.
 * CORS_ORIGINS narrows it to a list.
 */
export function allowsOrigin(allowList: readonly string[], origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (allowList.length === 0) return isLoopbackHost(url.hostname);
  return allowList.some((allowed) => new URL(allowed).origin === url.origin);
}

/** How the start line says it. */
export function describeCors(allowList: readonly string[]): string {
  return allowList.length === 0
    ? 'CORS: any loopback origin (localhost, 127.0.0.1, [::1], any port; CORS_ORIGINS narrows it)'
    : `CORS: ${allowList.join(', ')} (CORS_ORIGINS)`;
}
