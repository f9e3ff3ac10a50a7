import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Listens on HOST:PORT (127.0.0.1:3001 by default) and shuts down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ logger: true });
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Mock API ready on ${config.publicUrl} (docs: ${config.publicUrl}/docs)`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Mock API failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exit(1);
});
