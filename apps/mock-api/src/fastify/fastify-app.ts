import Fastify, { LogController, type FastifyInstance } from 'fastify';

import { folderAsTyped, readDataSetFolder } from '@formation/contract/data-set-folder';

import { loadConfig, type Config } from '../config';
import type { MockHost } from '../core/call';
import { createPipeline } from '../core/pipeline/pipeline';
import { nativeDriver, openDatabase } from '../db/client';
import { checkDataSet } from '../db/data-set-files';
import { featuresFor } from '../features';
import type { PrivateDataSets } from '../features/mock-admin/private-data-sets';
import { createHost } from '../host';
import { registerAdminGuard } from './admin-guard';
import { registerDocs } from './docs';
import { frameworkErrorOptions, registerErrorHandling } from './errors';
import { mountPipeline } from './mount-pipeline';
import { registerReplicaHeader } from './replica-header';
import { requestLog, type LogRoom } from './request-log';
import { proxyTrust, registerSecurity } from './security';

export type { InjectOptions, LightMyRequestResponse } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** What outlives one request: the config and the data sets. */
    ctx: MockHost;
  }
}

/** The mock on Fastify, as server.ts listens with it and tests inject into it. */
export type MockServer = FastifyInstance;

export interface BuildOptions {
  /** Overrides of the environment (tests pass DATABASE_FILE=':memory:', MOCK_NOW…). */
  env?: Record<string, string | undefined>;
  logger?: boolean;
  /**
   * Where the log lines go (standard output otherwise): tests read them. The server's output also
   * says when it has no room left for lines that may not be dropped (log-output.ts).
   */
  logStream?: { write(line: string): void } & LogRoom;
  /** Stands for another process's start: tests of what a restart ends. */
  bootId?: string;
}

/** How often idle private data sets are looked for. */
const SWEEP_EVERY_MS = 30_000;

/** Private data sets left idle are dropped now and then; all of them go when the server closes. */
function keepDataSetsTidy(app: FastifyInstance, dataSets: PrivateDataSets, idleMs: number): void {
  const sweeper = setInterval(() => dataSets.sweep(), Math.min(SWEEP_EVERY_MS, idleMs));
  sweeper.unref();
  app.addHook('onClose', () => {
    clearInterval(sweeper);
    dataSets.closeAll();
  });
}

/**
 * Builds the mock API on Fastify without listening: server.ts listens, tests inject. A new database
 * is migrated and seeded; an existing one keeps its data (writes survive a restart). Fastify adds
 * what a network server needs (CORS, security headers, host names, the admin key, rate limits, the
 * docs); every request then goes through the one pipeline (core/pipeline/pipeline.ts).
 */
export async function buildApp(options: BuildOptions = {}): Promise<MockServer> {
  const config: Config = loadConfig({ ...process.env, ...options.env });
  const requests = requestLog(options.logStream);
  const app = Fastify({
    // A malformed URL or an over-long path parameter gets the one error shape too, not the router's own.
    ...frameworkErrorOptions,
    // ...and its log line: the router answers those without running any hook.
    frameworkErrors: requests.alsoFollowedBy(frameworkErrorOptions.frameworkErrors),
    logger:
      options.logger === true
        ? {
            level: config.LOG_LEVEL,
            ...(options.logStream === undefined ? {} : { stream: options.logStream }),
          }
        : false,
    // One line per request (request-log.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    // Whose address the sign-in brake counts: the balancer's forwarded one, only from the balancer.
    trustProxy: proxyTrust(config),
  });
  requests.register(app);

  const dataSet =
    config.MOCK_DATA_SET === undefined
      ? undefined
      : checkDataSet(readDataSetFolder(folderAsTyped(config.MOCK_DATA_SET)));
  const database = openDatabase(config.DATABASE_FILE);
  const { host, dataSets } = await createHost(config, database, nativeDriver, {
    bootId: options.bootId,
    dataSet,
  });
  app.decorate('ctx', host);
  app.addHook('onClose', () => {
    database.close();
  });
  if (dataSets !== undefined) keepDataSetsTidy(app, dataSets, config.MOCK_SESSION_IDLE_MS);

  registerErrorHandling(app);
  registerReplicaHeader(app, config);
  await registerSecurity(app, config);
  // After CORS (a refusal still reaches the browser), before a private data set is made for anyone.
  registerAdminGuard(app, config);
  await registerDocs(app, config.publicUrl);
  mountPipeline(app, createPipeline({ host, features: featuresFor(config) }));
  return app;
}
