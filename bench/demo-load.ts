/**
 * bench/demo-load: the demo (the site with the mock inside the page) as a visitor first meets it.
 * Builds it as `pnpm demo` does (its public pages prerendered), serves it as static files, and opens
 * /sessions in Chromium with an empty profile N times (default 3): the bytes it loads, when the list's
 * first card shows, when the mock's data and its service worker are ready, and when the page is the
 * site's (hydrated); then the same after a reload (data from IndexedDB, files from the cache).
 * Medians of the runs, on the machine's own speed (no throttling). Not a test.
 *
 *   pnpm --filter @formation/bench demo-load [-- --runs 5] [-- --no-build]
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

import { freePort } from '@formation/mock-api/process';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/web/scripts/chromium';
import { start, stopAll, waitFor } from './serve';
import { median } from './stats';

const WEB = fileURLToPath(new URL('../apps/web/', import.meta.url));
const OUT_DIR = 'dist-bench-demo';
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

interface Visit {
  kilobytes: number;
  dataReady: number;
  workerReady: number;
  firstCard: number;
  hydrated: number;
}

/** What the page loaded and when it was ready, read from its own timeline. */
async function visitOf(page: Page, started: number): Promise<Visit> {
  await page.getByRole('article').first().waitFor();
  const firstCard = Date.now() - started;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const hydrated = Date.now() - started;
  // No function declared inside: tsx names them with a helper the page does not have.
  const timeline = await page.evaluate(() => ({
    bytes: performance
      .getEntriesByType('resource')
      .concat(performance.getEntriesByType('navigation'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    dataReady: performance.getEntriesByName('demo:data-ready')[0]?.startTime ?? Number.NaN,
    workerReady: performance.getEntriesByName('demo:worker-ready')[0]?.startTime ?? Number.NaN,
  }));
  return {
    kilobytes: timeline.bytes / 1024,
    dataReady: timeline.dataReady,
    workerReady: timeline.workerReady,
    firstCard,
    hydrated,
  };
}

function report(label: string, visits: Visit[]): void {
  const of = (key: keyof Visit) => Math.round(median(visits.map((visit) => visit[key])));
  console.log(
    `${label}: ${String(of('kilobytes'))} kB transferred; first session card ${String(of('firstCard'))} ms, ` +
      `data ready ${String(of('dataReady'))} ms, worker ready ${String(of('workerReady'))} ms, ` +
      `page taken over ${String(of('hydrated'))} ms`,
  );
}

if (!process.argv.includes('--no-build')) {
  execFileSync('pnpm', ['run', 'build:demo'], {
    cwd: WEB,
    stdio: 'inherit',
    env: { ...process.env, DEMO_OUT_DIR: OUT_DIR },
  });
}
const port = await freePort();
const site = `http://127.0.0.1:${String(port)}`;
start(
  'pnpm',
  ['exec', 'vite', 'preview', '--config', 'vite.demo.config.ts', '--configLoader', 'runner'],
  WEB,
  {
    DEMO_OUT_DIR: OUT_DIR,
    PORT: String(port),
  },
);
try {
  await waitFor(site);
  await measure();
} finally {
  stopAll();
}

async function measure(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const first: Visit[] = [];
    const again: Visit[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      let started = Date.now();
      await page.goto(`${site}/sessions`);
      first.push(await visitOf(page, started));
      started = Date.now();
      await page.reload();
      again.push(await visitOf(page, started));
      await context.close();
    }
    console.log(`demo-load (median of ${String(RUNS)} runs, no throttling):`);
    report('first visit', first);
    report('reload', again);
  } finally {
    await browser.close();
  }
}
