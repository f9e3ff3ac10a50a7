import Fastify, { type FastifyInstance } from 'fastify';

import { loadConfig, type Config } from './config';
import { nativeDriver, openDatabase } from './db/client';
import { registerAdminAccess } from './features/mock-admin/admin-access';
import { registerDataSetHook } from './features/mock-admin/data-set-hook';
import { registerFaultHook } from './features/mock-admin/faults';
import { registerStatusCoverage } from './features/mock-admin/status-coverage';
import { createHost } from './host';
import { registerDocs } from './plugins/docs';
import { frameworkErrorOptions, registerErrorHandling } from './plugins/errors';
import { storeOf } from './plugins/fastify-call';
import { registerJsonBody } from './plugins/json-body';
import { registerReadCache } from './plugins/read-cache';
import { registerRoutes } from './plugins/register-routes';
import { registerSecurity } from './plugins/security';
import { registerProfileHook } from './profiles/mock-profile';
import { registerSpecReplies } from './profiles/spec-replies';

export interface BuildOptions {
  /** Overrides of the environment (tests pass DATABASE_FILE=':memory:', MOCK_NOW…). */
  env?: Record<string, string | undefined>;
  logger?: boolean;
  /** Stands for another process's start: tests of what a restart ends. */
  bootId?: string;
}

export const BODY_LIMIT_BYTES = 256 * 1024;

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
  const { host, recorder, dataSets } = await createHost(config, database, nativeDriver, options.bootId);
  app.decorate('ctx', host);
  app.decorateRequest('mockStore', null);
  app.decorateRequest('dataSetId', null);
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
  // After CORS (a refused data set id still reaches the browser), before faults and rate limits.
  if (dataSets !== undefined) registerDataSetHook(app, dataSets, config.MOCK_SESSION_IDLE_MS);
  if (config.MOCK_ADMIN) registerFaultHook(app);
  if (recorder !== undefined) registerStatusCoverage(app, recorder);
  registerReadCache(app, storeOf);
  await registerDocs(app, config.publicUrl);
  registerRoutes(app, config);
  return app;
}
