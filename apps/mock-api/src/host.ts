import { ScenarioSchema, type Scenario } from '@formation/contract';

import { useArgon2idCost } from './auth/argon2id-cost';
import { createClock } from './clock';
import type { Config } from './config';
import type { MockHost } from './core/call';
import { FaultInjector } from './core/fault-injector';
import { dataSetTimeNow, type CheckedDataSet } from './db/data-set-files';
import { assertReturnUrlsAllowed } from './db/data-set-return-urls';
import type { Database_, DatabaseDriver, Db } from './db/database';
import { keptPictures } from './db/kept-pictures';
import { readMockState, sharedRandomSource } from './db/mock-state';
import { seederFor } from './db/seeder';
import { PrivateDataSets } from './features/mock-admin/private-data-sets';
import { StatusRecorder } from './features/mock-admin/status-coverage';
import { hasUsers } from './repositories/accounts.repository';

function storedScenario(db: Db): Scenario {
  const parsed = ScenarioSchema.safeParse(readMockState(db, 'scenario'));
  return parsed.success ? parsed.data : 'default';
}

/** A host, and the private data sets its transport sweeps and closes. */
export interface HostParts {
  host: MockHost;
  dataSets: PrivateDataSets | undefined;
}

export interface HostOptions {
  /** Stands for another process's start (tests). */
  bootId?: string | undefined;
  /** The data set the mock starts on instead of the seed's default scenario (MOCK_DATA_SET). */
  dataSet?: CheckedDataSet | undefined;
}

/**
 * What every transport serves from: the shared data set on `database` (seeded, or loaded from the
 * data set it was given, when new; an existing one keeps its data, scenario and frozen clock), and
 * the private data sets copied with `driver`.
 */
export async function createHost(
  config: Config,
  database: Database_,
  driver: DatabaseDriver,
  { bootId, dataSet }: HostOptions = {},
): Promise<HostParts> {
  useArgon2idCost(config.ARGON2ID_MEMORY_KIB, config.ARGON2ID_PASSES);
  if (dataSet !== undefined) assertReturnUrlsAllowed(dataSet, config);
  // A database not yet loaded from the data set it is given starts on it, whatever it held.
  const empty =
    !hasUsers(database.db) ||
    (dataSet !== undefined && readMockState(database.db, 'data-set') !== dataSet.id);
  // MOCK_NOW wins; otherwise a clock QA froze (POST /__mock/clock) survives a restart; otherwise a
  // data set's time, from which the clock runs on (after a restart, from where it had got to).
  const frozen = config.MOCK_NOW === undefined ? (readMockState(database.db, 'clock') ?? null) : config.now;
  const runsFrom =
    dataSet === undefined ? undefined : empty ? dataSet.manifest.takenAt : dataSetTimeNow(database.db);
  const clock = createClock(frozen, runsFrom ?? dataSet?.manifest.takenAt);
  const seed = seederFor(dataSet);
  // A restart on the same folder keeps its database, not the pictures, which live in the process; the
  // seeder that brings the folder back on a reset or a new private data set holds them.
  if (dataSet !== undefined) keptPictures.hold(seed, dataSet.pictures);
  const scenario = empty ? 'default' : storedScenario(database.db);
  const generation = String(
    empty
      ? await seed(database.db, scenario, clock.nowIso())
      : Number(readMockState(database.db, 'generation') ?? '1'),
  );
  const recorder = config.MOCK_ADMIN ? new StatusRecorder() : undefined;
  const dataSets = config.MOCK_ADMIN
    ? new PrivateDataSets({
        driver,
        seed,
        secret: config.AUTH_SECRET,
        baseClock: () => host.store.clock,
        idleMs: config.MOCK_SESSION_IDLE_MS,
        maxDataSets: config.MOCK_SESSION_MAX,
        maxBytes: config.MOCK_SESSION_MAX_BYTES,
        bootId,
      })
    : undefined;
  const host: MockHost = {
    config,
    store: {
      db: database.db,
      database,
      clock,
      scenario,
      generation,
      random: sharedRandomSource(database.db, clock, config.AUTH_SECRET, generation),
      faults: new FaultInjector(),
    },
    dataSets,
    seed,
    statuses: recorder,
  };
  return { host, dataSets };
}
