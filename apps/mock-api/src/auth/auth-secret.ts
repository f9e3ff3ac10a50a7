import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';

export type AuthSecretOrigin = 'environment' | 'memory' | { file: string };

const FILE_NAME = 'auth-secret';
const MIN_LENGTH = 32;

function errorCode(err: unknown): string | undefined {
  return err instanceof Error && 'code' in err ? String(err.code) : undefined;
}

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (under ${String(MIN_LENGTH)} characters): ` +
        'delete it to have a new one made (tokens signed so far stop working), or set AUTH_SECRET',
    );
  }
  return secret;
}

/**
 * Made once and never replaced: written beside, then linked into place, so two processes starting
 * on one data folder at the same moment both end up with the first one's secret.
 */
function createSecret(file: string): string {
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${String(process.pid)}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if (errorCode(err) !== 'EEXIST') throw err;
  } finally {
    unlinkSync(draft);
  }
  return readSecret(file);
}

/**
 * The secret that signs tokens (and, with a frozen clock, derives codes). The repository publishes
 * none: without AUTH_SECRET it is random, kept in the data folder beside the database so tokens
 * survive a restart and a re-seed; a database in memory gets one in memory, gone with its data.
 */
export function resolveAuthSecret(
  fromEnvironment: string | undefined,
  databaseFile: string,
): { secret: string; from: AuthSecretOrigin } {
  if (fromEnvironment !== undefined) return { secret: fromEnvironment, from: 'environment' };
  if (databaseFile === ':memory:') return { secret: randomBytes(32).toString('base64url'), from: 'memory' };
  const file = join(dirname(databaseFile), FILE_NAME);
  try {
    return { secret: readSecret(file), from: { file } };
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') throw err;
  }
  return { secret: createSecret(file), from: { file } };
}

/** How the start log names a secret's origin: a file inside the working folder by its relative path. */
export function describeSecretOrigin(from: AuthSecretOrigin): string {
  if (from === 'environment') return 'AUTH_SECRET';
  if (from === 'memory') return 'random, in memory';
  const inside = relative(process.cwd(), from.file);
  return inside.startsWith('..') || isAbsolute(inside) ? from.file : inside;
}
