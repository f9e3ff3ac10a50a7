import type { APIRequestContext } from '@playwright/test';
import type { ClientInferRequest } from '@ts-rest/core';

import type {
  contract,
  DataSetFiles,
  Enrollment,
  EnrollmentStatus,
  MockState,
  OutboxMessage,
  Scenario,
} from '@formation/contract';
import { readDataSetFolder, writeDataSetFolder } from '@formation/contract/data-set-folder';

import { signInThroughApi, type SignedIn } from './api-sign-in.js';
import { okBody } from './mock-call-error.js';
import {
  createMockAdminClient,
  createSiteClient,
  type MockAdminClient,
  type SiteClient,
} from './mock-client.js';
import type { MockTarget } from './mock-headers.js';
import { waitForMail, type MailWait, type OutboxQuery } from './outbox-wait.js';

export type FaultRuleInput = ClientInferRequest<typeof contract.mock.setFaults>['body']['rules'][number];
export type { OutboxQuery } from './outbox-wait.js';

/** What a scenario does to the mock: every call typed by the admin contract, on one data set. */
export interface MockControls {
  readonly target: MockTarget;
  /** The typed clients themselves, for a call the helpers below do not wrap. */
  readonly admin: MockAdminClient;
  readonly api: SiteClient;
  state(): Promise<MockState>;
  /** Back to the seed of the current scenario (clock kept, fault rules dropped). */
  reset(): Promise<MockState>;
  /** Load a named data set: default, empty, sold-out, many. */
  scenario(name: Scenario): Promise<MockState>;
  /**
   * Load a data set folder (a team's own, or one `exportDataSet` wrote) into this data set, or its
   * files as `exportDataSet` gave them. Tokens signed before are refused afterwards.
   */
  loadDataSet(folder: string | DataSetFiles): Promise<MockState>;
  /** This data set's files (`GET /__mock/export`), also written into `folder` when one is named. */
  exportDataSet(folder?: string): Promise<DataSetFiles>;
  /** The mock's clock, as an ISO date-time. */
  now(): Promise<string>;
  /** Freeze the mock's clock at this instant (for this data set). */
  setClock(now: Date | string): Promise<MockState>;
  /** Replace the fault rules: latency, an error answer or a dropped connection per route. */
  faults(rules: FaultRuleInput[]): Promise<void>;
  clearFaults(): Promise<void>;
  /** Mail the mock would have sent, newest first. */
  outbox(query?: OutboxQuery): Promise<OutboxMessage[]>;
  /** The newest mail to `to` (of `kind`), waiting for it to be sent; see MailWait. */
  waitForMail(to: string, wait?: MailWait): Promise<OutboxMessage>;
  /** The 6-digit code of the newest verification mail to `to`, waiting for it. */
  waitForCode(to: string, wait?: Omit<MailWait, 'kind'>): Promise<string>;
  /** The link of the newest password-reset mail to `to`, waiting for it. */
  waitForResetLink(to: string, wait?: Omit<MailWait, 'kind'>): Promise<string>;
  /** The back office's move of an enrollment (pending → confirmed). */
  setEnrollmentStatus(id: number, status: EnrollmentStatus): Promise<Enrollment>;
  /** Sign a seeded (or any) account in through `POST /auth/login`; the token and the user. */
  apiSignIn(email?: string, password?: string): Promise<SignedIn>;
  /** Drop this data set now (it also goes by itself once idle); a later call starts from the seed. */
  dropDataSet(): Promise<boolean>;
  /** @deprecated The earlier name of `dropDataSet`. */
  dropSession(): Promise<boolean>;
}

/**
 * The controls of one data set. With Playwright's `request`, the calls show in the trace; without
 * it they go through fetch (a global setup or teardown, a script).
 */
export function createMockControls(target: MockTarget, request?: APIRequestContext): MockControls {
  const admin = createMockAdminClient(target, request);
  const api = createSiteClient(target, request);
  const outbox = (query: OutboxQuery = {}) => okBody('GET /__mock/outbox', admin.outbox({ query }));
  const controls: MockControls = {
    target,
    admin,
    api,
    state: () => okBody('GET /__mock/state', admin.state()),
    reset: () => okBody('POST /__mock/reset', admin.reset()),
    scenario: (name) => okBody(`POST /__mock/scenario/${name}`, admin.scenario({ params: { name } })),
    loadDataSet: async (folder) => {
      const files = typeof folder === 'string' ? readDataSetFolder(folder) : folder;
      return okBody('POST /__mock/data-set', admin.loadDataSet({ body: files }));
    },
    exportDataSet: async (folder) => {
      const files = await okBody('GET /__mock/export', admin.exportDataSet());
      if (folder !== undefined) writeDataSetFolder(folder, files);
      return files;
    },
    now: async () => (await okBody('GET /__mock/clock', admin.getClock())).now,
    setClock: (now) =>
      okBody(
        'POST /__mock/clock',
        admin.setClock({ body: { now: typeof now === 'string' ? now : now.toISOString() } }),
      ),
    faults: async (rules) => {
      await okBody('POST /__mock/faults', admin.setFaults({ body: { rules } }));
    },
    clearFaults: async () => {
      await okBody('DELETE /__mock/faults', admin.clearFaults());
    },
    outbox,
    waitForMail: (to, wait) => waitForMail(outbox, to, wait),
    waitForCode: async (to, wait) => {
      const mail = await waitForMail(outbox, to, { ...wait, kind: 'email-verification' });
      if (mail.code === null) throw new Error(`The verification mail to ${to} carries no code`);
      return mail.code;
    },
    waitForResetLink: async (to, wait) => {
      const mail = await waitForMail(outbox, to, { ...wait, kind: 'password-reset' });
      if (mail.link === null) throw new Error(`The password-reset mail to ${to} carries no link`);
      return mail.link;
    },
    setEnrollmentStatus: (id, status) =>
      okBody(
        `POST /__mock/enrollments/${String(id)}/status`,
        admin.setEnrollmentStatus({ params: { id }, body: { status } }),
      ),
    apiSignIn: (email, password) => signInThroughApi(api, email, password),
    dropDataSet: async () => (await okBody('DELETE /__mock/session', admin.dropSession())).dropped,
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the earlier name still works
    dropSession: () => controls.dropDataSet(),
  };
  return controls;
}
