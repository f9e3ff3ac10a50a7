import { test as base, expect, type Page } from '@playwright/test';

import { watchConsole } from '@formation/mock-testing';

import { DEMO_URL } from '../e2e/ports';

export { expect };

/**
 * The demo's tests: a fresh browser profile each (so the first visit seeds the data), failing on any
 * console error or warning, and on any request that leaves the demo's own origin (there is no API
 * server to call).
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, run) => {
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
