import { fillPath, type CallInput } from '../call-exchange';
import type { PlannedRoute } from '../route-plan';

/**
 * What a generated call is meant to be, and so what a right answer to it is:
 * - `valid`: the contract accepts it; the answer must be declared, no 5xx, its body as declared;
 * - `invalid`: the contract refuses it (`change` says how it was broken); the answer must be a 4xx;
 * - `unknown-id`: a valid call whose path names no resource; the answer must be the declared 404;
 * - `no-token`, `tampered-token`: a signed-in route called without the token, or with a forged one;
 *   the answer must refuse it.
 */
export type CallIntent =
  | { kind: 'valid' }
  | { kind: 'invalid'; change: InvalidChange }
  | { kind: 'unknown-id'; param: string }
  | { kind: 'no-token' }
  | { kind: 'tampered-token' };

export const INVALID_CHANGES = [
  'wrong-type',
  'missing-field',
  'past-bound',
  'malformed-format',
  'not-allowed',
] as const;
export type InvalidChange = (typeof INVALID_CHANGES)[number];

/** One call as generated: plain data, so it can be saved to a file and sent again. */
export interface GeneratedCall {
  /** The route's key in the contract, e.g. `comments.create`. */
  route: string;
  intent: CallIntent;
  /** Where the call was changed (`body.$.rate`, `params.id`); null for a call sent as generated. */
  at: string | null;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body; absent when the call has none (or a missing body is the point). */
  body?: unknown;
}

/** How the call is sent: its path filled in, the token as its intent says. */
export function callInputOf(
  route: PlannedRoute,
  call: GeneratedCall,
  tamperedToken: string | null,
): CallInput {
  const authenticated = call.intent.kind !== 'no-token';
  return {
    path: fillPath(route, call.params),
    query: call.query,
    ...(call.body === undefined ? {} : { body: call.body }),
    authenticated,
    ...(call.intent.kind === 'tampered-token' && tamperedToken !== null ? { token: tamperedToken } : {}),
  };
}

/** A short description of the call for the report, e.g. "invalid (wrong-type at body.$.rate)". */
export function intentLabel(call: Pick<GeneratedCall, 'intent' | 'at'>): string {
  const where = call.at === null ? '' : ` at ${call.at}`;
  switch (call.intent.kind) {
    case 'valid':
      return 'valid call';
    case 'invalid':
      return `invalid call (${call.intent.change}${where})`;
    case 'unknown-id':
      return `unknown ${call.intent.param}`;
    case 'no-token':
      return 'no token';
    case 'tampered-token':
      return 'tampered token';
  }
}
