import type { MockProfile, Scenario } from '@formation/contract';

import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database_, Db } from '../db/database';
import type { Seeder } from '../db/seeder';
import type { RandomSource } from '../random-source';
import type { FaultInjector } from './fault-injector';

/** One data set: its database, its clock, the scenario it was seeded with and its fault rules. */
export interface Store {
  db: Db;
  database: Database_;
  clock: Clock;
  scenario: Scenario;
  /**
   * Names this copy of the data: the shared data set's number is bumped by every re-seed (kept in
   * mock_state, so its tokens survive a restart); a private copy's carries the process's boot id.
   * Tokens of another generation are refused.
   */
  generation: string;
  random: RandomSource;
  /** QA's fault rules apply to the data set that set them: parallel runs do not fail each other. */
  faults: FaultInjector;
}

/** The private data sets of x-mock-session, as the handlers see them (private-data-sets.ts keeps them). */
export interface DataSets {
  /** How many are open. */
  readonly size: number;
  /** What they may take together, in bytes: a load larger than that is refused. */
  readonly maxBytes: number;
  acquire(id: string): Promise<Store>;
  /** A fresh copy of the scenario's seed for `id`, keeping the given clock. */
  replace(id: string, scenario: Scenario, clock: Clock): Promise<Store>;
  /** The data set of `id` under a new generation, once its database holds other data. */
  renew(id: string): Store;
  drop(id: string): boolean;
}

/** What the mock answered so far, for the status coverage report. */
export interface AnsweredStatus {
  method: string;
  path: string;
  status: number;
  /** True while only injected faults gave this answer. */
  injected: boolean;
}

/** The statuses the API answered, over every data set (the status coverage report). */
export interface StatusLog {
  record(answered: AnsweredStatus): void;
  entries(): AnsweredStatus[];
}

/** What outlives one call, whichever transport carries the calls. */
export interface MockHost {
  readonly config: Config;
  /** The shared data set (calls without x-mock-session); a re-seed replaces it. */
  store: Store;
  /** Absent when MOCK_ADMIN=false. */
  readonly dataSets: DataSets | undefined;
  /** Fills a database with a scenario: the seed's, or the data set the mock started on. */
  readonly seed: Seeder;
  /** The statuses answered so far; absent when MOCK_ADMIN=false (nobody could read it). */
  readonly statuses: StatusLog | undefined;
}

/**
 * One call to the mock as its handlers see it, whatever carried it (Fastify on Node, a service worker
 * in a browser): the data set it works on, the profile it is answered with, and its headers.
 */
export interface Call {
  readonly host: MockHost;
  readonly config: Config;
  /** The data set this call works on: its private one (x-mock-session), else the shared one. */
  readonly store: Store;
  readonly profile: MockProfile;
  /** The x-mock-session id, or null on the shared data set. */
  readonly dataSetId: string | null;
  /** The request's headers, names in lower case. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The query string as sent, before any validation. */
  readonly rawQuery: Readonly<Record<string, unknown>>;
  /** Points the rest of the call at another private data set (after a re-seed), or none (dropped). */
  usePrivateStore(store: Store | null): void;
}
