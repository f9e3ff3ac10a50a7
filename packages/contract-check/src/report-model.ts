import { DRIFT_KINDS, type Finding } from './findings';
import type { SavedFailure } from './generate/saved-failures';

/**
 * `ok`: the answer matches the contract; `drift`: it does not; `error`: the call could not be checked
 * (timeout, network, refused URL, failed sign-in); `skipped`: not called, `note` says why.
 */
export type Outcome = 'ok' | 'drift' | 'error' | 'skipped';

export interface RouteResult {
  /** The route's key in the contract, e.g. `courses.bySlug`. */
  route: string;
  method: string;
  /** The contract's path pattern, e.g. `/courses/slug/:slug`. */
  path: string;
  /** In a write round, which step this call is, e.g. `comment round 1/5: create`. */
  step: string | null;
  /** The concrete URL called; null when skipped. */
  url: string | null;
  status: number | null;
  outcome: Outcome;
  /** Why a route was skipped, or what an `ok` answer did not show (a declared error status). */
  note: string | null;
  durationMs: number | null;
  /**
   * The call as a curl command, credentials left out (the token is read from the environment); null when
   * skipped.
   */
  curl: string | null;
  /** The answer's body as received, redacted and cut at 4000 characters; null when no answer came. */
  payload: string | null;
  findings: Finding[];
  /**
   * Fields of ours (`[defined by us]`) the answer left out, kind `fallback`: allowed, since the real
   * backend owes only what the product rules document; each says what the site shows instead. Not findings:
   * they leave the outcome ok.
   */
  notes: Finding[];
}

export type ExitCode = 0 | 1 | 2;

export interface Summary {
  /** Results in all (calls and skipped routes). */
  results: number;
  ok: number;
  drift: number;
  error: number;
  skipped: number;
  findings: number;
  /** Fields of ours the server left out: the site falls back, nothing fails. */
  notes: number;
}

export interface Report {
  /** The version of this shape; bumped when a field changes meaning or goes away. */
  formatVersion: 1;
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  auth: 'none' | 'password' | 'token';
  /** The signed-in user's id once known (from the sign-in answer, --user-id or the token). */
  userId: number | null;
  writes: boolean;
  /** False when the first call found nobody to answer (exit 2). */
  reachable: boolean;
  unreachableReason: string | null;
  /** Values found in answers but refused as parameters (absolute URLs, path separators…). */
  refusedSamples: string[];
  /** --max-time-ms ran out: the routes after that point are skipped (exit 1). */
  timeBudgetExhausted: boolean;
  summary: Summary;
  exitCode: ExitCode;
  results: RouteResult[];
  /** With --generate (or --replay): the seed, and each failing call as --failures saves it. */
  generated: { seed: number; failures: SavedFailure[] } | null;
}

export function outcomeOf(findings: readonly Finding[]): Outcome {
  if (findings.length === 0) return 'ok';
  return findings.some((f) => DRIFT_KINDS.has(f.kind)) ? 'drift' : 'error';
}

export function summarise(results: readonly RouteResult[]): Summary {
  const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
  return {
    results: results.length,
    ok: count('ok'),
    drift: count('drift'),
    error: count('error'),
    skipped: count('skipped'),
    findings: results.reduce((n, r) => n + r.findings.length, 0),
    notes: results.reduce((n, r) => n + r.notes.length, 0),
  };
}

/** 2: nobody answered the first call; 1: drift, an error, or the time budget ran out; 0: none of those. */
export function exitCodeOf(report: Pick<Report, 'reachable' | 'timeBudgetExhausted' | 'summary'>): ExitCode {
  if (!report.reachable) return 2;
  if (report.timeBudgetExhausted || report.summary.drift > 0 || report.summary.error > 0) return 1;
  return 0;
}
