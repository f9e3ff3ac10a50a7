import {
  ADMIN_KEY_HEADER,
  DATA_SET_HEADER,
  DATA_SET_ID_MAX,
  PROFILE_HEADER,
  type MockProfile,
} from '@formation/contract';

import { checkRunId, currentMockRunId } from './run-id.js';

/** Where a test's calls go, and which private data set they work on. */
export interface MockTarget {
  /** The mock API's base URL, e.g. http://localhost:3001. */
  apiUrl: string;
  /**
   * The private data set (x-mock-session): made from the seed on first use, shared by every call
   * that names it, dropped by `dropDataSet`. 1 to 80 letters, digits, dots, colons, dashes or
   * underscores. None: the mock's shared default data set.
   */
  dataSet?: string | undefined;
  /** @deprecated The earlier name of `dataSet` (read when `dataSet` is absent). */
  session?: string | undefined;
  /** `spec`: answers hold only what the product rules document, as the real backend. */
  profile?: MockProfile | undefined;
  /** MOCK_ADMIN_TOKEN, when the mock was started with one (the data set header needs it too). */
  adminKey?: string | undefined;
}

/**
 * The target's data set id. Only code written for the earlier name sets `session`, often over a
 * spread of the fixture's target (`{ ...mock.target, session: 'other' }`), so that name wins.
 */
export function dataSetOf(target: MockTarget): string | undefined {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the earlier name still works
  return target.session ?? target.dataSet;
}

/**
 * A target that also answers to the earlier name: `target.session` reads its data set. The getter
 * is not enumerable, so a spread that sets `dataSet` does not carry an old `session` along.
 */
export function withEarlierName(target: MockTarget): MockTarget {
  return Object.defineProperty({ ...target }, 'session', {
    get: () => target.dataSet,
    enumerable: false,
  });
}

/** The headers that put a call on the target's data set and profile (no secret among them). */
export function dataSetHeaders(target: MockTarget): Record<string, string> {
  const dataSet = dataSetOf(target);
  return {
    ...(dataSet === undefined ? {} : { [DATA_SET_HEADER]: dataSet }),
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

/**
 * A data set id for a Playwright test and its retry in this run (`qa-<run id>-<test id>-<retry>`),
 * inside the pattern the mock accepts. Playwright's test ids are the same in every run of a suite,
 * so the run id keeps two runs against one shared mock (two testers, two CI jobs) off each other's
 * data sets. A long test id is shortened, never the run id or the retry, so a retry always starts
 * on a data set of its own.
 */
export function dataSetIdFor(testId: string, retry: number, runId: string = currentMockRunId()): string {
  const prefix = `qa-${checkRunId(runId)}-`;
  const suffix = `-${String(retry)}`;
  const id = testId.replace(/[^\w.:-]/g, '_').slice(0, DATA_SET_ID_MAX - prefix.length - suffix.length);
  return `${prefix}${id}${suffix}`;
}

/** @deprecated The earlier name of `dataSetIdFor`. */
export const sessionIdFor = dataSetIdFor;
