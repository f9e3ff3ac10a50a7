import { checkAnswer } from './check-response';
import { curlCommand } from './curl-command';
import type { FieldRules } from './field-rules';
import type { Finding } from './findings';
import type { CallRequest, HttpClient } from './http-call';
import { Redactor } from './redaction';
import { outcomeOf, type RouteResult } from './report-model';
import type { PlannedRoute } from './route-plan';

export interface CallResult {
  result: RouteResult;
  status: number | null;
  /** The parsed body when it was JSON, drift or not. */
  json: unknown;
  hasJson: boolean;
  /** The answer's `Location` header (where a create may say what it made); null without one. */
  location: string | null;
}

export interface CallInput {
  /** The concrete path, parameters in place and encoded. */
  path: string;
  query?: Readonly<Record<string, string>>;
  body?: unknown;
  /** Send the bearer token. */
  authenticated: boolean;
}

/** A route's path with its parameters filled in, each encoded as one path segment. */
export function fillPath(
  route: Pick<PlannedRoute, 'path'>,
  params: Readonly<Record<string, string | number>>,
): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/**
 * Makes the calls of one run and records a result for each, checked against its route. The first call
 * doubles as the reachability probe: if nobody answers it, the run stops (exit 2).
 */
export class RouteCaller {
  readonly results: RouteResult[] = [];
  readonly redactor = new Redactor();
  token: string | null = null;
  reachable = true;
  unreachableReason: string | null = null;
  timeBudgetExhausted = false;
  private calls = 0;

  constructor(
    readonly client: HttpClient,
    private readonly rules: FieldRules,
    private readonly plan: ReadonlyMap<string, PlannedRoute>,
  ) {}

  route(key: string): PlannedRoute {
    const route = this.plan.get(key);
    if (route === undefined) throw new Error(`The contract has no route ${key}`);
    return route;
  }

  /** Whether further calls may be made: the server answered and time remains. */
  canCall(): boolean {
    return this.reachable && !this.timeBudgetExhausted;
  }

  /** Records a route not called and why; once the server proved unreachable, nothing more is recorded. */
  skip(route: PlannedRoute, reason: string, step: string | null = null): void {
    if (!this.reachable) return;
    this.results.push({
      route: route.key,
      method: route.method,
      path: route.path,
      step,
      url: null,
      status: null,
      outcome: 'skipped',
      note: reason,
      durationMs: null,
      curl: null,
      payload: null,
      findings: [],
      notes: [],
    });
  }

  /** Adds a finding to a recorded result (a round's read-back, a failed sign-in) and re-derives its outcome. */
  addFinding(result: RouteResult, finding: Finding): void {
    result.findings.push(finding);
    result.outcome = outcomeOf(result.findings);
  }

  async call(route: PlannedRoute, input: CallInput, step: string | null = null): Promise<CallResult | null> {
    if (!this.reachable) return null;
    if (this.timeBudgetExhausted || this.client.remainingMs() <= 0) {
      this.timeBudgetExhausted = true;
      this.skip(route, 'time budget (--max-time-ms) exhausted', step);
      return null;
    }
    const request: CallRequest = {
      method: route.method,
      path: input.path,
      ...(input.query === undefined ? {} : { query: input.query }),
      ...(input.body === undefined ? {} : { body: input.body }),
      ...(input.authenticated && this.token !== null ? { token: this.token } : {}),
    };
    const first = this.calls === 0;
    this.calls += 1;
    const outcome = await this.client.call(request);
    const base = {
      route: route.key,
      method: route.method,
      path: route.path,
      step,
      url: this.redactor.text(outcome.url),
      // A refused URL was never called: there is nothing to make again.
      curl:
        outcome.kind === 'refused-url'
          ? null
          : curlCommand({
              method: route.method,
              url: this.redactor.text(outcome.url),
              ...(input.body === undefined ? {} : { body: this.redactor.sent(input.body) }),
              authenticated: request.token !== undefined,
            }),
    };
    let findings: Finding[] = [];
    let notes: Finding[] = [];
    let status: number | null = null;
    let json: unknown;
    let hasJson = false;
    let note: string | null = null;
    let durationMs: number | null = null;
    let payload: string | null = null;
    let location: string | null = null;

    switch (outcome.kind) {
      case 'timeout': {
        durationMs = outcome.durationMs;
        const why = outcome.limit === 'call' ? '--timeout-ms' : 'what was left of --max-time-ms';
        findings = [
          {
            kind: 'timeout',
            path: null,
            message: `no answer within ${outcome.limitMs} ms (${why})`,
            seen: '(no answer)',
          },
        ];
        if (outcome.limit === 'budget') this.timeBudgetExhausted = true;
        if (first) this.unreachable(`the first call (${outcome.url}) timed out after ${outcome.limitMs} ms`);
        break;
      }
      case 'network':
        durationMs = outcome.durationMs;
        findings = [
          {
            kind: 'network',
            path: null,
            message: `${outcome.code}: ${outcome.message}`,
            seen: '(no answer)',
          },
        ];
        if (first) this.unreachable(`${outcome.url}: ${outcome.code} (${outcome.message})`);
        break;
      case 'refused-url':
        findings = [{ kind: 'refused-url', path: null, message: outcome.reason, seen: outcome.url }];
        break;
      case 'answer': {
        durationMs = outcome.durationMs;
        status = outcome.status;
        location = outcome.location;
        payload = this.redactor.payload(outcome.bodyText);
        const checked = checkAnswer(route.route, outcome, this.rules, this.redactor);
        findings = checked.findings;
        notes = checked.notes;
        json = checked.json;
        hasJson = checked.hasJson;
        if (findings.length === 0 && status >= 400) {
          note = `declared ${status}: the success shape was not checked`;
        }
        break;
      }
    }
    const result: RouteResult = {
      ...base,
      status,
      outcome: outcomeOf(findings),
      note,
      durationMs,
      payload,
      findings,
      notes,
    };
    this.results.push(result);
    return { result, status, json, hasJson, location };
  }

  private unreachable(reason: string): void {
    this.reachable = false;
    this.unreachableReason = this.redactor.text(reason);
  }
}
