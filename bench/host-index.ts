/**
 * The host's CPU index, as Lighthouse rates it: its own benchmark function (`computeBenchmarkIndex`,
 * the `benchmarkIndex` of every Lighthouse report) run in the same Chromium the other benches use.
 * Hosts of one kind differ about 3× on it (about 1,100 to 3,600), so every figure a bench prints
 * goes with it. Run in Node the same function gives about half Chromium's figure: only Chromium's is
 * Lighthouse's scale.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/web/scripts/chromium';
import { median } from './stats';

/** The median of `probes` runs of Lighthouse's benchmark (half a second each, twice), in a blank page. */
export async function hostIndex(probes = 3): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let probe = 0; probe < probes; probe += 1) {
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    return Math.round(median(indexes));
  } finally {
    await browser.close();
  }
}

/** The line benches print: the index, and where it stands between the slow and the fast host of this kind. */
export const hostIndexLine = (index: number): string =>
  `host CPU: Lighthouse benchmarkIndex ${String(index)} (median of 3 in Chromium; hosts of this kind: about 1,100 to 3,600)`;

// `pnpm -C bench host-index`: the index alone, to compare hosts or check a CPU quota.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(hostIndexLine(await hostIndex()));
}
