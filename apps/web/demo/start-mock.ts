import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import sqlWasmUrl from 'sql.js/dist/sql-wasm.wasm?url';
import { dataSet } from 'virtual:demo-data-set';

import { createInPageMock, READ_METHODS, type InPageMock } from '@formation/mock-api/in-page';
import { indexedDbStorage } from '@formation/mock-api/indexeddb-storage';

import { SITE_BASE } from '@/config/site-base';

import { API_PATH } from './demo-paths';
import { mockWrites } from './mock-writes';

/**
 * Waits until the writes so far are kept. A browser that refuses to keep them (storage full, or
 * blocked) is told of in the console, and the demo goes on: the data lives until the next reload.
 */
export async function kept(mock: InPageMock): Promise<void> {
  await mock.saved().catch((error: unknown) => {
    console.warn('The demo could not keep its data in this browser:', error);
  });
}

/**
 * Starts the mock inside this page and the service worker that hands it the site's calls. MSW's
 * worker passes each request back to the page, so the database lives here, on the main thread, and
 * is kept in IndexedDB after each write. Resolves once both answer: the site may then start.
 */
export async function startMock(): Promise<InPageMock> {
  const starting = createInPageMock({
    basePath: API_PATH,
    publicUrl: location.origin,
    siteUrl: `${location.origin}${SITE_BASE}`,
    locateFile: () => sqlWasmUrl,
    storage: indexedDbStorage(indexedDB),
    ...(dataSet === undefined ? {} : { dataSet }),
    onBug: (error) => {
      console.error('The mock answered 500 to a bug of its own:', error);
    },
  });
  const worker = setupWorker(
    http.all(`${location.origin}${API_PATH}/*`, async ({ request }) => {
      const mock = await starting;
      const answer = await mock.fetch(request);
      if (READ_METHODS.has(request.method)) return answer;
      // The site sees the answer once the data is kept: its next step may be a navigation (to the
      // payment page) that starts a new page from what IndexedDB holds.
      await kept(mock);
      mockWrites.dispatchEvent(new Event('write'));
      return answer;
    }),
  );
  const [mock] = await Promise.all([
    starting.then((started) => {
      performance.mark('demo:data-ready');
      return started;
    }),
    worker
      .start({
        serviceWorker: { url: `${SITE_BASE}/mockServiceWorker.js`, options: { scope: `${SITE_BASE}/` } },
        onUnhandledRequest: 'bypass',
        quiet: true,
      })
      .then(() => performance.mark('demo:worker-ready')),
  ]);
  return mock;
}
