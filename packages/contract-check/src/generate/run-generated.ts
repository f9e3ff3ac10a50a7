import fc from 'fast-check';

import type { Exchange } from '../call-exchange';
import type { Samples } from '../discover-samples';
import type { Finding, FindingKind } from '../findings';
import type { Progress } from '../progress';
import type { RouteCaller } from '../route-caller';
import type { PlannedRoute } from '../route-plan';
import { hintsFor } from './call-hints';
import { callInputOf, intentLabel, type GeneratedCall } from './generated-call';
import { invalidCalls, invalidVariants } from './invalid-calls';
import { judgeCall } from './judge-call';
import { requestSchemasOf, type RequestSchemas } from './route-schemas';
import { savedFailure, type SavedFailure } from './saved-failures';
import { GENERATION_GUARDS, validCalls } from './valid-calls';

export interface GenerateOptions {
  /** Makes the run repeatable: the same seed on the same data draws the same calls. */
  seed: number;
  /** Calls at most, shrinking included. */
  budget: number;
  /** An answer slower than this is a finding of its own. */
  maxResponseMs: number;
  /** Calls other than GET too (a sandbox only). */
  allowWrites: boolean;
  /** Told of each call as it goes. */
  progress?: Progress;
}

export const DEFAULT_BUDGET = 1_000;
export const DEFAULT_MAX_RESPONSE_MS = 2_000;
/** Calls one failure may spend on being shrunk; past it the smallest failing call so far is kept. */
const SHRINK_CALLS = 80;
/** Calls each route keeps for itself, whatever the routes before it spend on shrinking. */
const MIN_ROUTE_SHARE = 12;
/** Failures looked for per route and family: each further search ignores the kinds found already. */
const FAILURES_PER_FAMILY = 3;

/** An id or slug no server holds: large enough never to be a real row, small enough for any integer column. */
const UNKNOWN_ID = '987654321';
const UNKNOWN_SLUG = 'contract-check-no-such-slug';

/** A seed for one route and family, from the run's: adding a route does not change the others' calls. */
function seedOf(seed: number, ...parts: readonly string[]): number {
  let hash = (seed >>> 0) ^ 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash | 0;
}

/** The token with its signature changed: the same claims, signed by nobody. */
export function tamperedTokenOf(token: string): string {
  const parts = token.split('.');
  const last = parts.at(-1) ?? '';
  const flipped = `${last.slice(0, -2)}${last.endsWith('AA') ? 'BB' : 'AA'}`;
  return parts.length === 3 ? [...parts.slice(0, 2), flipped].join('.') : `${token}x`;
}

interface Family {
  name: string;
  calls: fc.Arbitrary<GeneratedCall>;
  runs: number;
}

/** Why a route gets no generated calls, or null when it does. */
function exclusion(
  route: PlannedRoute,
  schemas: RequestSchemas,
  caller: RouteCaller,
  options: GenerateOptions,
): string | null {
  if (route.kind === 'not-json') return 'answer is not JSON';
  if (route.kind === 'write' && !options.allowWrites) return 'write: needs --allow-writes (a sandbox only)';
  if (schemas.multipart) return 'multipart body: not generated';
  if (schemas.signedIn && caller.token === null) return 'needs sign-in: --email and --password, or --token';
  return null;
}

/**
 * Generated calls, route by route: valid ones drawn from the contract's schemas (the server's ids
 * first), invalid ones (each a valid call broken in one place), an unknown id per path parameter, and
 * for the signed-in routes a call without the token and one with a forged token. A failing call is
 * shrunk to the smallest that still fails, recorded with its curl, and returned to be saved.
 */
export async function runGenerated(
  caller: RouteCaller,
  routes: readonly PlannedRoute[],
  samples: Samples,
  options: GenerateOptions,
): Promise<SavedFailure[]> {
  const failures: SavedFailure[] = [];
  const tampered = caller.token === null ? null : tamperedTokenOf(caller.token);
  if (tampered !== null) caller.redactor.addSecret(tampered);
  const eligible = routes.flatMap((route) => {
    const schemas = requestSchemasOf(route);
    const why = exclusion(route, schemas, caller, options);
    if (why !== null) {
      caller.skip(route, `generated calls: ${why}`, 'generated');
      return [];
    }
    return [{ route, schemas }];
  });
  let spent = 0;
  const rateLimited = new Set<string>();
  /** What the route being generated may spend up to: its fair share of what the routes before it left. */
  let routeLimit = 0;
  /** What shrinking may spend up to: the budget, less what the routes after this one are sure to get. */
  let shrinkLimit = 0;

  /**
   * Sends a call and judges it; null when the budget or the run's time ran out. Shrinking may go past
   * the route's share (a failure is worth its smallest call), never past the budget.
   */
  const send: Send = async (route, call, step, shrinking) => {
    if (spent >= (shrinking ? Math.max(routeLimit, shrinkLimit) : routeLimit) || !caller.canCall())
      return null;
    if (rateLimited.has(route.key)) return null;
    spent += 1;
    options.progress?.step();
    const exchange = await caller.exchange(route, callInputOf(route, call, tampered), step);
    // Once the server says 429, more calls to the route would only spend its allowance (and the
    // sign-ins of whoever shares it): the route's generation stops there.
    if (exchange?.outcome.kind === 'answer' && exchange.outcome.status === 429) rateLimited.add(route.key);
    return exchange === null
      ? null
      : { exchange, findings: judgeCall(call, exchange, options.maxResponseMs) };
  };

  for (const [index, { route, schemas }] of eligible.entries()) {
    const share = Math.floor((options.budget - spent) / (eligible.length - index));
    routeLimit = spent + share;
    shrinkLimit = options.budget - Math.min(share, MIN_ROUTE_SHARE) * (eligible.length - index - 1);
    if (!caller.canCall() || share < 1) {
      caller.skip(
        route,
        'generated calls: the budget (--budget) or the time (--max-time-ms) ran out',
        'generated',
      );
      continue;
    }
    const hints = hintsFor(route, samples);
    const guard = GENERATION_GUARDS[route.key];
    const valid = validCalls(route.key, schemas, hints);
    const sample = fc.sample(valid, { numRuns: 5, seed: seedOf(options.seed, route.key, 'probe') });
    const breakable = sample.some((call) => invalidVariants(call, schemas).length > 0);
    const first = sample[0];
    // The fixed calls go first: they are few, and what they check (the token, the 404) must not wait
    // on shrinking.
    const fixedCalls: GeneratedCall[] =
      first === undefined
        ? []
        : [
            ...unknownIdCalls(route, first),
            ...(schemas.signedIn
              ? (['no-token', 'tampered-token'] as const).map((kind): GeneratedCall => ({
                  ...first,
                  intent: { kind },
                  at: null,
                }))
              : []),
          ];
    // Three quarters of the share draw calls; the rest is left for shrinking what fails.
    const random = Math.max(2, Math.floor((share * 3) / 4) - fixedCalls.length);
    const families: Family[] = [
      ...(guard?.noValidCalls === true ? [] : [{ name: 'valid', calls: valid, runs: Math.ceil(random / 2) }]),
      ...(breakable
        ? [{ name: 'invalid', calls: invalidCalls(valid, schemas), runs: Math.floor(random / 2) }]
        : []),
    ];
    const counts: string[] = [];
    let failed = false;
    for (const call of fixedCalls) {
      const step = `generated: ${intentLabel(call)}`;
      const sent = await send(route, call, step, false);
      if (sent === null) break;
      if (sent.findings.length > 0) {
        caller.record(sent.exchange, sent.findings);
        failures.push(
          savedFailure(caller.redactor, {
            route,
            call,
            exchange: sent.exchange,
            findings: sent.findings,
            seed: options.seed,
            shrinks: 0,
          }),
        );
        failed = true;
      }
    }
    if (fixedCalls.length > 0) counts.push(`${fixedCalls.length} fixed`);
    for (const family of families) {
      const found = await searchFamily(caller, route, family, options, send);
      counts.push(`${family.runs} ${family.name}`);
      failures.push(...found);
      failed ||= found.length > 0;
    }
    const limited = rateLimited.has(route.key) ? '; stopped at the rate limit (429)' : '';
    if (!failed)
      caller.note(
        route,
        `generated calls (${counts.join(', ')}${limited}): every answer as the contract says`,
        'generated',
      );
  }
  return failures;
}

/** A call naming no resource, per path parameter, for the routes that declare a 404. */
function unknownIdCalls(route: PlannedRoute, valid: GeneratedCall): GeneratedCall[] {
  if (!Object.hasOwn(route.route.responses, 404)) return [];
  return route.pathParams.map((param) => ({
    ...valid,
    intent: { kind: 'unknown-id', param },
    at: `params.${param}`,
    params: { ...valid.params, [param]: /id$/i.test(param) ? UNKNOWN_ID : UNKNOWN_SLUG },
  }));
}

type Send = (
  route: PlannedRoute,
  call: GeneratedCall,
  step: string,
  shrinking: boolean,
) => Promise<{ exchange: Exchange; findings: Finding[] } | null>;

/**
 * Looks for failures among one family's calls with fast-check: a failing call is shrunk (fewer fields,
 * shorter strings, smaller numbers) while it still fails, then recorded. Each further search ignores
 * the kinds found already, so one failure does not hide another.
 */
async function searchFamily(
  caller: RouteCaller,
  route: PlannedRoute,
  family: Family,
  options: GenerateOptions,
  send: Send,
): Promise<SavedFailure[]> {
  const failures: SavedFailure[] = [];
  const known = new Set<FindingKind>();
  for (let search = 0; search < FAILURES_PER_FAMILY; search += 1) {
    const seed = seedOf(options.seed, route.key, family.name, String(search));
    const judged = new WeakMap<GeneratedCall, NonNullable<Awaited<ReturnType<Send>>>>();
    let calls = 0;
    const details = await fc.check(
      fc.asyncProperty(family.calls, async (call) => {
        calls += 1;
        if (calls > family.runs + SHRINK_CALLS) return true;
        const sent = await send(
          route,
          call,
          `generated (seed ${options.seed}): ${intentLabel(call)}`,
          calls > family.runs,
        );
        if (sent === null) return true;
        const fresh = sent.findings.filter((finding) => !known.has(finding.kind));
        if (fresh.length === 0) return true;
        judged.set(call, { exchange: sent.exchange, findings: fresh });
        return false;
      }),
      { seed, numRuns: family.runs },
    );
    const call = details.counterexample?.[0];
    const found = call === undefined ? undefined : judged.get(call);
    if (!details.failed || call === undefined || found === undefined) break;
    const shrinks = `shrunk in ${details.numShrinks} step${details.numShrinks === 1 ? '' : 's'}`;
    found.exchange.step = `generated (seed ${options.seed}): ${intentLabel(call)}, ${shrinks}`;
    caller.record(found.exchange, found.findings);
    failures.push(
      savedFailure(caller.redactor, {
        route,
        call,
        exchange: found.exchange,
        findings: found.findings,
        seed: options.seed,
        shrinks: details.numShrinks,
      }),
    );
    for (const finding of found.findings) known.add(finding.kind);
  }
  return failures;
}
