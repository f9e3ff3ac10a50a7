/**
 * The test run's own ports, so a developer's `pnpm start` (3001, 5173) never meets it. Several runs
 * can go side by side (one per terminal) with other values of E2E_API_PORT / E2E_WEB_PORT.
 */
const apiPort = Number(process.env.E2E_API_PORT ?? 3201);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4273);

export const API_PORT = apiPort;
export const WEB_PORT = webPort;
export const API = `http://127.0.0.1:${String(apiPort)}`;
export const WEB = `http://127.0.0.1:${String(webPort)}`;
/** Each run builds into, and writes its results to, folders of its own. */
const suffix = webPort === 4273 ? '' : `-${String(webPort)}`;
export const OUT_DIR = suffix === '' ? 'dist' : `dist-e2e${suffix}`;
export const RESULTS_DIR = `test-results${suffix}`;

/**
 * The mock API's frozen clock during the run; the browser's clock starts at the same instant, so the
 * site's "today" and the API's agree whatever day the tests run on.
 */
export const MOCK_NOW = '2026-11-22T00:00:00.000Z';
