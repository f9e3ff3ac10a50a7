import { parseArgs } from 'node:util';

import { ArgsError, integerArg } from './args-error';
import { DEFAULT_MAX_TIME_MS, DEFAULT_TIMEOUT_MS, type CheckOptions } from './check-routes';
import { DEFAULT_BUDGET, DEFAULT_MAX_RESPONSE_MS } from './generate/run-generated';
import { parsePattern, PatternError } from './json-path';
import { RECORD_ARGS, recordOptionsOf, type RecordOptions } from './record-args';
import { PASSWORD_ENV, TOKEN_ENV } from './secret-env';
import type { AuthOption } from './sign-in';

export { ArgsError } from './args-error';

/**
 * Where to write the report besides the terminal (JUnit XML, a self-contained HTML page, the failing
 * generated calls), and the failures file to send again.
 */
export type ReportFiles = {
  junit: string | null;
  html: string | null;
  failures: string | null;
  replay: string | null;
};

export type CliOptions = Omit<CheckOptions, 'fetch' | 'now' | 'replay' | 'afterReads'> & {
  record: RecordOptions | null;
  /** For --replay: what --generate's --max-response-ms was. */
  maxResponseMs: number;
  json: boolean;
  files: ReportFiles;
};
export type ParsedArgs =
  | { kind: 'help' }
  | { kind: 'run'; options: CliOptions }
  | { kind: 'compare'; before: string; after: string; json: boolean };

const MAX_TIMEOUT_MS = 600_000;
const MAX_BUDGET = 1_000_000;

/** --seed: a whole number (negative too, as fast-check prints them); a random one when absent. */
function seedOf(text: string | undefined): number {
  if (text === undefined) return Math.floor(Math.random() * 2 ** 31);
  if (!/^-?\d{1,10}$/.test(text) || Math.abs(Number(text)) > 2 ** 31 - 1) {
    throw new ArgsError(
      `--seed must be a whole number from ${-(2 ** 31 - 1)} to ${2 ** 31 - 1}, not "${text}"`,
    );
  }
  return Number(text);
}
const MAX_RUN_MS = 3_600_000;

function baseUrlOf(text: string | undefined): URL {
  if (text === undefined || text.trim() === '') throw new ArgsError('--base-url is required');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ArgsError(`--base-url "${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ArgsError(`--base-url must be http or https, not ${url.protocol}`);
  }
  // Credentials in a URL would end up in the report; a query or fragment would be silently dropped.
  if (url.username !== '' || url.password !== '')
    throw new ArgsError('--base-url must not carry credentials');
  if (url.search !== '' || url.hash !== '')
    throw new ArgsError('--base-url must not have a query or a fragment');
  return url;
}

function fileOf(name: string, path: string | undefined): string | null {
  if (path === undefined) return null;
  if (path.trim() === '') throw new ArgsError(`--${name} needs a file path`);
  return path;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

function authOf(
  values: {
    email?: string | undefined;
    password?: string | undefined;
    token?: string | undefined;
    'user-id'?: string | undefined;
  },
  env: Readonly<Record<string, string | undefined>>,
): AuthOption {
  const email = nonEmpty(values.email);
  const password =
    nonEmpty(values.password) ?? (email === undefined ? undefined : nonEmpty(env[PASSWORD_ENV]));
  const token = nonEmpty(values.token) ?? (email === undefined ? nonEmpty(env[TOKEN_ENV]) : undefined);
  if (values.token !== undefined && email !== undefined)
    throw new ArgsError('use either --email/--password or --token, not both');
  if (values.password !== undefined && email === undefined)
    throw new ArgsError('--password goes with --email');
  if (email !== undefined && password === undefined) {
    throw new ArgsError(`--email needs --password (or ${PASSWORD_ENV} in the environment)`);
  }
  const userIdText = values['user-id'];
  if (userIdText !== undefined && token === undefined) {
    throw new ArgsError('--user-id goes with --token (a sign-in gives the user id)');
  }
  if (email !== undefined && password !== undefined) return { kind: 'password', email, password };
  if (token !== undefined) {
    return {
      kind: 'token',
      token,
      userId: userIdText === undefined ? null : integerArg('user-id', userIdText, 0, Number.MAX_SAFE_INTEGER),
    };
  }
  return { kind: 'none' };
}

/** Reads the command line (and the two secrets the environment may hold instead). */
export function parseCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ParsedArgs {
  // `pnpm contract:check -- --base-url …` may pass the separator through.
  const args = argv[0] === '--' ? argv.slice(1) : [...argv];
  let values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        'base-url': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        token: { type: 'string' },
        'user-id': { type: 'string' },
        'allow-writes': { type: 'boolean' },
        ignore: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        junit: { type: 'string' },
        html: { type: 'string' },
        'timeout-ms': { type: 'string' },
        'max-time-ms': { type: 'string' },
        generate: { type: 'boolean' },
        seed: { type: 'string' },
        budget: { type: 'string' },
        'max-response-ms': { type: 'string' },
        failures: { type: 'string' },
        replay: { type: 'string' },
        compare: { type: 'boolean' },
        ...RECORD_ARGS,
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new ArgsError(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) return { kind: 'help' };
  if (values.compare === true) {
    const [before, after, ...more] = positionals;
    if (before === undefined || after === undefined || more.length > 0) {
      throw new ArgsError('--compare takes two data set folders: --compare BEFORE AFTER');
    }
    const others = Object.keys(values).filter((name) => name !== 'compare' && name !== 'json');
    if (others.length > 0)
      throw new ArgsError(`--compare goes alone (with --json), not with --${others[0] ?? ''}`);
    // A server to record on the spot is named by its URL, checked as --base-url is.
    for (const where of [before, after]) if (/^https?:\/\//i.test(where)) baseUrlOf(where);
    return { kind: 'compare', before, after, json: values.json === true };
  }
  if (positionals.length > 0) throw new ArgsError(`Unexpected argument "${positionals[0] ?? ''}"`);

  const ignore = values.ignore ?? [];
  for (const pattern of ignore) {
    try {
      parsePattern(pattern);
    } catch (error) {
      if (error instanceof PatternError) throw new ArgsError(`--ignore: ${error.message}`);
      throw error;
    }
  }
  const generate = values.generate === true;
  for (const name of ['seed', 'budget', 'failures'] as const) {
    if (values[name] !== undefined && !generate) throw new ArgsError(`--${name} goes with --generate`);
  }
  if (values['max-response-ms'] !== undefined && !generate && values.replay === undefined) {
    throw new ArgsError('--max-response-ms goes with --generate or --replay');
  }
  const maxResponseMs = integerArg(
    'max-response-ms',
    values['max-response-ms'],
    DEFAULT_MAX_RESPONSE_MS,
    MAX_TIMEOUT_MS,
  );
  if (values.replay !== undefined && generate)
    throw new ArgsError('use either --generate or --replay, not both');
  if (values.record !== undefined) {
    const writing = ['allow-writes', 'generate', 'replay'].find((name) => name in values);
    if (writing !== undefined) throw new ArgsError(`--record reads only: not with --${writing}`);
  }
  const record = recordOptionsOf(values);
  return {
    kind: 'run',
    options: {
      baseUrl: baseUrlOf(values['base-url']),
      auth: authOf(values, env),
      allowWrites: values['allow-writes'] === true,
      timeoutMs: integerArg('timeout-ms', values['timeout-ms'], DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS),
      maxTimeMs: integerArg('max-time-ms', values['max-time-ms'], DEFAULT_MAX_TIME_MS, MAX_RUN_MS),
      ignore,
      generate: generate
        ? {
            seed: seedOf(values.seed),
            budget: integerArg('budget', values.budget, DEFAULT_BUDGET, MAX_BUDGET),
            maxResponseMs: integerArg(
              'max-response-ms',
              values['max-response-ms'],
              DEFAULT_MAX_RESPONSE_MS,
              MAX_TIMEOUT_MS,
            ),
          }
        : null,
      maxResponseMs,
      record,
      json: values.json === true,
      files: {
        junit: fileOf('junit', values.junit),
        html: fileOf('html', values.html),
        failures: fileOf('failures', values.failures),
        replay: fileOf('replay', values.replay),
      },
    },
  };
}
