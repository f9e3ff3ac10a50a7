/**
 * bench/contract-checkers: contract checkers side by side on planted-bug backends. Each backend is a
 * freshly seeded mock API behind an in-process proxy that plants one bug (planted-bugs/bugs.ts), or
 * none (`clean`); the plain seeded mock in both answer profiles too. Each checker runs on a fresh
 * backend of its own (a new mock, a new data folder), so no run sees another's writes. A checker
 * finds a bug when it reports a failure there that it does not report on `clean`; what it reports on
 * `clean` and on the seeded mock are false findings. Prints a table, the totals and the machine. Not
 * a test.
 *
 *   pnpm -C bench contract-checkers [-- --only comment-create-200,price-as-string]
 *     [--checkers contract-check,generate,specmatic] [--combinations 8] [--clean-runs 2] [--details] [--keep]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import type { MockProfile } from '@formation/contract';
import { killAllGroups } from '@formation/mock-api/process';

import { runBounded } from './child-processes';
import { machineLines } from './machine';
import { startMock, type RunningMock } from './mock-process';
import type { PlantedBug } from './planted-bugs/bug-model';
import { startBugProxy } from './planted-bugs/bug-proxy';
import { CLEAN, PLANTED_BUGS } from './planted-bugs/bugs';
import { contractCheck, specmatic, type Checker, type CheckerRun } from './planted-bugs/checkers';
import { compareWithClean } from './planted-bugs/compare-findings';
import { baselineOf, bugCell, cleanCell, plural, seconds, type Baseline } from './planted-bugs/result-cells';
import { LEARNERS } from './seeded-data';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MOCK_NOW = '2026-11-22T00:00:00.000Z';
const [LEARNER] = LEARNERS;

const argv = process.argv.slice(2);
const { values: options } = parseArgs({
  // `pnpm -C bench contract-checkers -- --only …` hands the `--` on.
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: {
    only: { type: 'string' },
    checkers: { type: 'string' },
    combinations: { type: 'string', default: '8' },
    'clean-runs': { type: 'string', default: '2' },
    details: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

interface Backend {
  name: string;
  profile: MockProfile;
  /** null: the seeded mock itself, no proxy. */
  bug: PlantedBug | null;
}

const CLEAN_BACKEND: Backend = { name: CLEAN.name, profile: 'full', bug: CLEAN };
const BUG_BACKENDS: readonly Backend[] = PLANTED_BUGS.map((bug) => ({
  name: bug.name,
  profile: 'full',
  bug,
}));
const SEEDED_BACKENDS: readonly Backend[] = [
  { name: 'seeded mock (full)', profile: 'full', bug: null },
  { name: 'seeded mock (spec)', profile: 'spec', bug: null },
];

function wholeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name}: a whole number from 1, not ${value}`);
  return number;
}

/** The contract's OpenAPI document as `pnpm openapi` writes it, the mock's /__mock surface left out. */
async function siteOpenApi(workRoot: string): Promise<string> {
  const written = await runBounded('pnpm', ['--silent', 'openapi'], {
    cwd: ROOT,
    env: process.env,
    timeoutMs: 180_000,
  });
  const source = join(ROOT, 'packages/contract/dist/openapi.json');
  if (written.exitCode !== 0) {
    console.warn(`pnpm openapi failed (${written.stderr.trim().slice(0, 300)}); using ${source} as it is`);
  }
  const document = JSON.parse(readFileSync(source, 'utf8')) as { paths: Record<string, unknown> };
  document.paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => !path.startsWith('/__mock')),
  );
  const file = join(workRoot, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  return file;
}

/** One checker on one fresh backend: a new seeded mock, the bug's proxy in front of it. */
async function runOn(backend: Backend, checker: Checker, workDir: string): Promise<CheckerRun> {
  mkdirSync(workDir, { recursive: true });
  let mock: RunningMock | null = null;
  try {
    mock = await startMock({ profile: backend.profile, now: MOCK_NOW });
    const proxy = backend.bug === null ? null : await startBugProxy(mock.url, backend.bug, LEARNER);
    try {
      const run = await checker.run({ url: proxy?.url ?? mock.url, credentials: LEARNER, workDir });
      // A backend that went away mid-run measures nothing.
      const stopped = mock.stoppedEarly();
      if (stopped !== null) return { kind: 'failed', ms: run.ms, note: stopped };
      return run.kind === 'ran' && proxy !== null && proxy.errors.length > 0
        ? { ...run, proxyErrors: [...proxy.errors] }
        : run;
    } finally {
      await proxy?.close();
    }
  } catch (error) {
    return { kind: 'failed', ms: 0, note: error instanceof Error ? error.message : String(error) };
  } finally {
    await mock?.stop();
  }
}

/** The machine, and the Java and Specmatic the peer ran on. */
function machine(specmaticVersion: string): string[] {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const javaVersion = (java.stderr || java.stdout).split('\n')[0]?.trim() ?? 'not found';
  return [
    ...machineLines(['packages/contract', 'packages/contract-check']),
    `Java: ${javaVersion}; Specmatic ${specmaticVersion}`,
  ];
}

async function main(): Promise<void> {
  process.once('SIGINT', () => {
    killAllGroups();
    process.exit(130);
  });
  process.once('SIGTERM', () => {
    killAllGroups();
    process.exit(143);
  });
  process.once('exit', killAllGroups);

  const require = createRequire(import.meta.url);
  const specmaticPackage = require.resolve('specmatic/package.json');
  const specmaticVersion = (JSON.parse(readFileSync(specmaticPackage, 'utf8')) as { version: string })
    .version;
  const combinations = wholeNumber('combinations', options.combinations);
  const cleanRuns = wholeNumber('clean-runs', options['clean-runs']);

  const workRoot = mkdtempSync(join(tmpdir(), 'bench-checkers-'));
  try {
    const specFile = await siteOpenApi(workRoot);
    const allCheckers: Checker[] = [
      contractCheck(ROOT, 'contract-check', 'contract:check', []),
      contractCheck(ROOT, 'generate', 'contract:check --generate', ['--generate', '--seed', '1']),
      specmatic(join(dirname(specmaticPackage), 'specmatic.jar'), specFile, combinations),
    ];
    const wanted = options.checkers?.split(',').map((id) => id.trim());
    const checkers = allCheckers.filter((checker) => wanted === undefined || wanted.includes(checker.id));
    const only = options.only?.split(',').map((name) => name.trim());
    const picked = (backend: Backend) => only === undefined || only.includes(backend.name);
    const bugBackends = BUG_BACKENDS.filter(picked);
    const seededBackends = SEEDED_BACKENDS.filter(picked);

    console.log('contract-checkers: checkers side by side on planted-bug backends');
    for (const line of machine(specmaticVersion)) console.log(line);
    console.log(
      `mock clock ${MOCK_NOW}; a fresh seeded mock (own data folder) per backend and checker; ` +
        `clean run ${plural(cleanRuns, 'time')} per checker`,
    );
    for (const checker of checkers) console.log(`- ${checker.name}: ${checker.command}`);
    console.log('');

    let runIndex = 0;
    const runOnce = async (backend: Backend, checker: Checker): Promise<CheckerRun> => {
      runIndex += 1;
      const workDir = join(workRoot, `${String(runIndex)}-${checker.id}`);
      return runOn(backend, checker, workDir);
    };
    const started = performance.now();
    const baselines = new Map<string, Baseline>();
    for (const checker of checkers) {
      const runs: CheckerRun[] = [];
      for (let i = 0; i < cleanRuns; i += 1) runs.push(await runOnce(CLEAN_BACKEND, checker));
      baselines.set(checker.id, baselineOf(runs));
      process.stderr.write(`  clean × ${checker.name}: ${cleanCell(baselineOf(runs))}\n`);
    }
    const results = new Map<Backend, Map<string, CheckerRun>>();
    for (const backend of [...bugBackends, ...seededBackends]) {
      const row = new Map<string, CheckerRun>();
      for (const checker of checkers) {
        const run = await runOnce(backend, checker);
        row.set(checker.id, run);
        const baseline = baselines.get(checker.id) ?? baselineOf([]);
        process.stderr.write(`  ${backend.name} × ${checker.name}: ${bugCell(backend.bug, run, baseline)}\n`);
      }
      results.set(backend, row);
    }
    const totalMs = performance.now() - started;

    console.log(`| backend | ${checkers.map((checker) => checker.name).join(' | ')} |`);
    console.log(`|---|${checkers.map(() => '---').join('|')}|`);
    const baselineFor = (checker: Checker) => baselines.get(checker.id) ?? baselineOf([]);
    console.log(`| clean | ${checkers.map((checker) => cleanCell(baselineFor(checker))).join(' | ')} |`);
    for (const [backend, row] of results) {
      const cells = checkers.map((checker) => {
        const run = row.get(checker.id);
        return run === undefined ? '-' : bugCell(backend.bug, run, baselineFor(checker));
      });
      console.log(`| ${backend.name} | ${cells.join(' | ')} |`);
    }
    const totals = checkers.map((checker) => {
      const baseline = baselineFor(checker);
      const ran = bugBackends.flatMap((backend) => {
        const run = results.get(backend)?.get(checker.id);
        return run?.kind === 'ran' && backend.bug !== null ? [{ run, bug: backend.bug }] : [];
      });
      if (ran.length === 0) return 'not available';
      const found = ran.filter(
        ({ run, bug }) => compareWithClean(run, baseline.findings, bug).onBug.length > 0,
      ).length;
      const ms =
        baseline.runs.reduce((sum, run) => sum + run.ms, 0) +
        [...results.values()].reduce((sum, row) => sum + (row.get(checker.id)?.ms ?? 0), 0);
      return (
        `found ${String(found)}/${String(ran.length)}, ` +
        `${plural(baseline.findings.size, 'false finding')} on clean, ${seconds(ms)} in all`
      );
    });
    console.log(`| **totals** | ${totals.join(' | ')} |`);
    console.log(
      "\nfound (n): n findings on the bug's calls that the checker does not report on clean (the union of " +
        'its clean runs); +m elsewhere: new findings on other calls (a checker that draws its calls afresh ' +
        "each run); false findings: what it reports on a backend without a bug; times: the checker's run " +
        '(on clean, the mean of its runs), mock start not included',
    );
    console.log(
      `\n${plural(bugBackends.length, 'planted bug')}; the whole run ${seconds(totalMs)} (mock starts included)`,
    );

    console.log('\nPlanted bugs:');
    for (const { bug } of bugBackends) {
      if (bug !== null) console.log(`  ${bug.name}: ${bug.description} [${bug.operations.join(', ')}]`);
    }
    if (options.details) {
      console.log("\nNew findings on each bug's calls (first 3 per checker):");
      for (const [backend, row] of results) {
        if (backend.bug === null) continue;
        for (const checker of checkers) {
          const run = row.get(checker.id);
          if (run === undefined) continue;
          const { onBug, elsewhere } = compareWithClean(run, baselineFor(checker).findings, backend.bug);
          for (const key of onBug.slice(0, 3))
            console.log(`  ${backend.name} × ${checker.name}: ${key.slice(0, 200)}`);
          for (const key of elsewhere.slice(0, 3)) {
            console.log(`  ${backend.name} × ${checker.name} (elsewhere): ${key.slice(0, 200)}`);
          }
        }
      }
    }
    const everyRun = (checker: Checker) => [
      ...baselineFor(checker).runs,
      ...[...results.values()].flatMap((row) => row.get(checker.id) ?? []),
    ];
    for (const checker of checkers) {
      const runs = everyRun(checker);
      const tests = runs.flatMap((run) => (run.kind === 'ran' && run.tests !== null ? [run.tests] : []));
      if (tests.length > 0) {
        console.log(
          `${checker.name}: ${String(Math.min(...tests))}–${String(Math.max(...tests))} tests a backend`,
        );
      }
      const failures = new Set(
        runs.flatMap((run) => {
          if (run.kind !== 'ran') return [`${run.kind}: ${run.note}`];
          const errors = run.proxyErrors ?? [];
          return errors.length > 0
            ? [`the proxy could not carry ${plural(errors.length, 'call')}, e.g. ${errors[0] ?? ''}`]
            : [];
        }),
      );
      for (const failure of failures) console.log(`${checker.name}: ${failure}`);
    }
  } finally {
    if (options.keep) console.log(`\nreports kept in ${workRoot}`);
    else rmSync(workRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
