import type { Scenario } from '@formation/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database_, Db } from './db/client';
import type { FaultInjector } from './features/mock-admin/faults';

/** One data set: its database, its clock and the scenario it was seeded with. */
export interface Store {
  db: Db;
  database: Database_;
  clock: Clock;
  scenario: Scenario;
}

export interface AppContext {
  config: Config;
  store: Store;
  faults: FaultInjector;
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
