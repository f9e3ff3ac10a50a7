/**
 * The test run's own ports, so a developer's `pnpm start` (3001, 5173) never meets it. Several runs
 * can go side by side (one per terminal) with other values of E2E_API_PORT / E2E_WEB_PORT.
 */
const apiPort = Number(process.env.E2E_API_PORT ?? 3201);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4273);

export const API_PORT = apiPort;
export const API = `http://127.0.0.1:${String(apiPort)}`;
/**
 * The site, built and prerendered once per profile of the mock (its HTML holds that profile's
 * answers), each on its own port: `full` on E2E_WEB_PORT, `spec` on the next one.
 */
export const WEB_PORTS = { full: webPort, spec: webPort + 1 } as const;
export const WEB_ORIGINS = {
  full: `http://127.0.0.1:${String(WEB_PORTS.full)}`,
  spec: `http://127.0.0.1:${String(WEB_PORTS.spec)}`,
} as const;
/** Each run builds into, and writes its results to, folders of its own. */
const suffix = webPort === 4273 ? '' : `-${String(webPort)}`;
export const OUT_DIRS = { full: `dist-e2e-full${suffix}`, spec: `dist-e2e-spec${suffix}` } as const;
export const RESULTS_DIR = `test-results${suffix}`;

/**
 * The demo build (the mock inside the page, no API server), on the port after the sites', hosted in
 * a sub-folder as a preview host would.
 */
export const DEMO_PORT = webPort + 2;
export const DEMO_BASE = '/formation-demo/';
export const DEMO_URL = `http://127.0.0.1:${String(DEMO_PORT)}${DEMO_BASE}`;
export const DEMO_OUT_DIR = `dist-e2e-demo${suffix}`;

/**
 * The mock API's frozen clock during the run; the browser's clock starts at the same instant, so the
 * site's "today" and the API's agree whatever day the tests run on.
 */
export const MOCK_NOW = '2026-11-22T00:00:00.000Z';

/**
 * The site is prerendered at MOCK_NOW; its visitors come ten minutes later, as on a real site whose
 * build is older than the five minutes its data stays fresh (product rules 9): a page shows its HTML at once
 * and refreshes what the HTML holds in the background (a comment posted since the build shows).
 */
export const VISIT_TIME = new Date(Date.parse(MOCK_NOW) + 10 * 60_000);
