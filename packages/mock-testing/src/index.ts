export { test, expect, type MockOptions, type PageMock } from './mock-test.js';
export {
  createMockControls,
  type FaultRuleInput,
  type MockControls,
  type OutboxQuery,
} from './mock-controls.js';
export {
  createMockAdminClient,
  createSiteClient,
  playwrightFetcher,
  type MockAdminClient,
  type SiteClient,
} from './mock-client.js';
// eslint-disable-next-line @typescript-eslint/no-deprecated -- the earlier name stays exported for one version
export { dataSetHeaders, dataSetIdFor, mockHeaders, sessionIdFor, type MockTarget } from './mock-headers.js';
export { currentMockRunId, RUN_ID_ENV } from './run-id.js';
export { MockCallError } from './mock-call-error.js';
export type { MailWait } from './outbox-wait.js';
export type { SignedIn } from './api-sign-in.js';
export { storeSignIn } from './page-sign-in.js';
export { waitForSite } from './site-ready.js';
export { allowConsole, isAllowed, watchConsole } from './console-guard.js';
export { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from './seeded-accounts.js';
