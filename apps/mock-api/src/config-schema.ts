import { z } from 'zod';

import { MockProfileSchema } from '@formation/contract';

import type { AuthSecretOrigin } from './auth/auth-secret';
import { CLOCK_OUT_OF_RANGE, isClockInRange } from './clock-range';
import { commaList } from './comma-list';
import { isLoopbackHost } from './loopback';
import { trustedProxiesSetting } from './trusted-proxies';

/**
 * Secrets this repository once shipped as defaults: a token signed with one of them must never be
 * accepted, so they are refused as AUTH_SECRET too.
 */
const PUBLISHED_SECRETS: readonly string[] = ['mock-api-dev-secret-not-for-production'];

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Today at 00:00 UTC: the default mock clock, so "upcoming" always means upcoming. */
export function startOfTodayUtc(now = new Date()): string {
  return `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

/**
 * The mock's settings, checked, wherever it runs: config.ts reads them from the environment on Node
 * (with the data folder and the token secret), an in-page mock passes its own.
 */
export const configSchema = (dataDir: string) =>
  z.object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
    DATABASE_FILE: z.string().min(1).default(`${dataDir}mock.db`),
    UPLOADS_DIR: z.string().min(1).default(`${dataDir}uploads`),
    MOCK_NOW: z
      .string()
      .datetime({ offset: true, message: 'MOCK_NOW must be an ISO date-time, e.g. 2026-11-22T00:00:00Z' })
      .refine(isClockInRange, `MOCK_NOW: ${CLOCK_OUT_OF_RANGE}`)
      .optional(),
    MOCK_DATA_SET: z
      .string()
      .min(1)
      .optional()
      .describe("A data set folder (GET /__mock/export's files) to start on instead of the seed's default"),
    MOCK_REPLICA_ID: z
      .string()
      .regex(/^[\w.-]{1,64}$/, '1 to 64 letters, digits, dots, dashes or underscores')
      .optional()
      .describe(
        "This replica's name when several run behind a load balancer: sent as x-mock-replica on every answer, and in /health",
      ),
    MOCK_ADMIN: booleanText.default('true'),
    MOCK_PROFILE: MockProfileSchema.default('full').describe(
      'full: our fields too; spec: only what the product rules document (x-mock-profile per request)',
    ),
    CORS_ORIGINS: z
      .string()
      .default('')
      .describe('Origins that may call the mock, comma-separated; none: any loopback origin, any port')
      .transform(commaList)
      .pipe(z.array(z.string().url('CORS_ORIGINS must be a comma-separated list of origins'))),
    AUTH_RATE_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(20)
      .describe('auth calls per minute per client address and data set'),
    TRUSTED_PROXIES: trustedProxiesSetting,
    AUTH_SECRET: z
      .string()
      .min(16, 'AUTH_SECRET must be at least 16 characters')
      .refine((v) => !PUBLISHED_SECRETS.includes(v), {
        message:
          'AUTH_SECRET is a value published in this repository: anyone could sign tokens with it. ' +
          'Leave it unset (a random secret is kept in the data folder) or set one of your own',
      })
      .optional()
      .describe('Signs tokens; unset: a random secret kept in the data folder (auth-secret)'),
    MOCK_ADMIN_TOKEN: z
      .string()
      .min(16, 'MOCK_ADMIN_TOKEN must be at least 16 characters')
      .optional()
      .describe('The key of /__mock and x-mock-session; required beyond loopback'),
    MOCK_IDENTITY_OPEN: booleanText
      .default('false')
      .describe(
        'Beyond loopback, the identity stand-in issues tokens to anyone, not only to holders of the admin ' +
          'key; even then it never signs into an account that has a password or another identity made',
      ),
    ALLOWED_HOSTS: z
      .string()
      .default('')
      .describe(
        'Host names this mock answers to besides localhost, loopback and IP addresses, and PUBLIC_URL’s ' +
          '(comma-separated); any other Host is refused with 421',
      )
      .transform((v) => commaList(v.toLowerCase()))
      .pipe(
        z.array(
          z.string().regex(/^[a-z0-9.-]{1,253}$/, 'ALLOWED_HOSTS must be host names (no scheme, no port)'),
        ),
      ),
    TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(7 * 24 * 3600),
    PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .describe('How browsers reach this server (uploads, checkout links)'),
    SITE_URL: z.string().url().default('http://localhost:5173'),
    MOCK_SESSION_IDLE_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(10 * 60_000)
      .describe('An x-mock-session data set unused this long is dropped'),
    MOCK_SESSION_MAX: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(200)
      .describe('At most this many x-mock-session data sets; the least recently used makes room'),
    MOCK_SESSION_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .max(2 ** 40)
      .default(256 * 1024 * 1024)
      .describe(
        'Bytes all x-mock-session data sets may take together (256 MiB): each database as SQLite ' +
          'counts it (page_count × page_size), measured when made, loaded and swept; the least ' +
          'recently used make room, and a data set loaded larger than the whole budget is refused (413)',
      ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ARGON2ID_MEMORY_KIB: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1_048_576)
      .default(19_456)
      .describe("argon2id's memory per password hash, in KiB (OWASP's 19 MiB by default)"),
    ARGON2ID_PASSES: z.coerce
      .number()
      .int()
      .min(1)
      .max(10)
      .default(2)
      .describe("argon2id's passes per password hash (OWASP's 2 by default)"),
  });

/** What the environment says, checked; AUTH_SECRET is still optional here (see loadConfig). */
export type Settings = z.output<ReturnType<typeof configSchema>> & {
  publicUrl: string;
  now: string;
  /**
   * Other machines may reach it: HOST is not a loopback address, or it is a replica (MOCK_REPLICA_ID),
   * which a load balancer serves to whoever it serves, whatever the balancer adds to their calls.
   */
  exposed: boolean;
  /** Where other machines reach it from, for the messages that say why the key is needed. */
  reachedAs: string;
};

/** The settings with the token secret resolved: what the app runs on. */
export type Config = Omit<Settings, 'AUTH_SECRET'> & {
  AUTH_SECRET: string;
  /** Where the secret came from, for the start log (never the secret itself). */
  authSecretFrom: AuthSecretOrigin;
};

/**
 * Whether an argon2id cost does at least the work of OWASP's recommended settings, which trade
 * memory for passes: 47104 KiB × 1 down to 7168 KiB × 5 (at least 7 MiB, and 35840 KiB·passes).
 */
export function meetsOwaspArgon2id(memoryKiB: number, passes: number): boolean {
  return memoryKiB >= 7168 && memoryKiB * passes >= 35_840;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Checks settings given as environment text, with no side effect; defaults put files in `dataDir`. */
export function settingsIn(dataDir: string, env: Record<string, string | undefined>): Settings {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema(dataDir).safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid mock API configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (!isLoopbackHost(c.HOST) && !meetsOwaspArgon2id(c.ARGON2ID_MEMORY_KIB, c.ARGON2ID_PASSES)) {
    throw new ConfigError(
      "Invalid mock API configuration:\n  ARGON2ID_MEMORY_KIB, ARGON2ID_PASSES: a cost below OWASP's " +
        '(19456 KiB and 2 passes, or as much work) is for a load test on this machine; a mock reachable ' +
        "from other machines (HOST) keeps OWASP's cost",
    );
  }
  const host = c.HOST === '0.0.0.0' || c.HOST === '::' ? '127.0.0.1' : c.HOST;
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://${host}:${c.PORT}`).replace(/\/$/, ''),
    now: c.MOCK_NOW === undefined ? startOfTodayUtc() : new Date(c.MOCK_NOW).toISOString(),
    exposed: !isLoopbackHost(c.HOST) || c.MOCK_REPLICA_ID !== undefined,
    reachedAs:
      c.MOCK_REPLICA_ID === undefined
        ? `${c.HOST}, which other machines can reach`
        : `replica ${c.MOCK_REPLICA_ID}, which a load balancer serves to other machines`,
  };
}
