/**
 * The demo build's entry: the whole site with the mock inside the page, no server. The site's code
 * and the mock's (with SQLite's WebAssembly, preloaded by the page) load side by side; the site
 * starts once the mock answers. A page of the API the browser navigated to (the payment stand-in's)
 * is shown from the mock instead of the site.
 */
import './demo.css';

import { isApiPath } from './demo-paths';
import { failureMessage } from './demo-words';

function failed(error: unknown): void {
  document.getElementById('root')?.replaceChildren(failureMessage(error));
}

const mock = import('./start-mock').then(({ startMock }) => startMock());

if (isApiPath(location.pathname)) {
  Promise.all([mock, import('./api-page')])
    .then(([started, { showApiPage }]) => showApiPage(started))
    .catch(failed);
} else {
  // The site loads its API client with its first call, which a prerendered page may never make; here
  // every page calls the API at once, so it loads beside the rest.
  // (A failure here shows with the imports below.)
  import('@/shared/api/contract-client').catch(() => undefined);
  Promise.all([mock, import('@/app/boot'), import('./demo-bar')])
    .then(([started, { bootSite }, { showDemoBar }]) => {
      showDemoBar(started);
      bootSite();
    })
    .catch(failed);
}
