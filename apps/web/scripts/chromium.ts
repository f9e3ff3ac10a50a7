/**
 * Debian's Chromium, as the browser tests and the Lighthouse bench launch it (Playwright's own
 * browser download is never used): no sandbox (CI runs as root), no GPU, and none of the background
 * calls a fresh profile makes.
 */
export const CHROMIUM_PATH = '/usr/lib/chromium/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
