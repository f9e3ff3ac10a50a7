import type { MockProfile } from '@formation/contract';

/** The mock's request headers that QA sets (names as the mock API reads them). */
export const SESSION_HEADER = 'x-mock-session';
export const PROFILE_HEADER = 'x-mock-profile';
export const ADMIN_KEY_HEADER = 'x-mock-admin-token';

/** Where a test's calls go, and which private data set they work on. */
export interface MockTarget {
  /** The mock API's base URL, e.g. http://localhost:3001. */
  apiUrl: string;
  /**
   * The private data set (x-mock-session): made from the seed on first use, shared by every call
   * that names it, dropped by `dropSession`. 1 to 80 letters, digits, dots, colons, dashes or
   * underscores. None: the mock's shared default data set.
   */
  session?: string | undefined;
  /** `spec`: answers hold only what the product rules document, as the real backend. */
  profile?: MockProfile | undefined;
  /** MOCK_ADMIN_TOKEN, when the mock was started with one (the session header needs it too). */
  adminKey?: string | undefined;
}

/** The headers that put a call on the target's data set and profile (no secret among them). */
export function dataSetHeaders(target: MockTarget): Record<string, string> {
  return {
    ...(target.session === undefined ? {} : { [SESSION_HEADER]: target.session }),
    ...(target.profile === undefined || target.profile === 'full'
      ? {}
      : { [PROFILE_HEADER]: target.profile }),
  };
}

/** The same, with the admin key when there is one: for calls to the mock itself only. */
export function mockHeaders(target: MockTarget): Record<string, string> {
  return {
    ...dataSetHeaders(target),
    ...(target.adminKey === undefined ? {} : { [ADMIN_KEY_HEADER]: target.adminKey }),
  };
}

const SESSION_ID_MAX = 80;

/**
 * A session id for a Playwright test and its retry, inside the pattern the mock accepts. A long test
 * id is shortened, never the retry, so a retry always starts on a data set of its own.
 */
export function sessionIdFor(testId: string, retry: number): string {
  const suffix = `-${String(retry)}`;
  const id = testId.replace(/[^\w.:-]/g, '_').slice(0, SESSION_ID_MAX - 'qa-'.length - suffix.length);
  return `qa-${id}${suffix}`;
}
