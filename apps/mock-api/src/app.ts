import Fastify, { type FastifyInstance } from 'fastify';
import { ScenarioSchema, type Scenario } from '@formation/contract';
import { createClock } from './clock';
import { createRandomSource } from './random-source';
import { loadConfig, type Config } from './config';
import { storeOf, type AppContext } from './context';
import { openDatabase, type Db } from './db/client';
import { readMockState } from './db/mock-state';
import { users } from './db/schema';
import { seedDatabase } from './db/seed-database';
import { registerFeatures } from './features';
import { registerAdminAccess } from './features/mock-admin/admin-access';
import { FaultInjector, registerFaultHook } from './features/mock-admin/faults';
import { MockSessions } from './features/mock-admin/mock-sessions';
import { registerSessionHook } from './features/mock-admin/session-hook';
import { registerStatusCoverage } from './features/mock-admin/status-coverage';
import { registerDocs } from './plugins/docs';
import { frameworkErrorOptions, registerErrorHandling } from './plugins/errors';
import { registerJsonBody } from './plugins/json-body';
import { registerReadCache } from './plugins/read-cache';
import { registerSecurity } from './plugins/security';
import { registerProfileHook } from './profiles/mock-profile';
import { registerSpecReplies } from './profiles/spec-replies';

export interface BuildOptions {
  /** Overrides of the environment (tests pass DATABASE_FILE=':memory:', MOCK_NOW…). */
  env?: Record<string, string | undefined>;
  logger?: boolean;
}

export const BODY_LIMIT_BYTES = 256 * 1024;

function storedScenario(db: Db): Scenario {
  const parsed = ScenarioSchema.safeParse(readMockState(db, 'scenario'));
  return parsed.success ? parsed.data : 'default';
}

/**
 * Builds the mock API without listening: server.ts listens, tests inject. A new database is migrated
 * and seeded; an existing one keeps its data (writes survive a restart).
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = loadConfig({ ...process.env, ...options.env });
  const app = Fastify({
    // A malformed URL or an over-long path parameter gets the one error shape too, not the router's own.
    ...frameworkErrorOptions,
    logger: options.logger === true ? { level: config.LOG_LEVEL } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Hide framework internals from answers: the error handler shapes every failure.
    return503OnClosing: true,
  });

  const database = openDatabase(config.DATABASE_FILE);
  // MOCK_NOW wins; otherwise a clock QA froze (POST /__mock/clock) survives a restart.
  const clock = createClock(
    config.MOCK_NOW === undefined ? (readMockState(database.db, 'clock') ?? null) : config.now,
  );
  const empty = database.db.select({ id: users.id }).from(users).limit(1).get() === undefined;
  const scenario = empty ? 'default' : storedScenario(database.db);
  const generation = empty
    ? await seedDatabase(database.db, scenario, clock.nowIso())
    : Number(readMockState(database.db, 'generation') ?? '1');

  const ctx: AppContext = {
    config,
    store: {
      db: database.db,
      database,
      clock,
      scenario,
      generation,
      random: createRandomSource(clock, config.AUTH_SECRET),
      faults: new FaultInjector(),
    },
    sessions: config.MOCK_ADMIN
      ? new MockSessions({
          secret: config.AUTH_SECRET,
          baseClock: () => ctx.store.clock,
          idleMs: config.MOCK_SESSION_IDLE_MS,
          maxSessions: config.MOCK_SESSION_MAX,
        })
      : undefined,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('mockStore', null);
  app.decorateRequest('mockSessionId', null);
  app.addHook('onClose', () => {
    database.close();
  });

  registerErrorHandling(app);
  registerJsonBody(app);
  registerProfileHook(app, config.MOCK_PROFILE);
  registerSpecReplies(app);
  await registerSecurity(app, config);
  // After CORS (a refusal still reaches the browser), before a private data set is made for anyone.
  registerAdminAccess(app, config);
  // After CORS (a refused session id still reaches the browser), before faults and rate limits.
  if (ctx.sessions !== undefined) registerSessionHook(app, ctx.sessions, config.MOCK_SESSION_IDLE_MS);
  if (config.MOCK_ADMIN) registerFaultHook(app);
  if (config.MOCK_ADMIN) registerStatusCoverage(app);
  registerReadCache(app, storeOf);
  await registerDocs(app, config.publicUrl);
  await registerFeatures(app, config);
  return app;
}
