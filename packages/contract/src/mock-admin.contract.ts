import { z } from 'zod';

import { c } from './contract-instance.js';
import { definedByUs, errors } from './responses.js';
import { docs } from './route-docs.js';
import { ProviderProfileSchema } from './schemas/auth.schemas.js';
import { IdParamSchema } from './schemas/common.schemas.js';
import { EnrollmentSchema, SetEnrollmentStatusBodySchema } from './schemas/enrollment.schemas.js';
import {
  ClockBodySchema,
  DataSetExportQuerySchema,
  DataSetFilesSchema,
  DroppedDataSetSchema,
  FaultsBodySchema,
  FaultsReplySchema,
  HealthSchema,
  MockStateSchema,
  OutboxMessageSchema,
  OutboxQuerySchema,
  ProviderTokenBodySchema,
  ProviderTokenReplySchema,
  ScenarioSchema,
  StatusCoverageSchema,
} from './schemas/mock-admin.schemas.js';
import { CompleteCheckoutBodySchema, PaymentSchema } from './schemas/payment.schemas.js';

const ADMIN = definedByUs(
  'mock admin surface; absent (404) when MOCK_ADMIN=false; 401 MOCK_ADMIN_LOCKED without the key ' +
    '(MOCK_ADMIN_TOKEN, sent as x-mock-admin-token or a bearer) when one is set or the mock listens ' +
    'beyond loopback. A write from a page of another site is refused (403), and an admin write takes ' +
    'JSON or no body (else 415, or 400 where the call takes no body).',
);
const STAND_IN = definedByUs(
  "a provider's stand-in, part of the site's own flows: no admin key; absent (404) when MOCK_ADMIN=false.",
);
const TOKEN_STAND_IN = definedByUs(
  "the identity provider's stand-in, part of the site's own flows; absent (404) when MOCK_ADMIN=false. " +
    'On a mock other machines reach it needs the admin key (401 MOCK_ADMIN_LOCKED) unless the operator ' +
    'opened it (MOCK_IDENTITY_OPEN); an identity made by a stranger never signs into an account that ' +
    'has a password.',
);
const html = c.otherResponse({ contentType: 'text/html', body: z.string() });
const javascript = c.otherResponse({ contentType: 'text/javascript', body: z.string() });

/** QA's levers: data sets, clock, faults, outbox, back-office transitions. */
export const mockAdminContract = c.router({
  health: {
    method: 'GET',
    path: '/health',
    metadata: docs(null),
    summary: 'Liveness: answers once the database is ready',
    responses: { 200: HealthSchema },
  },
  state: {
    method: 'GET',
    path: '/__mock/state',
    metadata: docs(null, 'mock-admin'),
    summary: 'The current scenario, clock and data set',
    description: ADMIN,
    responses: { 200: MockStateSchema, ...errors(401, 404) },
  },
  reset: {
    method: 'POST',
    path: '/__mock/reset',
    metadata: docs(null, 'mock-admin'),
    summary: 'Re-seed the data set (of this x-mock-session) with the current scenario',
    description: ADMIN,
    body: c.noBody(),
    responses: { 200: MockStateSchema, ...errors(401, 403, 404) },
  },
  scenario: {
    method: 'POST',
    path: '/__mock/scenario/:name',
    metadata: docs(null, 'mock-admin'),
    summary: 'Load a named data set: default, empty, sold-out, many (10,000 courses)',
    description: ADMIN,
    pathParams: z.object({ name: ScenarioSchema }),
    body: c.noBody(),
    responses: { 200: MockStateSchema, ...errors(401, 403, 404) },
  },
  dropSession: {
    method: 'DELETE',
    path: '/__mock/session',
    metadata: docs(null, 'mock-admin'),
    summary: 'Drop the private data set this x-mock-session header names (idle ones go by themselves)',
    description: ADMIN,
    body: c.noBody(),
    responses: { 200: DroppedDataSetSchema, ...errors(401, 403, 404) },
  },
  getClock: {
    method: 'GET',
    path: '/__mock/clock',
    metadata: docs(null, 'mock-admin'),
    summary: 'Read the mock clock',
    description: ADMIN,
    responses: { 200: MockStateSchema, ...errors(401, 404) },
  },
  setClock: {
    method: 'POST',
    path: '/__mock/clock',
    metadata: docs(null, 'mock-admin'),
    summary: 'Set the mock clock (MOCK_NOW at start)',
    description: ADMIN,
    body: ClockBodySchema,
    responses: { 200: MockStateSchema, ...errors(401, 403, 404, 413, 415) },
  },
  getFaults: {
    method: 'GET',
    path: '/__mock/faults',
    metadata: docs(null, 'mock-admin'),
    summary: 'The active fault rules',
    description: ADMIN,
    responses: { 200: FaultsReplySchema, ...errors(401, 404) },
  },
  setFaults: {
    method: 'POST',
    path: '/__mock/faults',
    metadata: docs(null, 'mock-admin'),
    summary: 'Replace the fault rules: latency, error answers and dropped connections per route',
    description:
      `${ADMIN} A rule answers any error status the route declares, in the one error shape with the code ` +
      'and message the route really answers for it (overridable), or drops the connection ' +
      '(network "reset"). Rules are checked against the contract: 400 when a path is no route of the ' +
      'contract for its method (details: body.rules.<i>.path) or a status is not one the route declares ' +
      '(body.rules.<i>.status).',
    body: FaultsBodySchema,
    responses: { 200: FaultsReplySchema, ...errors(401, 403, 404, 413, 415) },
  },
  clearFaults: {
    method: 'DELETE',
    path: '/__mock/faults',
    metadata: docs(null, 'mock-admin'),
    summary: 'Remove every fault rule',
    description: ADMIN,
    body: c.noBody(),
    responses: { 200: FaultsReplySchema, ...errors(401, 403, 404) },
  },
  coverage: {
    method: 'GET',
    path: '/__mock/coverage',
    metadata: docs(null, 'mock-admin'),
    summary: 'Per route of the site: its declared error statuses and which ones the mock has answered',
    description:
      `${ADMIN} Counted since the mock started, over every data set (x-mock-session included); ` +
      'injected faults count and are flagged. The e2e run prints it at the end.',
    responses: { 200: StatusCoverageSchema, ...errors(401, 404) },
  },
  outbox: {
    method: 'GET',
    path: '/__mock/outbox',
    metadata: docs(null, 'mock-admin'),
    summary: 'Mail the mock would have sent (verification codes, reset links), newest first',
    description: ADMIN,
    query: OutboxQuerySchema,
    responses: { 200: z.array(OutboxMessageSchema), ...errors(401, 404) },
  },
  exportDataSet: {
    method: 'GET',
    path: '/__mock/export',
    metadata: docs(null, 'mock-admin'),
    summary: 'The data set (of this x-mock-session) as a data set folder’s files, for MOCK_DATA_SET',
    description:
      `${ADMIN} Meant to be committed: the password hashes of accounts other than the seed's are ` +
      'left out unless passwordHashes=all.',
    query: DataSetExportQuerySchema,
    responses: { 200: DataSetFilesSchema, ...errors(401, 404) },
  },
  loadDataSet: {
    method: 'POST',
    path: '/__mock/data-set',
    metadata: docs(null, 'mock-admin'),
    summary: 'Load a data set folder’s files (GET /__mock/export’s) into this data set (or x-mock-session’s)',
    description:
      `${ADMIN} A file off the format is a 400 whose details name the file, the row and the field; ` +
      'the data set keeps what it had. Tokens signed before the load are refused. Up to 32 MB.',
    body: DataSetFilesSchema,
    responses: { 200: MockStateSchema, ...errors(400, 401, 403, 404, 413, 415) },
  },
  setEnrollmentStatus: {
    method: 'POST',
    path: '/__mock/enrollments/:id/status',
    metadata: docs(null, 'mock-admin'),
    summary: 'Back-office transition of an enrollment (pending → confirmed)',
    description: ADMIN,
    pathParams: z.object({ id: IdParamSchema }),
    body: SetEnrollmentStatusBodySchema,
    responses: { 200: EnrollmentSchema, ...errors(401, 403, 404, 413, 415) },
  },
  providerScript: {
    method: 'GET',
    path: '/__mock/identity/client.js',
    metadata: docs(7),
    summary: "Stand-in of the identity provider's client script",
    description: STAND_IN,
    responses: { 200: javascript, ...errors(404) },
  },
  providerToken: {
    method: 'POST',
    path: '/__mock/identity/token',
    metadata: docs(7),
    summary: 'Stand-in provider: issue an access token for a test account',
    description: TOKEN_STAND_IN,
    body: ProviderTokenBodySchema,
    responses: { 200: ProviderTokenReplySchema, ...errors(401, 403, 404, 413, 415) },
  },
  providerUserInfo: {
    method: 'GET',
    path: '/__mock/identity/userinfo',
    metadata: docs(7, 'provider'),
    summary: "Stand-in of the provider's user-info service (bearer: the provider access token)",
    description: STAND_IN,
    headers: z.object({ authorization: z.string().optional() }),
    responses: { 200: ProviderProfileSchema, ...errors(401, 404) },
  },
  checkoutPage: {
    method: 'GET',
    path: '/__mock/payments/:id/checkout',
    metadata: docs(2),
    summary: "Stand-in of the payment provider's page, with succeed and fail buttons",
    description: STAND_IN,
    pathParams: z.object({ id: IdParamSchema }),
    responses: { 200: html, ...errors(404) },
  },
  completeCheckout: {
    method: 'POST',
    path: '/__mock/payments/:id/complete',
    metadata: docs(2),
    summary: 'Stand-in provider: settle an online payment as succeeded or failed',
    description: STAND_IN,
    pathParams: z.object({ id: IdParamSchema }),
    body: CompleteCheckoutBodySchema,
    responses: { 200: PaymentSchema, ...errors(403, 404, 409, 413, 415) },
  },
});
