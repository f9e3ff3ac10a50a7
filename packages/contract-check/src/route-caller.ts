import type { CallInput, Exchange } from './call-exchange';
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
  /** How long the answer asks to wait before calling again (`Retry-After`), in ms; null without it. */
  retryAfterMs: number | null;
}

/** A Retry-After header in milliseconds: delay-seconds, or an HTTP date counted from `now`. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** What a report line names of a route. */
type RouteName = Pick<PlannedRoute, 'key' | 'path'> & { method: string };

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

  /** Whether further calls may be made: the server answered, time remains and bytes too. */
  canCall(): boolean {
    return this.reachable && !this.timeBudgetExhausted && !this.client.bytesSpent();
  }

  /** Records a route not called and why; once the server proved unreachable, nothing more is recorded. */
  skip(route: RouteName, reason: string, step: string | null = null): void {
    this.line(route, 'skipped', reason, step);
  }

  /** Records what was checked without a report line per call (a route's generated calls that all passed). */
  note(route: RouteName, note: string, step: string | null = null): void {
    this.line(route, 'ok', note, step);
  }

  private line(route: RouteName, outcome: 'ok' | 'skipped', note: string, step: string | null): void {
    if (!this.reachable) return;
    this.results.push({
      route: route.key,
      method: route.method,
      path: route.path,
      step,
      url: null,
      status: null,
      outcome,
      note,
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
    const exchange = await this.exchange(route, input, step);
    if (exchange === null) return null;
    return this.record(exchange, exchange.findings);
  }

  /**
   * Sends one call and checks its answer against the route, without recording it: generated calls are
   * judged by the dozen and only the failures they shrink to are recorded. Null when no call may be made
   * (the server is unreachable, or the time budget ran out: the route is then recorded as skipped).
   */
  async exchange(
    route: PlannedRoute,
    input: CallInput,
    step: string | null = null,
  ): Promise<Exchange | null> {
    if (!this.reachable) return null;
    if (this.client.bytesSpent()) {
      this.skip(route, 'byte budget (--max-record-bytes) spent', step);
      return null;
    }
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
      ...(input.authenticated && this.token !== null ? { token: input.token ?? this.token } : {}),
    };
    const first = this.calls === 0;
    this.calls += 1;
    const outcome = await this.client.call(request);
    const url = this.redactor.text(outcome.url);
    const exchange: Exchange = {
      route,
      step,
      outcome,
      url,
      // A refused URL was never called: there is nothing to make again.
      curl:
        outcome.kind === 'refused-url'
          ? null
          : curlCommand({
              method: route.method,
              url,
              ...(input.body === undefined ? {} : { body: this.redactor.sent(input.body) }),
              authenticated: request.token !== undefined,
            }),
      findings: [],
      notes: [],
      json: undefined,
      hasJson: false,
    };

    switch (outcome.kind) {
      case 'timeout': {
        const why = outcome.limit === 'call' ? '--timeout-ms' : 'what was left of --max-time-ms';
        exchange.findings = [
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
        exchange.findings = [
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
        exchange.findings = [{ kind: 'refused-url', path: null, message: outcome.reason, seen: outcome.url }];
        break;
      case 'answer': {
        const checked = checkAnswer(route.route, outcome, this.rules, this.redactor);
        exchange.findings = checked.findings;
        exchange.notes = checked.notes;
        exchange.json = checked.json;
        exchange.hasJson = checked.hasJson;
        break;
      }
    }
    return exchange;
  }

  /** Records an exchange in the report with the findings it is judged by (its own, or a generated call's). */
  record(exchange: Exchange, findings: readonly Finding[]): CallResult {
    const { outcome } = exchange;
    const status = outcome.kind === 'answer' ? outcome.status : null;
    const result: RouteResult = {
      route: exchange.route.key,
      method: exchange.route.method,
      path: exchange.route.path,
      step: exchange.step,
      url: exchange.url,
      curl: exchange.curl,
      status,
      outcome: outcomeOf(findings),
      note:
        findings.length === 0 && status !== null && status >= 400
          ? `declared ${status}: the success shape was not checked`
          : null,
      durationMs: outcome.kind === 'refused-url' ? null : outcome.durationMs,
      payload: outcome.kind === 'answer' ? this.redactor.payload(outcome.bodyText) : null,
      findings: [...findings],
      notes: exchange.notes,
    };
    this.results.push(result);
    const answered = outcome.kind === 'answer' ? outcome : null;
    return {
      result,
      status,
      json: exchange.json,
      hasJson: exchange.hasJson,
      location: answered?.location ?? null,
      retryAfterMs: retryAfterMs(answered?.retryAfter ?? null, Date.now()),
    };
  }

  private unreachable(reason: string): void {
    this.reachable = false;
    this.unreachableReason = this.redactor.text(reason);
  }
}
