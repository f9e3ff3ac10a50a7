import fc from 'fast-check';
import { z } from 'zod';

import type { RouteEntry } from '@formation/contract';
import { arbitraryOf, mutate, toJsonText, type Hints, type Mode } from '@formation/zod-arbitraries';

import {
  BOUNDARY,
  fillPath,
  headerValues,
  HOSTILE_BODIES,
  multipartOf,
  paramsSchemaOf,
  queryString,
  withFiles,
  zodOrNull,
} from './request-encoding';

/** One request of the sweep, with a short description that fast-check prints for a counterexample. */
export interface SweepCase {
  /** What the case is, e.g. "valid", "body wrong-type at $.email", "content-type application/xml". */
  label: string;
  /** The family of the case, for the table: valid, params, query, headers, body, content-type, data-set. */
  family: CaseFamily;
  method: RouteEntry['method'];
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  /**
   * The path was written as is (`../`, `%2e%2e%2f`…), not encoded: the request may reach another
   * route or none, and is then judged against the route that answered.
   */
  rawPath: boolean;
}

export const CASE_FAMILIES = [
  'valid',
  'params',
  'query',
  'headers',
  'body',
  'content-type',
  'data-set',
] as const;
export type CaseFamily = (typeof CASE_FAMILIES)[number];

interface Parts {
  params: Record<string, unknown>;
  query: unknown;
  headers: unknown;
  body: unknown;
}

/** x-mock-session values the session hook must refuse (or accept) without trouble. */
export const DATA_SET_VALUES = ['../etc', 'a'.repeat(81), '', ' ', 'ع', '%00', "' OR 1=1", '__proto__'];

/**
 * Every request the sweep sends to one route: valid inputs, then each part (path, query, headers,
 * body) mutated, hostile bodies and content types, and odd x-mock-session ids.
 */
export function casesFor(entry: RouteEntry, hints: Hints = {}): fc.Arbitrary<SweepCase> {
  const { method, path, route } = entry;
  const paramsSchema = paramsSchemaOf(entry);
  const querySchema = zodOrNull(route.query) ?? z.object({});
  const headersSchema = zodOrNull(route.headers);
  const bodySchema = 'body' in route ? zodOrNull(route.body) : null;
  const multipart = 'contentType' in route && route.contentType === 'multipart/form-data';
  const takesBody = method !== 'GET';

  const valid = (schema: z.ZodTypeAny | null, mode: Mode) =>
    schema === null ? fc.constant(undefined) : arbitraryOf(schema, mode, hints);
  const validBody =
    bodySchema === null
      ? fc.constant(undefined)
      : multipart
        ? withFiles(bodySchema, arbitraryOf(bodySchema, 'json', hints))
        : arbitraryOf(bodySchema, 'json', hints);
  const parts: fc.Arbitrary<Parts> = fc.record({
    params: valid(paramsSchema, 'text').map((p) => (p ?? {}) as Record<string, unknown>),
    query: valid(querySchema, 'text'),
    headers: valid(headersSchema, 'text'),
    body: validBody,
  });

  const build = (
    family: CaseFamily,
    label: string,
    p: Parts,
    options: {
      raw?: boolean;
      contentType?: string | undefined;
      payload?: string | Buffer;
      headers?: Record<string, string>;
    } = {},
  ): SweepCase => {
    const hasBody = p.body !== undefined || options.payload !== undefined;
    const contentType =
      'contentType' in options
        ? options.contentType
        : multipart
          ? `multipart/form-data; boundary=${BOUNDARY}`
          : 'application/json';
    const payload =
      options.payload ??
      (p.body === undefined
        ? undefined
        : multipart
          ? multipartOf(bodySchema ?? z.never(), p.body)
          : toJsonText(p.body));
    const sweepCase: SweepCase = {
      label,
      family,
      method,
      url: fillPath(path, p.params, options.raw === true) + queryString(p.query),
      headers: {
        ...headerValues(p.headers),
        ...(hasBody && contentType !== undefined ? { 'content-type': contentType } : {}),
        ...options.headers,
      },
      payload,
      rawPath: options.raw === true,
    };
    // fast-check prints counterexamples with this: one line, never the 300 KB payload.
    Object.defineProperty(sweepCase, fc.toStringMethod, { value: () => describeCase(sweepCase) });
    return sweepCase;
  };

  const families: { weight: number; arbitrary: fc.Arbitrary<SweepCase> }[] = [
    { weight: 3, arbitrary: parts.map((p) => build('valid', 'valid', p)) },
    {
      weight: 1,
      arbitrary: fc.tuple(parts, fc.constantFrom(...DATA_SET_VALUES)).map(([p, dataSet]) =>
        build('data-set', `x-mock-session ${JSON.stringify(dataSet.slice(0, 12))}`, p, {
          headers: { 'x-mock-session': dataSet },
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: parts.chain((p) =>
        mutate(p.query ?? {}, 'text').map((m) =>
          build('query', `query ${m.kind} at ${m.at}`, { ...p, query: m.value }),
        ),
      ),
    },
  ];
  if (paramsSchema !== null) {
    families.push({
      weight: 3,
      arbitrary: fc.tuple(parts, fc.boolean()).chain(([p, raw]) =>
        mutate(p.params, 'text').map((m) =>
          build(
            'params',
            `params ${m.kind} at ${m.at}${raw ? ' (raw)' : ''}`,
            {
              ...p,
              params: (m.value ?? {}) as Record<string, unknown>,
            },
            { raw },
          ),
        ),
      ),
    });
  }
  if (headersSchema !== null) {
    families.push({
      weight: 2,
      arbitrary: parts.chain((p) =>
        mutate(p.headers ?? {}, 'text').map((m) =>
          build('headers', `headers ${m.kind} at ${m.at}`, { ...p, headers: m.value }),
        ),
      ),
    });
  }
  if (bodySchema !== null) {
    families.push({
      weight: 5,
      arbitrary: parts.chain((p) =>
        mutate(p.body, 'json').map((m) =>
          // A mutated multipart body goes as JSON: the JSON variant of the route must refuse it well.
          build(
            'body',
            `body ${m.kind} at ${m.at}`,
            { ...p, body: m.value },
            multipart ? { contentType: 'application/json', payload: toJsonText(m.value) } : {},
          ),
        ),
      ),
    });
  }
  if (takesBody) {
    families.push({
      weight: 2,
      arbitrary: fc.tuple(parts, fc.constantFrom(...HOSTILE_BODIES)).map(([p, hostile]) =>
        build('content-type', `content-type ${hostile.label}`, p, {
          contentType: hostile.contentType,
          payload: hostile.payload,
        }),
      ),
    });
  }
  return fc.oneof(...families);
}

/** A one-line description of a case for failure reports (never the 300 KB payload itself). */
export function describeCase(c: SweepCase): string {
  const url = c.url.length > 160 ? `${c.url.slice(0, 160)}… (${c.url.length} chars)` : c.url;
  const payload =
    c.payload === undefined
      ? 'no body'
      : `${c.payload.length} bytes: ${JSON.stringify(c.payload.toString().slice(0, 120))}`;
  return `[${c.label}] ${c.method} ${url} ${JSON.stringify(c.headers).slice(0, 200)} ${payload}`;
}
