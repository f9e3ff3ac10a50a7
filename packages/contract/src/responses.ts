import type { z } from 'zod';

import { ErrorBodySchema, type ErrorStatus } from './errors.js';

type ErrorResponses<S extends ErrorStatus> = { [K in S]: typeof ErrorBodySchema };

/** `errors(401, 404)` → `{ 401: ErrorBody, 404: ErrorBody }`, so every declared failure has the one shape. */
export function errors<const S extends ErrorStatus>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as ErrorResponses<S>;
}

/**
 * What any route may answer: invalid input, an injected or real server failure, and the
 * temporary unavailability the mock's fault injection simulates.
 */
export const commonResponses = errors(400, 500, 503);

/** Marks a payload the product rules do not show and we designed (product rules 7: "payload not shown"). */
export const DEFINED_BY_US = '[defined by us]';
export function definedByUs(text: string): string {
  return `${DEFINED_BY_US} ${text}`;
}

/** What precedes, in a field's description, what the site does when the real backend leaves it out. */
export const FALLBACK_MARK = 'Optional: the real backend may leave it out; the site then';

/**
 * A reply field of ours: optional, since the real backend owes only what the product rules document, and
 * described with the site's fallback (contract:check quotes it when the field is absent).
 */
export function ours<T extends z.ZodTypeAny>(schema: T, what: string, fallback: string): z.ZodOptional<T> {
  return schema.optional().describe(`${definedByUs(what)}. ${FALLBACK_MARK} ${fallback}.`);
}
