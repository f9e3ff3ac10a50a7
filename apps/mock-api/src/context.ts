import type { Scenario } from '@formation/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database_, Db } from './db/client';
import type { FaultInjector } from './features/mock-admin/faults';
import type { RandomSource } from './random-source';

/** One data set: its database, its clock and the scenario it was seeded with. */
export interface Store {
  db: Db;
  database: Database_;
  clock: Clock;
  scenario: Scenario;
  /** Bumped by every re-seed (kept in mock_state): tokens of an earlier generation are refused. */
  generation: number;
  random: RandomSource;
}

export interface AppContext {
  config: Config;
  store: Store;
  faults: FaultInjector;
  /** Forget in-memory state (provider tokens…) when the data is re-seeded. */
  onReset: (() => void)[];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** The data set a request works on. */
export function storeOf(request: FastifyRequest): Store {
  return request.server.ctx.store;
}

export function configOf(request: FastifyRequest): Config {
  return request.server.ctx.config;
}
