import type { Page } from '@playwright/test';

/** How long a page of the site may take to be taken over by its code after it loads. */
const TAKE_OVER_MS = 15_000;

/**
 * Waits until the site's code runs the page: the production build's public pages are HTML first,
 * and their buttons act (their submit buttons are enabled) only once the site marks <html> with
 * `data-hydrated`. Only on the site's own pages (those under `baseURL`): the mock's pages, or any
 * other, are left alone.
 */
export async function waitForSite(page: Page, baseURL: string | undefined): Promise<void> {
  if (baseURL === undefined || !URL.canParse(page.url())) return;
  if (new URL(page.url()).origin !== new URL(baseURL).origin) return;
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: TAKE_OVER_MS })
    .catch(() => {
      throw new Error(`the site never took over ${page.url()}`);
    });
}

/** Makes `page.goto` and `page.reload` return once the site has taken the page over. */
export function waitForSiteAfterLoads(page: Page, baseURL: string | undefined): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForSite(page, baseURL);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForSite(page, baseURL);
    return response;
  };
}
