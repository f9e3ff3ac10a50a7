/**
 * The demo build's entry: the whole site with the mock inside the page, no server. A public page
 * comes as the HTML the build prerendered from the seed, shown at once; the site's code and the
 * mock's (with SQLite's WebAssembly, preloaded by the page) load meanwhile, and React takes the page
 * over once the mock answers, from the same seed. Any other page (profile, an unknown path) is the
 * empty page, rendered then. A page of the API the browser navigated to (the payment stand-in's) is
 * shown from the mock instead of the site.
 */
import './demo.css';
// The site's styles in the page's own stylesheet, not with the site's code: the prerendered HTML is
// styled at its first paint.
import '@/app/styles.css';

import { isApiPath } from './demo-paths';
import { failureMessage } from './demo-words';

/** Says why the demo cannot go on, above what the page shows (its prerendered HTML stays readable). */
function failed(error: unknown): void {
  document.getElementById('root')?.before(failureMessage(error));
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
  import('./demo-bar')
    .then(({ showDemoBar }) => {
      showDemoBar(mock);
    })
    .catch(failed);
  Promise.all([mock, import('@/app/boot')])
    .then(([, { bootSite }]) => {
      // The page's HTML holds the seed's data; the mock holds this visitor's, written on earlier visits.
      bootSite({ askPrerenderedAgain: true });
    })
    .catch(failed);
}
