import { describe, expect, it } from 'vitest';

import { DEFAULT_VARYING_FIELDS } from './field-rules';
import { HELP_TEXT } from './help-text';
import { ArgsError, parseCliArgs } from './parse-args';
import { PASSWORD_ENV, TOKEN_ENV } from './secret-env';

const BASE = ['--base-url', 'http://127.0.0.1:3001'];
const run = (argv: string[], env: Record<string, string> = {}) => {
  const parsed = parseCliArgs(argv, env);
  if (parsed.kind !== 'run') throw new Error('expected a run');
  return parsed.options;
};
const refusal = (argv: string[], env: Record<string, string> = {}) => {
  try {
    parseCliArgs(argv, env);
  } catch (error) {
    if (error instanceof ArgsError) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
};

describe('parseCliArgs', () => {
  it('has defaults: anonymous, no writes, 10 s a call, 120 s a run, a table', () => {
    expect(run(BASE)).toEqual({
      baseUrl: new URL('http://127.0.0.1:3001'),
      auth: { kind: 'none' },
      allowWrites: false,
      timeoutMs: 10_000,
      maxTimeMs: 120_000,
      ignore: [],
      generate: null,
      maxResponseMs: 2_000,
      record: null,
      json: false,
      files: { junit: null, html: null, failures: null, replay: null },
    });
  });

  it('records into a folder with --record, people replaced unless --keep-personal-data', () => {
    expect(run([...BASE, '--record', 'recordings/monday'])).toMatchObject({
      record: { folder: 'recordings/monday', keepPersonalData: false },
    });
    expect(run([...BASE, '--record', 'r', '--keep-personal-data'])).toMatchObject({
      record: { folder: 'r', keepPersonalData: true },
    });
    expect(() => parseCliArgs([...BASE, '--keep-personal-data'])).toThrow(
      '--keep-personal-data goes with --record',
    );
    expect(() => parseCliArgs([...BASE, '--record', 'r', '--replay', 'f.json'])).toThrow(
      '--record reads only: not with --replay',
    );
  });

  it('generates calls with --generate: a seed, a budget, a slowest answer, a failures file', () => {
    expect(
      run([
        ...BASE,
        '--generate',
        '--seed=-42',
        '--budget',
        '300',
        '--max-response-ms',
        '500',
        '--failures',
        'f.json',
      ]),
    ).toMatchObject({
      generate: { seed: -42, budget: 300, maxResponseMs: 500 },
      files: { failures: 'f.json', replay: null },
    });
    const drawn = run([...BASE, '--generate']).generate;
    expect(drawn).toMatchObject({ budget: 1_000, maxResponseMs: 2_000 });
    expect(Number.isInteger(drawn?.seed)).toBe(true);
    expect(refusal([...BASE, '--seed', '1'])).toBe('--seed goes with --generate');
    expect(refusal([...BASE, '--failures', 'f.json'])).toBe('--failures goes with --generate');
    expect(refusal([...BASE, '--generate', '--seed', '1.5'])).toMatch(/^--seed must be a whole number/);
    expect(refusal([...BASE, '--generate', '--budget', '0'])).toMatch(
      /^--budget must be a whole number from 1/,
    );
    expect(refusal([...BASE, '--generate', '--replay', 'f.json'])).toBe(
      'use either --generate or --replay, not both',
    );
  });

  it('replays a failures file with --replay, its slowest answer given again', () => {
    expect(run([...BASE, '--replay', 'f.json', '--max-response-ms', '300'])).toMatchObject({
      generate: null,
      maxResponseMs: 300,
      files: { replay: 'f.json' },
    });
    expect(refusal([...BASE, '--max-response-ms', '300'])).toBe(
      '--max-response-ms goes with --generate or --replay',
    );
  });

  it('reads every option, --ignore repeated, and a leading -- from pnpm', () => {
    const options = run([
      '--',
      ...BASE,
      '--email',
      'a@b.tn',
      '--password',
      'pw',
      '--allow-writes',
      '--json',
      '--ignore',
      '$.token',
      '--ignore',
      '*.createdAt',
      '--timeout-ms',
      '500',
      '--max-time-ms',
      '9000',
    ]);
    expect(options).toMatchObject({
      auth: { kind: 'password', email: 'a@b.tn', password: 'pw' },
      allowWrites: true,
      json: true,
      ignore: ['$.token', '*.createdAt'],
      timeoutMs: 500,
      maxTimeMs: 9000,
    });
  });

  it('takes report files: --junit and --html, each with a path', () => {
    expect(run([...BASE, '--junit', 'contract.xml', '--html', 'contract.html']).files).toEqual({
      junit: 'contract.xml',
      html: 'contract.html',
      failures: null,
      replay: null,
    });
    expect(() => run([...BASE, '--junit', ''])).toThrow('--junit needs a file path');
  });

  it('takes a token with an optional user id, and the secrets from the environment', () => {
    expect(run([...BASE, '--token', 't', '--user-id', '12']).auth).toEqual({
      kind: 'token',
      token: 't',
      userId: 12,
    });
    expect(run(BASE, { [TOKEN_ENV]: 'env-token' }).auth).toEqual({
      kind: 'token',
      token: 'env-token',
      userId: null,
    });
    expect(run([...BASE, '--email', 'a@b.tn'], { [PASSWORD_ENV]: 'pw' }).auth).toMatchObject({
      password: 'pw',
    });
    expect(run([...BASE, '--email', 'a@b.tn', '--password', 'pw'], { [TOKEN_ENV]: 't' }).auth.kind).toBe(
      'password',
    );
  });

  it('prints help on --help or -h, whatever else is given', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['-h', '--base-url', 'nope'])).toEqual({ kind: 'help' });
  });

  it('refuses bad arguments with a clear message', () => {
    expect(refusal([])).toBe('--base-url is required');
    expect(refusal(['--base-url', 'localhost:3001'])).toMatch(/must be http or https/);
    expect(refusal(['--base-url', 'not a url'])).toMatch(/is not a URL/);
    expect(refusal(['--base-url', 'http://u:p@127.0.0.1'])).toMatch(/credentials/);
    expect(refusal(['--base-url', 'http://127.0.0.1/?a=1'])).toMatch(/query/);
    expect(refusal([...BASE, '--bogus'])).toMatch(/bogus/);
    expect(refusal([...BASE, 'extra'])).toMatch(/extra/);
    expect(refusal([...BASE, '--email', 'a@b.tn'])).toMatch(/--email needs --password/);
    expect(refusal([...BASE, '--password', 'x'])).toMatch(/--password goes with --email/);
    expect(refusal([...BASE, '--email', 'a@b.tn', '--password', 'x', '--token', 't'])).toMatch(/either/);
    expect(refusal([...BASE, '--user-id', '3'])).toMatch(/--user-id goes with --token/);
    expect(refusal([...BASE, '--token', 't', '--user-id', 'me'])).toMatch(/--user-id must be a whole number/);
    expect(refusal([...BASE, '--timeout-ms', '0'])).toMatch(/--timeout-ms must be a whole number from 1/);
    expect(refusal([...BASE, '--max-time-ms', '1.5'])).toMatch(/--max-time-ms/);
    expect(refusal([...BASE, '--ignore', '$[x]'])).toMatch(/--ignore: Invalid path pattern "\$\[x\]"/);
    expect(refusal(['--base-url'])).toMatch(/base-url/);
  });
});

describe('the help', () => {
  it('names every option, the exit codes, the write guard and the varying fields', () => {
    for (const option of [
      '--base-url',
      '--email',
      '--password',
      '--token',
      '--user-id',
      '--allow-writes',
      '--ignore',
      '--json',
      '--timeout-ms',
      '--max-time-ms',
      '--help',
    ]) {
      expect(HELP_TEXT).toContain(option);
    }
    expect(HELP_TEXT).toMatch(/no call other than GET is ever made/);
    expect(HELP_TEXT).toMatch(/^ {2}0 {2}no drift$/m);
    expect(HELP_TEXT).toMatch(/^ {2}1 {2}drift/m);
    expect(HELP_TEXT).toMatch(/^ {2}2 {2}the server could not be reached/m);
    expect(HELP_TEXT).toContain(DEFAULT_VARYING_FIELDS.join(', '));
  });
});
