import { fillPath } from '../call-exchange';
import { curlCommand } from '../curl-command';
import type { RouteResult } from '../report-model';
import type { CallResult, RouteCaller } from '../route-caller';
import type { PlannedRoute } from '../route-plan';

/** One step of a flow: the route it calls (a key of the site contract, or a planned route) and what it does. */
export type Step = readonly [route: string | PlannedRoute, what: string];

export interface StepInput {
  /** The concrete path; the step's own route pattern when absent (a route without parameters). */
  path?: string;
  query?: Readonly<Record<string, string>>;
  body?: unknown;
  /**
   * What the step leaves on the server when it answers a success (an enrolment, an account): the
   * result's note says so, since the contract has no call to undo it.
   */
  leaves?: string;
}

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isSuccess = (status: number | null): status is number =>
  status !== null && status >= 200 && status < 300;

/** The entries of a list answer (objects only), or null when the answer is no list. */
export function entriesOf(answer: CallResult | null): Json[] | null {
  if (answer?.hasJson !== true || !Array.isArray(answer.json)) return null;
  return answer.json.filter(isRecord);
}

/** " CODE: message" of a refusal, read leniently: a backend's error body may not follow the contract. */
export function refusalOf(json: unknown): string {
  if (!isRecord(json)) return '';
  const code = typeof json.code === 'string' ? ` ${json.code}` : '';
  const message = Array.isArray(json.message)
    ? json.message.filter((m): m is string => typeof m === 'string').join(', ')
    : typeof json.message === 'string'
      ? json.message
      : '';
  return message === '' ? code : `${code}: ${message}`;
}

/** "status 409 SESSION_FULL: This session is full", or "no answer". */
export function answered(answer: CallResult): string {
  return answer.status === null ? 'no answer' : `status ${answer.status}${refusalOf(answer.json)}`;
}

/**
 * Runs the steps of one flow in order, each a checked call recorded under its label
 * (`sign-up flow 2/4: verification code`), so that what a flow did and did not do reads step by step
 * in the report. A step not run is recorded too, with the reason: a flow is never left out silently.
 */
export class Flow {
  constructor(
    readonly caller: RouteCaller,
    readonly name: string,
    private readonly steps: readonly Step[],
    /** Send the signed-in user's token with each step (the flows of a signed-in user). */
    private readonly authenticated: boolean,
  ) {}

  private step(i: number): Step {
    const step = this.steps[i];
    if (step === undefined) throw new Error(`No step ${i} in the ${this.name}`);
    return step;
  }

  route(i: number): PlannedRoute {
    const route = this.step(i)[0];
    return typeof route === 'string' ? this.caller.route(route) : route;
  }

  label(i: number): string {
    return `${this.name} ${i + 1}/${this.steps.length}: ${this.step(i)[1]}`;
  }

  /** The concrete path of step i's route with these parameters. */
  pathOf(i: number, params: Readonly<Record<string, string | number>> = {}): string {
    return fillPath(this.route(i), params);
  }

  async call(i: number, input: StepInput = {}): Promise<CallResult | null> {
    const route = this.route(i);
    const answer = await this.caller.call(
      route,
      {
        path: input.path ?? route.path,
        ...(input.query === undefined ? {} : { query: input.query }),
        ...(input.body === undefined ? {} : { body: input.body }),
        authenticated: this.authenticated,
      },
      this.label(i),
    );
    if (answer !== null && input.leaves !== undefined && isSuccess(answer.status)) {
      answer.result.note ??= `${input.leaves}: the contract has no call to undo it`;
    }
    return answer;
  }

  /** Records step i as not run, with the reason. */
  skip(i: number, reason: string): void {
    this.caller.skip(this.route(i), reason, this.label(i));
  }

  /** Records steps i and after as not run, with the reason. */
  skipFrom(i: number, reason: string): void {
    for (let j = i; j < this.steps.length; j += 1) this.skip(j, reason);
  }

  /**
   * A read-back that disagrees with the write before it: drift of the server's behaviour. `seen` is
   * the value that shows it, written as JSON (redacted, shortened) in the report.
   */
  finding(answer: CallResult | null, message: string, seen: unknown, path: string | null = '$'): void {
    if (answer === null) return;
    const shown = this.caller.redactor.value(seen, []);
    this.caller.addFinding(answer.result, { kind: 'round', path, message, seen: shown });
  }

  /**
   * What a step made and could not remove: a finding on the step that shows it, which says what was
   * left and how to remove it, so the sandbox can be cleaned by hand.
   */
  leftBehind(answer: CallResult | null, what: string, removal: string): void {
    if (answer === null) return;
    const message = `left behind: ${what}; ${removal}`;
    this.caller.addFinding(answer.result, { kind: 'round', path: null, message, seen: '(left behind)' });
  }

  /** The curl command of a removal (the token read from the environment, as in every result's curl). */
  removal(i: number, path: string, body?: unknown): string {
    const target = this.caller.client.urlOf({ path });
    return curlCommand({
      method: this.route(i).method,
      url: 'url' in target ? this.caller.redactor.text(target.url) : path,
      ...(body === undefined ? {} : { body }),
      authenticated: true,
    });
  }

  /**
   * Turns a step's recorded call into a skipped one: the server has no such route (the mock's outbox on
   * a real backend), so what it answered is kept to read but not judged against the mock's contract.
   */
  setAside(answer: CallResult, reason: string): void {
    const result: RouteResult = answer.result;
    result.outcome = 'skipped';
    result.findings = [];
    result.notes = [];
    result.note = reason;
  }

  /** Hides a secret learnt from this answer (a mailed code) in what the report keeps of it. */
  hideLearnt(answer: CallResult, secret: string): void {
    const { redactor } = this.caller;
    redactor.addSecret(secret);
    const result = answer.result;
    if (result.payload !== null) result.payload = redactor.text(result.payload);
    for (const finding of [...result.findings, ...result.notes]) finding.seen = redactor.text(finding.seen);
  }
}
