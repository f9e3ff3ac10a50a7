import { test as base, expect, type Page } from '@playwright/test';

import { watchConsole } from '@formation/mock-testing';

import { DEMO_URL } from '../e2e/ports';

export { expect };

/**
 * The demo's journeys that write into the mock in the page (sign-up, sign-in, favorites, comments,
 * enrolment). They run the same code whatever data the page started from, so `pnpm e2e` runs them
 * once, on the demo with a recording embedded (the seed's build runs the other demo tests: it starts,
 * shows its prerendered pages and filters). Run them anywhere with `--grep @demo-writes`.
 */
export const DEMO_WRITES = { tag: '@demo-writes' } as const;

/** A page of the site in the demo, not one of its API's (the payment stand-in's page). */
const isSitePage = (url: string) => url.startsWith(DEMO_URL) && !url.startsWith(`${DEMO_URL}api/`);

/**
 * Makes `page.goto` and `page.reload` return once the site has taken the page over (`<html
 * data-hydrated>`): a public page is its prerendered HTML first, and acts only once React runs it,
 * after the mock in the page has started.
 */
function waitForSiteAfterLoads(page: Page): void {
  const taken = async () => {
    if (isSitePage(page.url())) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await taken();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await taken();
    return response;
  };
}

/**
 * The demo's tests: a fresh browser profile each (so the first visit seeds the data), failing on any
 * console error or warning, and on any request that leaves the demo's own origin (there is no API
 * server to call). A load returns once the site runs the page, unless `waitForHydration` is false.
 */
export const test = base.extend<{ page: Page; waitForHydration: boolean }>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, run) => {
    if (waitForHydration) waitForSiteAfterLoads(page);
    const console = watchConsole(page);
    const elsewhere: string[] = [];
    const origin = new URL(DEMO_URL).origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin && url.protocol !== 'blob:' && url.protocol !== 'data:')
        elsewhere.push(url.href);
    });
    if (process.env.DEMO_DEBUG) {
      page.on('console', (m) => process.stdout.write(`console ${m.type()} ${m.text().slice(0, 200)}\n`));
      page.on('request', (r) => process.stdout.write(`req ${r.method()} ${r.url()}\n`));
      page.on('requestfinished', (r) => process.stdout.write(`done ${r.method()} ${r.url()}\n`));
    }
    await run(page);
    expect(console.problems(), 'console errors and warnings').toEqual([]);
    expect(elsewhere, 'requests outside the demo').toEqual([]);
  },
});

/** A page of the demo (its sub-folder included), e.g. `demoPath('sessions')`. */
export const demoPath = (path: string) => `${DEMO_URL}${path.replace(/^\//, '')}`;

/** Where the site's calls go in the demo: a path of its own origin, answered inside the page. */
export const DEMO_API = `${DEMO_URL}api`;

/** The id of a seeded course, asked of the mock through the page, as the site asks it. */
export async function courseIdOf(page: Page, slug: string): Promise<number> {
  return page.evaluate(
    async (url) => ((await (await fetch(url)).json()) as { id: number }).id,
    `${DEMO_API}/courses/slug/${slug}`,
  );
}
