/**
 * Writes real HTML for the site's public pages into the build (dist/), in French, English and
 * Arabic, with the data of their queries fetched from the API at build time. Run after `vite build`
 * (`pnpm --filter @formation/web build` runs both).
 *
 * The API (prerender-api.ts): PRERENDER_API_URL, else the one the site calls (VITE_API_BASE_URL),
 * which must answer; with neither set, a seeded mock started for the build on a free loopback port.
 * PRERENDER=seeded-mock asks for that mock whatever the site calls; PRERENDER=off builds the plain
 * single page. The pages' own calls go to VITE_API_BASE_URL in the browser; at build time they are
 * sent to that API instead. The pages are rendered at the API's time (its /health `now`, else its
 * Date header): the day they show, and the time their data counts as fetched; PRERENDER_NOW (an ISO
 * 8601 instant) fixes another. PRERENDER_MOCK_PROFILE=spec asks a mock for the product rules' shapes only.
 *
 * `--config <file>` names the Vite configuration the pages were built with (vite.config.ts by
 * default; the demo's is vite.demo.config.ts): the pages are rendered with its base, its variables
 * and its plugins, into its out dir unless PRERENDER_OUT_DIR names another.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, loadEnv, resolveConfig } from 'vite';

import { PROFILE_HEADER } from '@formation/contract';
import { createProgress } from '@formation/contract-check';
import { textDirection } from '@formation/domain';
import { startMockProcess } from '@formation/mock-api/process';

import type * as ServerEntryModule from '../src/app/entry-server';
import { prerenderPlan, PrerenderStop, reachApi, type ReachedApi } from './prerender-api';
import {
  firstPaintAfter,
  hoistedHead,
  pageFile,
  scriptsAfterFirstPaint,
  sitemapXml,
} from './prerender-files';

type ServerEntry = typeof ServerEntryModule;

// React renders the pages as the browser's build runs them. Its development build (which Node loads
// when NODE_ENV is unset) gives the same HTML in twice the time: checks and a stack per element.
process.env.NODE_ENV ??= 'production';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const EMPTY_ROOT = '<div id="root"></div>';

/** Sends the site's calls (to its configured API) to the build's API, with the build's headers. */
function redirectApiCalls(siteApi: string, dataApi: string, headers: Record<string, string>): void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(siteApi)) return realFetch(input, init);
    const merged = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return realFetch(`${dataApi}${url.slice(siteApi.length)}`, { ...init, headers: merged });
  };
}

/** A variable set to a value (Docker passes an unset build argument as an empty string). */
function setting(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The page as Vite built it, with an empty root: index.html, or spa.html when this build was
 * prerendered before (index.html is the home page's HTML then).
 */
async function emptyShell(outDir: string): Promise<string> {
  for (const name of ['spa.html', 'index.html']) {
    const html = await readFile(join(outDir, name), 'utf8').catch(() => '');
    if (html.includes(EMPTY_ROOT)) return html;
  }
  throw new Error(`${outDir} holds no page with an empty root: run vite build first`);
}

const CLOCKS: Record<ReachedApi['clock'], string> = {
  health: "the API's /health",
  'date-header': "the API's Date header",
  local: "this build's clock: the API gave no time",
};

/**
 * How Vite loads a configuration: through its module runner, which reads the TypeScript that the
 * demo's configuration imports from the mock's package (`vite --configLoader runner`).
 */
const CONFIG_LOADER = 'runner';

/** The Vite configuration of the build, from `--config <file>` (Vite's own flag), else the site's. */
function configFile(): string {
  const flag = process.argv.indexOf('--config');
  const file = flag === -1 ? undefined : process.argv[flag + 1];
  if (flag !== -1 && file === undefined) throw new PrerenderStop('prerender: --config needs a file');
  return resolve(webRoot, file ?? 'vite.config.ts');
}

async function main(): Promise<void> {
  // What it is doing, on stderr: a line redrawn on a terminal, a line every 5 s at most in a log.
  const progress = createProgress('prerender', {
    write: (text) => process.stderr.write(text),
    isTTY: process.stderr.isTTY,
  });
  const viteConfig = configFile();
  // Read first: a configuration may set the build's variables (the demo's API path, its base).
  const resolved = await resolveConfig(
    { root: webRoot, configFile: viteConfig, configLoader: CONFIG_LOADER, logLevel: 'warn' },
    'build',
  );
  const outDir = resolve(webRoot, setting('PRERENDER_OUT_DIR') ?? resolved.build.outDir);
  // One server build per folder: builds side by side (the browser suite's sites and demo) keep apart.
  const ssrDir = join(webRoot, 'node_modules', '.prerender', basename(outDir));
  // The site's own API as its build reads it: the environment, else Vite's .env files.
  const siteEnv = loadEnv('production', webRoot, 'VITE_');
  const plan = prerenderPlan({
    PRERENDER: setting('PRERENDER'),
    PRERENDER_API_URL: setting('PRERENDER_API_URL'),
    VITE_API_BASE_URL: siteEnv.VITE_API_BASE_URL,
  });
  if (plan.kind === 'off') {
    // The plain single page: every path gets the empty shell and the browser renders it.
    await writeFile(join(outDir, 'spa.html'), await emptyShell(outDir));
    console.log('prerender: off (PRERENDER=off), every page is rendered in the browser');
    return;
  }
  progress.stage(plan.kind === 'seeded-mock' ? 'starting a seeded mock' : 'reaching the API');
  // Before the slow server build: a build told of an API that does not answer stops at once.
  const mock = plan.kind === 'seeded-mock' ? await startMockProcess() : undefined;
  // A build stopped from outside stops its mock too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void (mock?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
    });
  }
  try {
    const api = await reachApi(
      plan.kind === 'api' ? plan : { url: mock?.url ?? '', from: 'the seeded mock' },
    );
    const dataSet = setting('MOCK_DATA_SET');
    const mockData = dataSet === undefined ? 'a seeded mock' : `a mock on the data set ${dataSet}`;
    const source = plan.kind === 'api' ? `${api.url} (${plan.from})` : `${mockData} (${plan.why})`;
    const profile = setting('PRERENDER_MOCK_PROFILE');
    progress.stage('server build');
    await build({
      root: webRoot,
      configFile: viteConfig,
      configLoader: CONFIG_LOADER,
      logLevel: 'warn',
      build: { ssr: 'src/app/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
    });
    const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
    server.sanitiseWithWindow(new JSDOM('').window);

    const headers: Record<string, string> = profile === undefined ? {} : { [PROFILE_HEADER]: profile };
    redirectApiCalls(server.env.apiBaseUrl, api.url, headers);
    const fixedNow = setting('PRERENDER_NOW');
    const renderedAt = fixedNow === undefined ? api.now : new Date(fixedNow);
    if (Number.isNaN(renderedAt.getTime())) throw new Error('PRERENDER_NOW is not an instant (ISO 8601)');
    const clock = fixedNow === undefined ? CLOCKS[api.clock] : 'PRERENDER_NOW';

    const pagePaths = await server.prerenderedPaths();
    const shell = await emptyShell(outDir);
    // The page every other path gets (restricted pages, unknown paths): the browser renders it. So
    // is the 404.html a build has for static hosts that serve it for any path (the demo's).
    await writeFile(join(outDir, 'spa.html'), shell);
    if (existsSync(join(outDir, '404.html'))) await writeFile(join(outDir, '404.html'), shell);

    const written: string[] = [];
    progress.stage('pages', pagePaths.length * server.LANGUAGES.length);
    for (const language of server.LANGUAGES) {
      for (const path of pagePaths) {
        const page = await server.renderPage(path, language, renderedAt);
        const { head, body } = hoistedHead(page.html);
        const html = scriptsAfterFirstPaint(shell)
          .replace(/<html[^>]*>/, `<html lang="${language}" dir="${textDirection(language)}">`)
          .replace(/<title>[\s\S]*?<\/title>\s*/, '')
          .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
          .replace('</head>', `${head}\n    ${firstPaintAfter(server.PRERENDER_STATE_ID)}\n  </head>`)
          .replace(
            EMPTY_ROOT,
            `<div id="root">${body}</div>\n    <script id="${server.PRERENDER_STATE_ID}" type="application/json">${server.serialisePrerenderState(page.state)}</script>`,
          );
        const url = server.localisedPath(language, path);
        const file = join(outDir, pageFile(url));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
        written.push(url);
        progress.step();
      }
    }
    // A site map names absolute addresses: a build for any host (its address a path, the demo's) has none.
    const absolute = /^https?:\/\//.test(server.env.siteUrl);
    if (absolute) {
      await writeFile(
        join(outDir, 'sitemap.xml'),
        sitemapXml(server.env.siteUrl, pagePaths, (language, path) => server.localisedPath(language, path)),
      );
      await writeFile(
        join(outDir, 'robots.txt'),
        `User-agent: *\nAllow: /\nDisallow: /profile\nDisallow: /mes-cours\nDisallow: /mes-favoris\n\nSitemap: ${server.env.siteUrl}/sitemap.xml\n`,
      );
    }
    progress.end(
      `${String(written.length)} pages (${String(pagePaths.length)} paths × ${String(server.LANGUAGES.length)} languages), data from ${source}, at ${renderedAt.toISOString()} (${clock})${absolute ? '' : ", no site map (the site's address is a path)"}`,
    );
  } finally {
    await mock?.stop();
    await rm(ssrDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof PrerenderStop ? error.message : error);
  process.exit(1);
});
