import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';

import { ConfigError } from './config';
import { buildApp } from './fastify/fastify-app';
import { asyncLogOutput } from './fastify/log-output';
import { readyLine } from './start-report';

/** Listens on HOST:PORT (127.0.0.1:3001 by default) and shuts down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const app = await buildApp({ logger: true, logStream: asyncLogOutput() });
  const { config, store } = app.ctx;
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    readyLine({
      config,
      bound: app.addresses().filter((a): a is AddressInfo => typeof a !== 'string'),
      interfaces: networkInterfaces(),
      scenario: store.scenario,
      frozenAt: store.clock.isFrozen() ? store.clock.nowIso() : null,
    }),
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Mock API failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exit(1);
});
