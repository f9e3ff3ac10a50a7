import type { MockProfile, Scenario } from '@formation/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database_, Db } from './db/client';
import type { FaultInjector } from './features/mock-admin/faults';
import type { MockSessions } from './features/mock-admin/mock-sessions';
import type { RandomSource } from './random-source';

/** One data set: its database, its clock, the scenario it was seeded with and its fault rules. */
export interface Store {
  db: Db;
  database: Database_;
  clock: Clock;
  scenario: Scenario;
  /** Bumped by every re-seed (kept in mock_state): tokens of an earlier generation are refused. */
  generation: number;
  random: RandomSource;
  /** QA's fault rules apply to the data set that set them: parallel runs do not fail each other. */
  faults: FaultInjector;
}

export interface AppContext {
  config: Config;
  /** The shared data set (requests without x-mock-session). */
  store: Store;
  /** The private data sets of x-mock-session; absent when MOCK_ADMIN=false. */
  sessions: MockSessions | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The private data set this request selected with x-mock-session. */
    mockStore: Store | null;
    mockSessionId: string | null;
    /** What this request is answered with: its x-mock-profile, else MOCK_PROFILE. */
    mockProfile: MockProfile;
  }
}

/** The data set a request works on: its private one, else the shared one. */
export function storeOf(request: FastifyRequest): Store {
  return request.mockStore ?? request.server.ctx.store;
}

export function configOf(request: FastifyRequest): Config {
  return request.server.ctx.config;
}
