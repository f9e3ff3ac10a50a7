/**
 * The options of the load benches (mixed-load, team-load), read one way: how long and how often, on
 * which data sets, how many connections of each kind, the mock's own settings, and what only one of
 * them takes (a running mock's URL, the replicas' counts).
 */
import { parseArgs } from 'node:util';

import { KINDS, type Kind, type Mode } from './mixed-load-requests';

export interface LoadGroup {
  kind: Kind;
  connections: number;
}

export interface LoadOptions {
  /** Seconds per run. */
  duration: number;
  runs: number;
  modes: Mode[];
  /** The connections of each kind, those with none left out. */
  groups: LoadGroup[];
  /** Settings given to each mock beyond the bench's own. */
  env: Record<string, string>;
  /** A mock already running, instead of a fresh one per run (mixed-load only). */
  url: string | undefined;
  /** How many replicas, one count per round (team-load only). */
  replicas: number[];
}

const isMode = (mode: string): mode is Mode => mode === 'shared' || mode === 'private';

const positive = (values: readonly number[], what: string) => {
  if (!values.every((n) => Number.isInteger(n) && n > 0))
    throw new Error(`${what} take positive whole numbers`);
};

/** NAME=value pairs, comma-separated. */
function settingsOf(text: string): Record<string, string> {
  const pairs = text.split(',').filter((pair) => pair !== '');
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--env takes NAME=value pairs, not ${pair}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/**
 * The bench's options from its command line (after pnpm's `--`). `takes` names what this bench
 * accepts beyond the common ones: an option it does not take is refused, never ignored.
 */
export function loadOptions(
  defaults: { modes: string },
  takes: { url?: boolean; replicas?: boolean },
  argv: readonly string[] = process.argv.slice(2),
): LoadOptions {
  const { values } = parseArgs({
    args: argv[0] === '--' ? argv.slice(1) : [...argv],
    options: {
      duration: { type: 'string', default: '10' },
      runs: { type: 'string', default: '2' },
      modes: { type: 'string', default: defaults.modes },
      mix: { type: 'string', default: '40,5,5' },
      env: { type: 'string', default: '' },
      ...(takes.url === true ? { url: { type: 'string' } } : {}),
      ...(takes.replicas === true ? { replicas: { type: 'string', default: '1,2' } } : {}),
    },
  });
  const text = (name: string): string | undefined => {
    const value = (values as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  };
  const duration = Number(values.duration);
  const runs = Number(values.runs);
  const replicas = (text('replicas') ?? '1').split(',').map(Number);
  positive([duration, runs], '--duration and --runs');
  positive(replicas, '--replicas');
  const modes = values.modes.split(',');
  if (!modes.every(isMode)) throw new Error('--modes takes shared, private or both');
  const mix = values.mix.split(',').map(Number);
  if (mix.length !== KINDS.length || !mix.every((n) => Number.isInteger(n) && n >= 0)) {
    throw new Error('--mix takes three whole numbers: browse, sign-in and comment connections');
  }
  return {
    duration,
    runs,
    modes,
    groups: KINDS.map((kind, i) => ({ kind, connections: mix[i] ?? 0 })).filter((g) => g.connections > 0),
    env: settingsOf(values.env),
    url: text('url'),
    replicas,
  };
}

/** "40 browse, 5 sign-in, 5 comment". */
export const groupsLine = (groups: readonly LoadGroup[]): string =>
  groups.map(({ kind, connections }) => `${String(connections)} ${kind}`).join(', ');

/** ", NAME=value" for each setting given to the mock. */
export const settingsLine = (env: Readonly<Record<string, string>>): string =>
  Object.entries(env)
    .map(([name, value]) => `, ${name}=${value}`)
    .join('');
