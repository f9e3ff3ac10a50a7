import type { ByteBudget } from './byte-budget';
import { emptySamples, harvest, resolveRoute, type Samples } from './discover-samples';
import { buildFieldRules } from './field-rules';
import { FLOW_ROUTES, runFlows } from './flows/run-flows';
import { replayFailures } from './generate/replay-failures';
import { runGenerated, type GenerateOptions } from './generate/run-generated';
import type { FailuresFile, SavedFailure } from './generate/saved-failures';
import { HttpClient, type FetchLike } from './http-call';
import { NO_PROGRESS, type Progress } from './progress';
import { exitCodeOf, summarise, type Report } from './report-model';
import { RouteCaller } from './route-caller';
import { planRoutes, type PlannedRoute } from './route-plan';
import { signIn, type AuthOption } from './sign-in';

export interface CheckOptions {
  baseUrl: URL;
  auth: AuthOption;
  /** Run the flows that write (a sandbox only; see src/flows). Without it no write is ever sent. */
  allowWrites: boolean;
  timeoutMs: number;
  maxTimeMs: number;
  /** `--ignore` patterns: findings at or below them are dropped. */
  ignore: readonly string[];
  /** Generated calls (--generate): valid and invalid calls drawn from the contract, shrunk on failure. */
  generate?: Omit<GenerateOptions, 'allowWrites' | 'progress'> | null;
  /** Sends the failures of an earlier run again (--replay) instead of checking the routes. */
  replay?: { file: FailuresFile; maxResponseMs: number } | null;
  /** Run after the reads, before any write (a recording's own reads, --record), with the signed-in user's id. */
  afterReads?: ((caller: RouteCaller, userId: number | null) => Promise<void>) | null;
  /** Field-name patterns compared by type only; DEFAULT_VARYING_FIELDS when absent. */
  varying?: readonly string[];
  /** What the run may read from the server in all (a recording's --max-record-bytes); none when absent. */
  byteBudget?: ByteBudget;
  fetch?: FetchLike;
  now?: () => number;
  /** Told each stage and step as the run goes (the command shows it on stderr); none when absent. */
  progress?: Progress;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_TIME_MS = 120_000;

const NEEDS_SIGN_IN = 'needs sign-in: --email and --password, or --token';

function needsNoParameter(route: PlannedRoute): boolean {
  return route.pathParams.length === 0 && route.requiredQuery.length === 0;
}

/** Reads one route with parameters from the samples, or records why it could not. */
async function readRoute(
  caller: RouteCaller,
  route: PlannedRoute,
  samples: Samples,
  hint: string,
): Promise<Samples> {
  const resolved = resolveRoute(route, samples);
  if (!resolved.ok) {
    caller.skip(route, `no sample for ${resolved.missing.join(', ')}${hint}`);
    return samples;
  }
  const answer = await caller.call(route, {
    path: resolved.path,
    query: resolved.query,
    authenticated: route.needsUser,
  });
  return answer?.hasJson === true ? harvest(route.key, answer.json, samples) : samples;
}

function writeSkipReason(
  route: PlannedRoute,
  options: CheckOptions,
  caller: RouteCaller,
  userId: number | null,
): string {
  if (route.key === 'auth.login') {
    return options.auth.kind === 'token'
      ? 'not needed (--token given)'
      : 'sign-in: pass --email and --password';
  }
  if (!FLOW_ROUTES.includes(route.key)) return 'write: not exercised (no flow covers it)';
  if (!options.allowWrites) return 'write: needs --allow-writes (a sandbox only)';
  if (caller.token === null)
    return options.auth.kind === 'none'
      ? `write: ${NEEDS_SIGN_IN}`
      : 'write: not signed in: the sign-in failed';
  if (userId === null) return 'write: the signed-in user id is unknown (pass --user-id)';
  return 'not run (the run stopped)';
}

/**
 * Checks a server against the site's contract: every JSON read (GET), the signed-in reads when a user
 * is given, and with allowWrites the write rounds; every answer's status and body strictly.
 */
export async function checkContract(options: CheckOptions): Promise<Report> {
  const now = options.now ?? Date.now;
  const started = now();
  const progress = options.progress ?? NO_PROGRESS;
  const rules = buildFieldRules({
    ignore: options.ignore,
    ...(options.varying === undefined ? {} : { varying: options.varying }),
  });
  const plan = planRoutes();
  const client = new HttpClient(options.baseUrl, {
    timeoutMs: options.timeoutMs,
    maxTimeMs: options.maxTimeMs,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.byteBudget === undefined ? {} : { byteBudget: options.byteBudget }),
    now,
  });
  const caller = new RouteCaller(client, rules, new Map(plan.map((r) => [r.key, r])));
  let samples = emptySamples();
  const reads = plan.filter((r) => r.kind === 'read');
  let failures: SavedFailure[] = [];

  if (options.replay !== undefined && options.replay !== null) {
    const { file, maxResponseMs } = options.replay;
    // A file with nothing to send again makes no call, the sign-in included: the generated run just
    // before it may have spent the server's sign-in allowance, and the wait would be for nothing.
    if (file.failures.length > 0) samples = await signIn(caller, options.auth, samples, progress);
    progress.stage('failures sent again', file.failures.length);
    await replayFailures(caller, file.failures, {
      allowWrites: options.allowWrites,
      maxResponseMs,
      progress,
    });
    return reportOf(options, caller, samples, started, now, { seed: file.seed, failures: [] });
  }

  progress.stage('reads', reads.length);
  // Lists first: they give the ids and slugs the other reads need. The first of them probes the server.
  for (const route of reads.filter((r) => !r.needsUser && needsNoParameter(r))) {
    samples = await readRoute(caller, route, samples, '');
    progress.step();
  }
  if (caller.reachable) {
    samples = await signIn(caller, options.auth, samples, progress);
  }
  for (const route of reads.filter((r) => !r.needsUser && !needsNoParameter(r))) {
    samples = await readRoute(caller, route, samples, '');
    progress.step();
  }
  const userHint = options.auth.kind === 'token' ? ' (pass --user-id)' : '';
  for (const route of reads
    .filter((r) => r.needsUser)
    .sort((a, b) => Number(!needsNoParameter(a)) - Number(!needsNoParameter(b)))) {
    if (caller.token === null)
      caller.skip(route, options.auth.kind === 'none' ? NEEDS_SIGN_IN : 'not signed in: the sign-in failed');
    else samples = await readRoute(caller, route, samples, samples.userId === null ? userHint : '');
    progress.step();
  }

  if (options.afterReads !== undefined && options.afterReads !== null && caller.canCall()) {
    await options.afterReads(caller, samples.userId);
  }
  // The stateful flows (src/flows): each runs, or says why it cannot.
  progress.stage('flows');
  await runFlows(caller, samples, {
    allowWrites: options.allowWrites,
    signInGiven: options.auth.kind !== 'none',
    now,
  });
  // Last: generated writes change the data the reads and the rounds above take their samples from.
  if (options.generate !== undefined && options.generate !== null && caller.canCall()) {
    progress.stage('generated calls', options.generate.budget);
    failures = await runGenerated(caller, plan, samples, {
      ...options.generate,
      allowWrites: options.allowWrites,
      progress,
    });
  }
  // Every route of the contract shows in the report: what was not called says why.
  const reported = new Set(caller.results.map((r) => r.route));
  for (const route of plan.filter((r) => !reported.has(r.key))) {
    caller.skip(
      route,
      route.kind === 'not-json'
        ? 'answer is not JSON'
        : writeSkipReason(route, options, caller, samples.userId),
    );
  }

  const generated =
    options.generate === undefined || options.generate === null
      ? null
      : { seed: options.generate.seed, failures };
  return reportOf(options, caller, samples, started, now, generated);
}

function reportOf(
  options: CheckOptions,
  caller: RouteCaller,
  samples: Samples,
  started: number,
  now: () => number,
  generated: Report['generated'],
): Report {
  const partial = {
    reachable: caller.reachable,
    timeBudgetExhausted: caller.timeBudgetExhausted,
    summary: summarise(caller.results),
  };
  return {
    formatVersion: 1,
    baseUrl: options.baseUrl.toString(),
    startedAt: new Date(started).toISOString(),
    durationMs: now() - started,
    auth: options.auth.kind,
    userId: samples.userId,
    writes: options.allowWrites,
    reachable: partial.reachable,
    unreachableReason: caller.unreachableReason,
    timeBudgetExhausted: partial.timeBudgetExhausted,
    // A refused sample quotes the value an answer gave, which may be a link with its token.
    refusedSamples: samples.refused.map((refused) => caller.redactor.text(refused)),
    summary: partial.summary,
    exitCode: exitCodeOf(partial),
    results: caller.results,
    generated,
  };
}
