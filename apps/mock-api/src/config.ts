import { fileURLToPath } from 'node:url';

import { resolveAuthSecret } from './auth/auth-secret';
import { ConfigError, settingsIn, type Config, type Settings } from './config-schema';

export {
  ConfigError,
  meetsOwaspArgon2id,
  startOfTodayUtc,
  type Config,
  type Settings,
} from './config-schema';

/** The one place that reads the environment; a bad value stops the start with a clear message. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));

/** Reads and checks the environment, with no side effect. */
export function parseSettings(env: Record<string, string | undefined> = process.env): Settings {
  return settingsIn(DEFAULT_DATA_DIR, env);
}

/**
 * The settings, with the token secret taken from AUTH_SECRET or else from the data folder (made there
 * on first start, so tokens survive a restart). A database in memory gets a secret in memory.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const settings = parseSettings(env);
  try {
    const { secret, from } = resolveAuthSecret(settings.AUTH_SECRET, settings.DATABASE_FILE);
    return { ...settings, AUTH_SECRET: secret, authSecretFrom: from };
  } catch (err) {
    throw new ConfigError(`Invalid mock API configuration:\n  AUTH_SECRET: ${(err as Error).message}`);
  }
}
