import fc from 'fast-check';
import { z } from 'zod';

import { arbitraryOf, type Hints } from '@formation/zod-arbitraries';

import type { GeneratedCall } from './generated-call';
import type { RequestSchemas } from './route-schemas';

/**
 * Routes whose generated calls are held back, and why: the run must not lock itself out of the account
 * it signs in with, on a sandbox or anywhere.
 */
export const GENERATION_GUARDS: Readonly<
  Record<string, { omitBodyFields?: readonly string[]; noValidCalls?: true; why: string }>
> = {
  'users.update': { omitBodyFields: ['email'], why: "valid calls keep the signed-in account's e-mail" },
  'users.changePassword': {
    noValidCalls: true,
    why: 'no valid call: it would change the password the run signs in with',
  },
};

/** Text in a path or a query: a value the schema allows to be absent is left out, anything else is text. */
function asTexts(value: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return texts;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    texts[key] = Array.isArray(item) ? item.map(String).join(',') : String(item);
  }
  return texts;
}

/** The body generated from: without the fields a guard keeps out. */
function bodySchemaOf(routeKey: string, body: z.ZodTypeAny | null): z.ZodTypeAny | null {
  const omit = GENERATION_GUARDS[routeKey]?.omitBodyFields ?? [];
  if (body === null || omit.length === 0 || !(body instanceof z.ZodObject)) return body;
  return (body as z.AnyZodObject).omit(Object.fromEntries(omit.map((key) => [key, true as const])));
}

/** Calls the contract accepts for one route, parameters drawn from the server's own ids first. */
export function validCalls(
  routeKey: string,
  schemas: RequestSchemas,
  hints: Hints,
): fc.Arbitrary<GeneratedCall> {
  const body = bodySchemaOf(routeKey, schemas.body);
  return fc
    .record({
      params: arbitraryOf(schemas.params, 'text', hints),
      query: arbitraryOf(schemas.query, 'text', hints),
      body: body === null ? fc.constant(undefined) : arbitraryOf(body, 'json', hints),
    })
    .map(({ params, query, body: sent }): GeneratedCall => ({
      route: routeKey,
      intent: { kind: 'valid' },
      at: null,
      params: asTexts(params),
      query: asTexts(query),
      ...(sent === undefined ? {} : { body: sent }),
    }));
}
