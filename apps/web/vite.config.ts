import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

import { previewPage } from './scripts/preview-pages.ts';
import { policySettings, securityHeaders } from './scripts/security-headers.ts';

/**
 * `vite preview` serves the prerendered pages as files, under the build's base, and spa.html for
 * every other page of the site (scripts/preview-pages.ts). nginx does the same (nginx/site.conf).
 */
export function prerenderedFallback(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'prerendered-fallback',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const accept = req.headers.accept ?? '';
        const isPage = (req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html');
        const answer = isPage
          ? previewPage(req.url ?? '/', base, (file) => existsSync(join(outDir, file)))
          : null;
        if (answer !== null && 'redirect' in answer) {
          res.writeHead(301, { location: answer.redirect }).end();
          return;
        }
        if (answer !== null) req.url = answer.serve;
        next();
      });
    },
  };
}

/** Where a build keeps the headers it was made for, beside its pages (a dotfile: vite preview never serves it). */
export const BUILT_HEADERS_FILE = '.security-headers.json';

/**
 * `vite preview` sends the headers nginx sends (scripts/security-headers.ts), the
 * Content-Security-Policy first, on every answer: the browser suite runs on the policy a visitor
 * gets. Not the dev server, whose module reloading runs inline scripts. The headers are those of
 * the build being previewed (written beside it), so previewing a build made for another API
 * address without its variables still allows that API.
 */
export function securityHeadersOnPreview(options: { mockInPage: boolean }): Plugin {
  let variables: Record<string, string | undefined> = {};
  let outDir = 'dist';
  const builtFile = () => join(outDir, BUILT_HEADERS_FILE);
  return {
    name: 'security-headers-on-preview',
    configResolved(config) {
      variables = config.env;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      writeFileSync(builtFile(), JSON.stringify(securityHeaders(policySettings(variables, options))));
    },
    configurePreviewServer(server) {
      const built = existsSync(builtFile())
        ? (JSON.parse(readFileSync(builtFile(), 'utf8')) as Record<string, string>)
        : securityHeaders(policySettings(variables, options));
      const headers = Object.entries(built);
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of headers) res.setHeader(name, value);
        next();
      });
    },
  };
}

/** react-dom's code and the module that starts it: see src/app/react-dom-client.ts. */
const REACT_DOM_CHUNK =
  /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]react-dom-client\.ts$/;

/** What every build of the site shares: the site's own build and the demo (vite.demo.config.ts). */
export const siteBuild = {
  plugins: [react(), tailwindcss()],
  // `@/…` is `src/…` (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react-dom', test: REACT_DOM_CHUNK }],
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig({
  ...siteBuild,
  plugins: [...siteBuild.plugins, securityHeadersOnPreview({ mockInPage: false }), prerenderedFallback()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
