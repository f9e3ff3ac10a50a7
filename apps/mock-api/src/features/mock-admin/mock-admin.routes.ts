import {
  contract,
  DataSetInvalid,
  listRoutes,
  siteContract,
  type DataSetFiles,
  type Scenario,
} from '@formation/contract';

import { notFound, validationFailed } from '../../api-error';
import { CLOCK_OUT_OF_RANGE, isClockInRange } from '../../clock-range';
import type { Call } from '../../core/call';
import { FaultInjector } from '../../core/fault-injector';
import { feature } from '../../core/handlers';
import { DataSetOverBudget } from '../../db/data-set-budget';
import { checkDataSet, exportedDataSet, loadDataSet } from '../../db/data-set-files';
import { assertReturnUrlsAllowed } from '../../db/data-set-return-urls';
import { keptPictures } from '../../db/kept-pictures';
import { sharedRandomSource, writeMockState } from '../../db/mock-state';
import { hashesFor } from '../../db/seeder';
import { findEnrollment, updateEnrollment } from '../../repositories/enrollments.repository';
import { outboxMessages } from '../../repositories/outbox.repository';
import { enrollmentView } from '../../views/enrollment.view';
import { dataSetOverBudget, dataSetRefused } from './data-set-errors';
import { assertFaultRules } from './faults';
import { buildStatusCoverage } from './status-coverage';

// health is always on; the providers' stand-ins belong to their features.
const { health, providerScript, providerToken, providerUserInfo, checkoutPage, completeCheckout, ...admin } =
  contract.mock;

function state(call: Call) {
  const { store } = call;
  return {
    status: 200 as const,
    body: {
      scenario: store.scenario,
      now: store.clock.nowIso(),
      session: call.dataSetId ?? 'default',
    },
  };
}

/**
 * A re-seed makes a new data set (so in-memory state tied to the old one, like provider tokens,
 * goes with it): a private one is a fresh copy of its scenario's image, the shared one is re-seeded
 * in place. Both keep their clock and lose their fault rules.
 */
async function reseed(call: Call, scenario: Scenario) {
  const { host, store: current } = call;
  if (call.dataSetId !== null && host.dataSets !== undefined) {
    call.usePrivateStore(await host.dataSets.replace(call.dataSetId, scenario, current.clock));
  } else {
    const generation = String(await host.seed(current.db, scenario, current.clock.nowIso()));
    keptPictures.release(current.db);
    const random = sharedRandomSource(current.db, current.clock, call.config.AUTH_SECRET, generation);
    host.store = { ...current, scenario, generation, random, faults: new FaultInjector() };
  }
  return state(call);
}

/**
 * A data set folder's files loaded into the caller's data set. A private one keeps its copy and gets
 * a new generation; the shared one a new generation too, as a re-seed. Files off the format are a 400
 * naming each problem; a row the database refuses leaves the data set as it was, and so does a private
 * one that would take more than all private data sets may (a 413).
 */
async function loadFiles(call: Call, files: DataSetFiles) {
  try {
    const data = checkDataSet(files);
    assertReturnUrlsAllowed(data, call.config);
    const { host } = call;
    const hashes = await hashesFor(data);
    // A private copy lives in memory, within the budget of them all; the shared data set is a file.
    const dataSets = call.dataSetId === null ? undefined : host.dataSets;
    // The copy alive now: another call may have dropped the one this call began on while it waited.
    // From here to the end nothing waits, so nothing drops it before it holds its pictures.
    const current =
      call.dataSetId !== null && dataSets !== undefined ? await dataSets.acquire(call.dataSetId) : call.store;
    // Room for its pictures is checked before the rows change, and they are held once they have.
    keptPictures.assertRoomFor(current.db, data.pictures);
    const maxBytes = dataSets?.maxBytes;
    const generation = String(loadDataSet(current.db, data, { accountHashes: hashes, maxBytes }));
    keptPictures.hold(current.db, data.pictures);
    if (call.dataSetId !== null && dataSets !== undefined) {
      call.usePrivateStore(dataSets.renew(call.dataSetId));
    } else {
      const random = sharedRandomSource(current.db, current.clock, call.config.AUTH_SECRET, generation);
      host.store = { ...current, scenario: 'default', generation, random, faults: new FaultInjector() };
    }
  } catch (error) {
    if (error instanceof DataSetInvalid) throw dataSetRefused(error.problems);
    if (error instanceof DataSetOverBudget) throw dataSetOverBudget(error.bytes, error.budget);
    throw error;
  }
  return state(call);
}

/** The most a data set loaded over HTTP may hold (POST /__mock/data-set). */
export const DATA_SET_LIMIT_BYTES = 32 * 1024 * 1024;

/** QA's levers; absent when MOCK_ADMIN=false. */
export const mockAdminFeature = feature(
  admin,
  {
    state: async ({ call }) => state(call),
    reset: async ({ call }) => reseed(call, call.store.scenario),
    scenario: async ({ params, call }) => reseed(call, params.name),
    getClock: async ({ call }) => state(call),
    setClock: async ({ body, call }) => {
      if (!isClockInRange(body.now)) {
        throw validationFailed([{ path: 'body.now', message: CLOCK_OUT_OF_RANGE }]);
      }
      const store = call.store;
      store.clock.freeze(new Date(body.now));
      writeMockState(store.db, 'clock', store.clock.nowIso());
      return state(call);
    },
    getFaults: async ({ call }) => ({ status: 200, body: { rules: call.store.faults.list() } }),
    setFaults: async ({ body, call }) => {
      assertFaultRules(body.rules);
      call.store.faults.set(body.rules);
      return { status: 200, body: { rules: call.store.faults.list() } };
    },
    clearFaults: async ({ call }) => {
      call.store.faults.set([]);
      return { status: 200, body: { rules: [] } };
    },
    dropSession: async ({ call }) => {
      const id = call.dataSetId;
      const dropped = id !== null && call.host.dataSets?.drop(id) === true;
      call.usePrivateStore(null);
      return { status: 200, body: { session: id ?? 'default', dropped } };
    },
    coverage: async ({ call }) => ({
      status: 200,
      body: buildStatusCoverage(listRoutes(siteContract), call.host.statuses?.entries() ?? []),
    }),
    outbox: async ({ query, call }) => {
      return { status: 200, body: outboxMessages(call.store.db, { to: query.to, kind: query.kind }) };
    },
    loadDataSet: async ({ body, call }) => loadFiles(call, body),
    exportDataSet: async ({ query, call }) => {
      const { store } = call;
      const session = call.dataSetId ?? 'default';
      const source = `the mock: scenario ${store.scenario}, data set ${session}`;
      const files = await exportedDataSet(store.db, source, store.clock.nowIso(), query.passwordHashes);
      return { status: 200, body: files };
    },
    setEnrollmentStatus: async ({ params, body, call }) => {
      const store = call.store;
      const row = findEnrollment(store.db, params.id);
      if (row === undefined) throw notFound('Enrollment');
      // The back office confirms once the learner has paid (on site or online).
      const paymentStatus =
        body.status === 'confirmed'
          ? 'succeeded'
          : row.paymentStatus === 'succeeded'
            ? 'pending'
            : row.paymentStatus;
      updateEnrollment(store.db, params.id, {
        status: body.status,
        paymentStatus,
        updatedAt: store.clock.nowIso(),
      });
      return { status: 200, body: enrollmentView(store, params.id) };
    },
  },
  {
    facts: {
      // QA's fault rules act before answers are kept (inject-fault comes first).
      setFaults: { changes: [] },
      clearFaults: { changes: [] },
      // The seed's is about 310 KB, a recorded catalogue may be a hundred times more.
      loadDataSet: { bodyLimit: DATA_SET_LIMIT_BYTES },
    },
  },
);
