/**
 * bench/lighthouse: Lighthouse (mobile, simulated throttling, as PageSpeed Insights measures) on the
 * production build of the site, prerendered and served as static files, with the seeded mock behind
 * it. Prints performance, FCP, LCP, CLS, TBT, SEO and accessibility for the home page, /sessions, a
 * course page and an article, in French and Arabic, the best of N runs each (default 2) with the
 * median of the runs, against the budgets. Not a test.
 *
 * With --stale the pages are rendered an hour before they are measured: their embedded answers are
 * then past the five minutes data stays fresh and refresh in the background once hydrated, as on a
 * deployed site (that refresh loads the contract client).
 *
 * With --calibrate every page is measured twice: with Lighthouse's own 4× CPU slowdown (uncalibrated,
 * what the host gives), and with the slowdown scaled by the host's benchmarkIndex to stand for the
 * slow end of hosts of this kind (4× on a host of 1,100, so about 13× on a host of 3,600), as
 * Lighthouse's throttling guide advises: the figures of a phone on the slow host, from any host.
 *
 * With --tasks each page's best run also says which long tasks its Total Blocking Time counts, by the
 * script Lighthouse attributes them to (see docs/benchmarks.md, "What Total Blocking Time counts").
 * --pages home,course measures those pages only, in both languages.
 *
 *   pnpm --filter @formation/bench lighthouse [-- --runs 3] [-- --stale] [-- --calibrate] [-- --no-build]
 *   pnpm --filter @formation/bench lighthouse -- --stale --calibrate --tasks --pages sessions
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { freePort, killAllGroups, startMockProcess } from '@formation/mock-api/process';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/web/scripts/chromium';
import { start, stopAll, waitFor } from './serve';
import { median } from './stats';

const WEB = fileURLToPath(new URL('../apps/web/', import.meta.url));
const OUT_DIR = 'dist-lighthouse';
const CHROMIUM = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 2;
const BUILD = !process.argv.includes('--no-build');
const STALE = process.argv.includes('--stale');
const CALIBRATE = process.argv.includes('--calibrate');
const TASKS = process.argv.includes('--tasks');
const pagesArg = process.argv.indexOf('--pages');
const PAGE_NAMES = pagesArg > 0 ? (process.argv[pagesArg + 1] ?? '').split(',') : undefined;
/** The slow end of hosts of this kind: --calibrate measures pages as its 4× CPU slowdown would. */
const SLOW_HOST_INDEX = 1100;

/** The pages the budgets name; the course and the article are seeded ones. */
const ALL_PAGES = [
  ['home', '/'],
  ['sessions', '/sessions'],
  ['course', '/session/pmp-preparation-certification'],
  ['article', '/blog/reussir-examen-pmp-conseils-formateurs'],
] as const;
const unknownPages = PAGE_NAMES?.filter((name) => !ALL_PAGES.some(([page]) => page === name)) ?? [];
if (unknownPages.length > 0) {
  throw new Error(
    `--pages: no page ${unknownPages.join(', ')} (pages: ${ALL_PAGES.map(([name]) => name).join(', ')})`,
  );
}
const PAGES = ALL_PAGES.filter(([name]) => PAGE_NAMES?.includes(name) ?? true);
const LANGUAGES = [
  ['fr', ''],
  ['ar', '/ar'],
] as const;

const BUDGET = { performance: 0.95, lcp: 2000, cls: 0.05, tbt: 200, seo: 1, accessibility: 1 };

type Figures = {
  performance: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  seo: number;
  accessibility: number;
  /** Lighthouse's measure of the host's CPU, which its simulated slowdown is relative to. */
  benchmarkIndex: number;
  /** The long tasks from the first paint on, as simulated: what Total Blocking Time adds up. */
  blockingTasks: { script: string; duration: number }[];
};

/** A long task of Lighthouse's `long-tasks` audit (simulated start and duration, in ms). */
type LongTask = { url: string; startTime: number; duration: number };

const isLongTask = (item: unknown): item is LongTask =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as LongTask).url === 'string' &&
  typeof (item as LongTask).startTime === 'number' &&
  typeof (item as LongTask).duration === 'number';

/** The script file a task is attributed to, or Lighthouse's word for none. */
const scriptOf = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url);

/**
 * What each script's long tasks add to Total Blocking Time: the part of each over 50 ms, from the
 * first contentful paint on (the audit lists its 20 longest).
 */
function blockingLine(tasks: Figures['blockingTasks']): string {
  const byScript = new Map<string, { count: number; blocking: number }>();
  for (const { script, duration } of tasks) {
    const entry = byScript.get(script) ?? { count: 0, blocking: 0 };
    byScript.set(script, { count: entry.count + 1, blocking: entry.blocking + duration - 50 });
  }
  const parts = [...byScript]
    .sort(([, a], [, b]) => b.blocking - a.blocking)
    .map(
      ([script, { count, blocking }]) => `${script} ${String(count)} (${String(Math.round(blocking))} ms)`,
    );
  return `${String(tasks.length)} long tasks after the first paint: ${parts.join(', ') || 'none'}`;
}

async function audit(url: string, port: number, cpuSlowdown = 4): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'accessibility'],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const details = audits['long-tasks']?.details;
  const items: unknown = details !== undefined && 'items' in details ? details.items : [];
  const longTasks = Array.isArray(items) ? (items as unknown[]).filter(isLongTask) : [];
  const fcp = value('first-contentful-paint');
  return {
    performance: categories.performance?.score ?? 0,
    fcp,
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    seo: categories.seo?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    blockingTasks: longTasks
      .filter((task) => task.startTime >= fcp)
      .map((task) => ({ script: scriptOf(task.url), duration: task.duration })),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mark = (ok: boolean) => (ok ? '' : ' ✗');

async function main(): Promise<void> {
  const webPort = await freePort();
  const site = `http://127.0.0.1:${String(webPort)}`;
  const mock = await startMockProcess({ env: { CORS_ORIGINS: site } });
  const api = mock.url;

  const env = { ...process.env, VITE_API_BASE_URL: api, VITE_SITE_URL: site, PRERENDER_API_URL: api };
  const prerender = () => {
    execFileSync('pnpm', ['--silent', 'run', 'prerender'], {
      cwd: WEB,
      env: {
        ...env,
        PRERENDER_OUT_DIR: OUT_DIR,
        ...(STALE ? { PRERENDER_NOW: new Date(Date.now() - 60 * 60 * 1000).toISOString() } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  };
  if (BUILD) {
    execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error', '--outDir', OUT_DIR], {
      cwd: WEB,
      env,
      stdio: 'inherit',
    });
    if (STALE) prerender();
  }
  // Vite's own script rather than `pnpm exec`, so that stopping it stops the server.
  const vite = join(WEB, 'node_modules', 'vite', 'bin', 'vite.js');
  start(
    process.execPath,
    [vite, 'preview', '--outDir', OUT_DIR, '--host', '127.0.0.1', '--port', String(webPort), '--strictPort'],
    WEB,
    {},
  );
  await waitFor(site);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows = new Map<number, string[]>();
  const taskLines = new Map<number, string[]>();
  const benchmarkIndexes: number[] = [];
  const slowdowns = [4];
  try {
    if (CALIBRATE) {
      const probes: number[] = [];
      for (let probe = 0; probe < 3; probe += 1) probes.push((await audit(site, chrome.port)).benchmarkIndex);
      const calibrated = Math.round(((4 * median(probes)) / SLOW_HOST_INDEX) * 10) / 10;
      // On a host of the slow end itself, the two are one measurement.
      if (calibrated !== 4) slowdowns.push(calibrated);
    }
    for (const [language, prefix] of LANGUAGES) {
      for (const [name, path] of PAGES) {
        const url = `${site}${prefix}${path === '/' && prefix !== '' ? '' : path}`;
        for (const cpuSlowdown of slowdowns) {
          // Fresh pages stay fresh for five minutes, less than the whole bench: each page is rendered
          // again just before its runs (the prerender reruns on the built folder).
          if (BUILD && !STALE) prerender();
          const runs: Figures[] = [];
          for (let run = 0; run < RUNS; run += 1) {
            const figures = await audit(url, chrome.port, cpuSlowdown);
            benchmarkIndexes.push(figures.benchmarkIndex);
            runs.push(figures);
          }
          const best = runs.toSorted((a, b) => b.performance - a.performance)[0];
          if (best === undefined) continue;
          rows.set(cpuSlowdown, [
            ...(rows.get(cpuSlowdown) ?? []),
            `| ${language} | ${name} | ${best.performance.toFixed(2)}${mark(best.performance >= BUDGET.performance)} | ${median(runs.map((figures) => figures.performance)).toFixed(2)} | ${seconds(best.fcp)} | ${seconds(best.lcp)}${mark(best.lcp <= BUDGET.lcp)} | ${best.cls.toFixed(3)}${mark(best.cls <= BUDGET.cls)} | ${String(Math.round(best.tbt))} ms${mark(best.tbt <= BUDGET.tbt)} | ${String(Math.round(median(runs.map((figures) => figures.tbt))))} ms | ${best.seo.toFixed(2)}${mark(best.seo >= BUDGET.seo)} | ${best.accessibility.toFixed(2)}${mark(best.accessibility >= BUDGET.accessibility)} |`,
          ]);
          taskLines.set(cpuSlowdown, [
            ...(taskLines.get(cpuSlowdown) ?? []),
            `- ${language} ${name}: ${blockingLine(best.blockingTasks)}`,
          ]);
        }
        console.error(`measured ${url}`);
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `lighthouse ${String(RUNS)} run(s) per page: the best run, with the median performance and TBT of all runs (mobile, simulated throttling; budgets: performance ≥ ${String(BUDGET.performance)}, LCP ≤ ${seconds(BUDGET.lcp)}, CLS ≤ ${String(BUDGET.cls)}, TBT ≤ ${String(BUDGET.tbt)} ms, SEO and accessibility ${String(BUDGET.seo)}; ✗ = over budget)${BUILD ? (STALE ? ', pages rendered an hour before: their data refreshes in the background' : ', pages rendered just before: their data stays fresh for five minutes') : ''}`,
  );
  // Lighthouse's 4× CPU slowdown is relative to the host: the same page measures faster on a faster
  // host. The index says which host the uncalibrated figures come from.
  console.log(
    `host CPU: Lighthouse benchmarkIndex ${String(Math.round(median(benchmarkIndexes)))} (median of every run; hosts of this kind: about 1,100 to 3,600)`,
  );
  for (const cpuSlowdown of slowdowns) {
    console.log(
      cpuSlowdown === 4
        ? `\nCPU slowdown 4×, uncalibrated (what this host gives${CALIBRATE && slowdowns.length === 1 ? '; calibrated for the slow end, it is the same' : ''}):`
        : `\nCPU slowdown ${String(cpuSlowdown)}×, calibrated: as 4× on a host of benchmarkIndex ${String(SLOW_HOST_INDEX)}, the slow end of this kind:`,
    );
    console.log(
      '| language | page | performance | median | FCP | LCP | CLS | TBT | median TBT | SEO | accessibility |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows.get(cpuSlowdown) ?? []) console.log(row);
    if (TASKS) {
      console.log("\nWhat the best runs' Total Blocking Time counts (simulated long tasks, by script):");
      for (const line of taskLines.get(cpuSlowdown) ?? []) console.log(line);
    }
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopAll();
    // The mock, and whatever it started.
    killAllGroups();
  });
