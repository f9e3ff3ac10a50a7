import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The one place that reads the environment; a bad value stops the start with a clear message. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Today at 00:00 UTC: the default mock clock, so "upcoming" always means upcoming. */
export function startOfTodayUtc(now = new Date()): string {
  return `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

export const ConfigSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  DATABASE_FILE: z.string().min(1).default(`${DEFAULT_DATA_DIR}mock.db`),
  UPLOADS_DIR: z.string().min(1).default(`${DEFAULT_DATA_DIR}uploads`),
  MOCK_NOW: z
    .string()
    .datetime({ offset: true, message: 'MOCK_NOW must be an ISO date-time, e.g. 2026-11-22T00:00:00Z' })
    .optional(),
  MOCK_ADMIN: booleanText.default('true'),
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173,http://127.0.0.1:4173')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
    )
    .pipe(z.array(z.string().url('CORS_ORIGINS must be a comma-separated list of origins'))),
  AUTH_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(20)
    .describe('auth calls per minute per IP'),
  AUTH_SECRET: z
    .string()
    .min(16, 'AUTH_SECRET must be at least 16 characters')
    .default('mock-api-dev-secret-not-for-production'),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.output<typeof ConfigSchema> & { publicUrl: string; now: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid mock API configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const host = c.HOST === '0.0.0.0' || c.HOST === '::' ? '127.0.0.1' : c.HOST;
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://${host}:${c.PORT}`).replace(/\/$/, ''),
    now: c.MOCK_NOW === undefined ? startOfTodayUtc() : new Date(c.MOCK_NOW).toISOString(),
  };
}
