/**
 * The checkers the bench compares, each run as a child against one backend and read into a set of
 * findings: one key per failure, written so that the same failure on two backends gives the same key
 * (the operation, the step, the kind of disagreement and where, never the values seen).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { runBounded } from '../child-processes';

export interface CheckerTarget {
  url: string;
  credentials: { email: string; password: string };
  /** A folder of this run's own (reports, configuration). */
  workDir: string;
}

export type CheckerRun =
  | {
      kind: 'ran';
      findings: ReadonlySet<string>;
      ms: number;
      /** Tests it ran, when it says. */
      tests: number | null;
      /** Calls the bug's proxy could not carry (502): failures that are not the bug's. */
      proxyErrors?: readonly string[];
    }
  | { kind: 'not-available'; ms: number; note: string }
  | { kind: 'failed'; ms: number; note: string };

export interface Checker {
  /** For --checkers. */
  id: string;
  name: string;
  /** What it runs, for the printout. */
  command: string;
  run(target: CheckerTarget): Promise<CheckerRun>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Array positions vary with the data: `$[12].price` and `$[3].price` are the same place. */
const place = (path: unknown): string => text(path).replaceAll(/\[\d+\]/g, '[*]');

/** The keys of a contract:check `--json` report: every finding of a drifting or failed call. */
export function contractCheckFindings(report: unknown): Set<string> {
  const keys = new Set<string>();
  if (!isRecord(report)) return keys;
  const results = Array.isArray(report.results) ? report.results : [];
  for (const result of results) {
    if (!isRecord(result) || (result.outcome !== 'drift' && result.outcome !== 'error')) continue;
    const step = text(result.step).replace(/, shrunk in \d+ steps?/, '');
    const at = `${text(result.method)} ${text(result.path)}${step === '' ? '' : ` [${step}]`}`;
    const findings = Array.isArray(result.findings) ? result.findings.filter(isRecord) : [];
    if (findings.length === 0) keys.add(`${at} ${text(result.outcome)}`);
    for (const finding of findings) keys.add(`${at} ${text(finding.kind)} ${place(finding.path)}`);
  }
  // --generate: the failing generated calls, by route, what the call meant and what was found.
  const generated = isRecord(report.generated) ? report.generated : null;
  const failures = generated !== null && Array.isArray(generated.failures) ? generated.failures : [];
  for (const failure of failures) {
    if (!isRecord(failure)) continue;
    const intent = isRecord(failure.call) && isRecord(failure.call.intent) ? failure.call.intent : {};
    const meant = [text(intent.kind), text(intent.change), text(intent.param)].filter(Boolean).join(':');
    const at = `${text(failure.method)} ${text(failure.path)} [generated ${meant}]`;
    const findings = Array.isArray(failure.findings) ? failure.findings.filter(isRecord) : [];
    for (const finding of findings) keys.add(`${at} ${text(finding.kind)} ${place(finding.path)}`);
  }
  return keys;
}

/** contract:check as integrators run it (`pnpm contract:check …`), with writes, signed in, as JSON. */
export function contractCheck(root: string, id: string, name: string, extraArgs: readonly string[]): Checker {
  const fixed = ['--allow-writes', '--json', ...extraArgs];
  return {
    id,
    name,
    command: `pnpm contract:check --base-url URL --email … --password … ${fixed.join(' ')}`,
    async run(target) {
      const result = await runBounded(
        'pnpm',
        [
          '--silent',
          'contract:check',
          '--base-url',
          target.url,
          '--email',
          target.credentials.email,
          '--password',
          target.credentials.password,
          ...fixed,
        ],
        { cwd: root, env: { ...process.env, NO_COLOR: '1' }, timeoutMs: 300_000 },
      );
      writeFileSync(join(target.workDir, 'report.json'), result.stdout);
      if (result.timedOut) return { kind: 'failed', ms: result.ms, note: 'timed out after 300 s' };
      if (result.exitCode === 2 && result.stderr.includes('Unknown option')) {
        return { kind: 'not-available', ms: result.ms, note: result.stderr.trim().split('\n')[0] ?? '' };
      }
      let report: unknown;
      try {
        report = JSON.parse(result.stdout);
      } catch {
        const why = result.stderr.trim().split('\n').slice(-3).join(' ') || `exit ${String(result.exitCode)}`;
        return { kind: 'failed', ms: result.ms, note: `no JSON report: ${why}` };
      }
      if (isRecord(report) && report.reachable === false) {
        return { kind: 'failed', ms: result.ms, note: `unreachable: ${text(report.unreachableReason)}` };
      }
      return { kind: 'ran', findings: contractCheckFindings(report), ms: result.ms, tests: null };
    },
  };
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function unescapeXml(value: string): string {
  return value.replaceAll(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity] ?? whole;
  });
}

function attribute(tag: string, name: string): string | null {
  const start = tag.indexOf(` ${name}="`);
  if (start < 0) return null;
  const from = start + name.length + 3;
  const end = tag.indexOf('"', from);
  return end < 0 ? null : unescapeXml(tag.slice(from, end));
}

/**
 * The keys of Specmatic's JUnit report: per failing test, its operation and expected status (`API: GET
 * /search/index -> 200`) with each place it names (`>> RESPONSE.BODY.courses[*].duration`) and the
 * rule broken there (`R1003`), or the status it expected and got. The scenario's wording and the values
 * seen are left out: Specmatic draws its generated requests afresh on each run (1330 tests one run,
 * 1332 the next), so only what failed where is compared.
 */
export function specmaticFindings(junitXml: string): Set<string> {
  const keys = new Set<string>();
  for (const chunk of junitXml.split('<testcase ').slice(1)) {
    const failureAt = chunk.indexOf('<failure');
    const end = chunk.indexOf('</testcase>');
    if (failureAt < 0 || (end >= 0 && end < failureAt)) continue;
    const message = attribute(chunk.slice(failureAt, chunk.indexOf('>', failureAt)), 'message') ?? '';
    const lines = message.split('\n').map((line) => line.trim());
    let api = 'unknown operation';
    let placeNow = '';
    const found = new Set<string>();
    for (const line of lines) {
      if (line.startsWith('API: ')) api = line.slice(5);
      if (line.startsWith('>> ')) placeNow = place(line.slice(3));
      const rule = /^(R\d{4}):/.exec(line)?.[1];
      const status =
        /^Specification expected status (\S+) but response contained status (\S+)/.exec(line) ??
        /^Expected (\S+) status, but received (\S+)/.exec(line);
      if (status !== null) found.add(`${api} | status ${status[1] ?? ''} → ${status[2] ?? ''}`);
      else if (rule !== undefined && rule !== 'R0002') found.add(`${api} | ${placeNow} ${rule}`);
    }
    if (found.size === 0) {
      // A failure without a rule (a timeout, a refused connection): its first line, numbers left out.
      const first = lines.find((line) => line !== '' && !/^(?:Testing scenario|API:|>>)/.test(line));
      found.add(`${api} | ${(first ?? 'failed').replaceAll(/\d+/g, 'n').slice(0, 120)}`);
    }
    for (const key of found) keys.add(key);
  }
  return keys;
}

/** Signs in on the backend under test and returns the access token the login answers. */
async function signIn(target: CheckerTarget): Promise<string> {
  const res = await fetch(`${target.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(target.credentials),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => null)) as unknown;
  const token = isRecord(body)
    ? [isRecord(body.token) ? body.token.access_token : body.token, body.access_token].find(
        (value): value is string => typeof value === 'string' && value !== '',
      )
    : undefined;
  if (token === undefined) throw new Error(`POST /auth/login answered ${res.status} without a token`);
  return token;
}

/** specmatic.yaml: the contract, generated (resiliency) tests on, the bearer token for `bearerAuth`. */
export function specmaticConfig(specFile: string, token: string, combinations: number): string {
  return [
    'version: 2',
    'contracts:',
    '  - provides:',
    `      - ${JSON.stringify(specFile)}`,
    'test:',
    '  resiliencyTests:',
    '    enable: all',
    `  maxTestRequestCombinations: ${String(combinations)}`,
    'security:',
    '  OpenAPI:',
    '    securitySchemes:',
    '      bearerAuth:',
    '        type: bearer',
    `        token: ${JSON.stringify(token)}`,
    '',
  ].join('\n');
}

/**
 * Specmatic 2 (`java -jar specmatic.jar test`, the jar of the `specmatic` npm package), its generated
 * tests on (`resiliencyTests: all`: positive and negative), at most `combinations` request
 * combinations per operation (unbounded, one profile operation alone made 28,000 tests), telemetry off.
 */
export function specmatic(jar: string, specFile: string, combinations: number): Checker {
  return {
    id: 'specmatic',
    name: 'Specmatic',
    command: `specmatic test (resiliencyTests: all, maxTestRequestCombinations: ${String(combinations)})`,
    async run(target) {
      const started = performance.now();
      let token: string;
      try {
        token = await signIn(target);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        return { kind: 'failed', ms: performance.now() - started, note: why };
      }
      writeFileSync(join(target.workDir, 'specmatic.yaml'), specmaticConfig(specFile, token, combinations));
      const junitDir = join(target.workDir, 'junit');
      mkdirSync(junitDir, { recursive: true });
      const result = await runBounded(
        'java',
        ['-jar', jar, 'test', `--testBaseURL=${target.url}`, `--junitReportDir=${junitDir}`],
        {
          cwd: target.workDir,
          env: { ...process.env, SPECMATIC_DISABLE_TELEMETRY: 'true' },
          timeoutMs: 900_000,
          stdoutFile: join(target.workDir, 'specmatic.log'),
        },
      );
      const ms = performance.now() - started;
      if (result.timedOut) return { kind: 'failed', ms, note: 'timed out after 900 s' };
      const report = readdirSync(junitDir).find((file) => file.endsWith('.xml'));
      if (report === undefined) {
        return { kind: 'failed', ms, note: `no JUnit report (exit ${String(result.exitCode)})` };
      }
      const xml = readFileSync(join(junitDir, report), 'utf8');
      const suite = xml.slice(xml.indexOf('<testsuite '), xml.indexOf('>', xml.indexOf('<testsuite ')));
      const tests = Number(attribute(suite, 'tests') ?? Number.NaN);
      return { kind: 'ran', findings: specmaticFindings(xml), ms, tests: Number.isNaN(tests) ? null : tests };
    },
  };
}
