import { build } from 'esbuild';

/** The page's script as the mock serves it, built from install-identity-client.ts. */
export const BROWSER_CLIENT_ENTRY = new URL('./install-identity-client.ts', import.meta.url).pathname;

/** The global the built script's exports land in, inside the served script's own function. */
export const BROWSER_CLIENT_GLOBAL = 'mockIdentityClient';

/**
 * Builds the browser client: one plain-ASCII script (esbuild escapes anything else), for browsers of
 * the last years, readable (not minified) since QA reads it in the page's developer tools.
 */
export async function buildBrowserClient(): Promise<string> {
  const result = await build({
    entryPoints: [BROWSER_CLIENT_ENTRY],
    bundle: true,
    format: 'iife',
    globalName: BROWSER_CLIENT_GLOBAL,
    platform: 'browser',
    target: 'es2019',
    charset: 'ascii',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (file === undefined) throw new Error('esbuild wrote no browser client');
  return file.text;
}
