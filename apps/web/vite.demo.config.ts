import { copyFile, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';

import { folderAsTyped, readDataSetFolder } from '@formation/contract/data-set-folder';
import { IN_PAGE_SWAPS } from '@formation/mock-api/in-page-swaps';

import { prerenderedFallback, securityHeadersOnPreview, siteBuild } from './vite.config.ts';

/**
 * The demo: the site with the mock inside the page (demo/), built as static files any host can
 * serve, `pnpm demo` builds, prerenders and serves it. DEMO_BASE hosts it in a sub-folder
 * (`/formation/`). The prerender (scripts/prerender.ts --config vite.demo.config.ts) renders the
 * public pages with this configuration: its base, its API path, the site's entry on the server.
 */
const base = `/${(process.env.DEMO_BASE ?? '/').replace(/^\/+|(?<!\/)\/+$/g, '')}/`.replace('//', '/');
const OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist-demo';
const MOCK_API = fileURLToPath(new URL('../mock-api/', import.meta.url));
const MSW_WORKER = fileURLToPath(new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url));

// The site calls the API at a path of its own origin, where the mock answers (demo/demo-paths.ts).
process.env.VITE_API_BASE_URL = `${base}api`;
process.env.VITE_SITE_URL = base;
// The pages' HTML holds the seed's data, the data the mock in the page starts from: the prerender
// asks a seeded mock, unless PRERENDER says otherwise (off: the empty page everywhere).
process.env.PRERENDER ??= 'seeded-mock';

/** The page's own plugins: not the server build of the prerender, which renders the site alone. */
const inBrowserBuild = (_config: UserConfig, env: ConfigEnv) => env.isSsrBuild !== true;

/**
 * The mock's server modules replaced by their browser counterparts (argon2id in WebAssembly, photos in
 * memory).
 */
function inPageSwaps(): Plugin {
  const swaps = new Map(
    Object.entries(IN_PAGE_SWAPS).map(([server, page]) => [
      resolve(MOCK_API, server),
      resolve(MOCK_API, page),
    ]),
  );
  return {
    name: 'in-page-swaps',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || !importer.startsWith(MOCK_API)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved === null ? null : (swaps.get(resolved.id) ?? null);
    },
  };
}

/**
 * The page: the demo's entry instead of the site's, SQLite's WebAssembly preloaded beside the code,
 * MSW's worker at the root of the base, and a 404.html copy of the empty page for hosts that serve
 * it for any path (the prerender writes it again from the same page).
 */
function demoPage(): Plugin {
  let outDir = OUT_DIR;
  return {
    name: 'demo-page',
    apply: inBrowserBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/app/main.tsx', '/demo/index.ts'),
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: await readFile(MSW_WORKER) });
    },
    async closeBundle() {
      await copyFile(join(outDir, 'index.html'), join(outDir, '404.html'));
    },
  };
}

/**
 * `virtual:demo-data-set`: the data set folder named by MOCK_DATA_SET when the demo is built (read
 * from where the command was typed), embedded for the mock in the page to start on; none without it.
 * The prerender's mock reads the same variable, so the pages' HTML shows the same data.
 */
function embeddedDataSet(): Plugin {
  const id = 'virtual:demo-data-set';
  const folder = process.env.MOCK_DATA_SET;
  return {
    name: 'demo-data-set',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(source) {
      if (source !== `\0${id}`) return null;
      if (folder === undefined || folder === '') return 'export const dataSet = undefined;';
      const files = readDataSetFolder(folderAsTyped(folder));
      return `export const dataSet = ${JSON.stringify(files)};`;
    },
  };
}

function preloadWasm(): Plugin {
  return {
    name: 'demo-preload-wasm',
    apply: inBrowserBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const wasm = Object.keys(context.bundle ?? {}).filter((file) => file.endsWith('.wasm'));
        return wasm.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `${base}${file}`,
            as: 'fetch',
            type: 'application/wasm',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  ...siteBuild,
  base,
  plugins: [
    ...siteBuild.plugins,
    securityHeadersOnPreview({ mockInPage: true }),
    prerenderedFallback(),
    inPageSwaps(),
    embeddedDataSet(),
    demoPage(),
    preloadWasm(),
  ],
  build: {
    ...siteBuild.build,
    outDir: OUT_DIR,
    emptyOutDir: true,
    // The mock is one chunk of about 950 kB (320 kB gzipped: its core, the seed, sql.js and MSW),
    // loaded beside the site's own; the bundle bench prints it.
    chunkSizeWarningLimit: 1100,
  },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4174), strictPort: true },
});
