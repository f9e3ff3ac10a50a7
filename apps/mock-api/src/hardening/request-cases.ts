import { isZodType } from '@ts-rest/core';
import fc from 'fast-check';
import { z } from 'zod';

import type { RouteEntry } from '@formation/contract';
import { arbitraryOf, mutate, toJsonText, type Hints, type Mode } from '@formation/zod-arbitraries';

import { encodePng } from '../images/png-encoder';

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

const PARAM_PATTERN = /:(\w+)/g;

/** The route's path parameters: its schema, or plain text for a path the contract leaves untyped. */
function paramsSchemaOf(entry: RouteEntry): z.AnyZodObject | null {
  const names = [...entry.path.matchAll(PARAM_PATTERN)].map((m) => m[1] ?? '');
  if (names.length === 0) return null;
  const declared = entry.route.pathParams;
  if (declared instanceof z.ZodObject) return declared as z.AnyZodObject;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string().min(1)])));
}

function zodOrNull(value: unknown): z.ZodTypeAny | null {
  return isZodType(value) ? value : null;
}

/** Text as a path, query or header carries it: arrays become repeated or joined values. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  return toJsonText(value);
}

/**
 * Percent-encoding that also writes lone surrogates (which encodeURIComponent refuses) as the bytes a
 * careless client would send for them: invalid UTF-8 the server must refuse cleanly.
 */
export function percentEncode(text: string): string {
  // With the u flag, [\s\S] takes one code point: a surrogate pair whole, a lone surrogate alone.
  return text.replace(/[\s\S]/gu, (char) => {
    if (char.length === 1 && /[\uD800-\uDFFF]/.test(char)) {
      const code = char.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  });
}

/** Only printable ASCII is written raw into a path: anything else would not be a URL at all. */
const RAW_SAFE = /^[\x21-\x7e]*$/;

function fillPath(path: string, params: Record<string, unknown>, raw: boolean): string {
  return path.replace(PARAM_PATTERN, (_match, name: string) => {
    const value = Array.isArray(params[name]) ? params[name].map(asText).join(',') : asText(params[name]);
    return raw && RAW_SAFE.test(value) ? value : percentEncode(value);
  });
}

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const record = query as Record<string, unknown>;
  const parts = Object.keys(record).flatMap((key) => {
    const value = record[key];
    if (value === undefined) return [];
    const values = Array.isArray(value) ? value : [value];
    return values.map((v) => `${percentEncode(key)}=${percentEncode(asText(v))}`);
  });
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

function headerValues(headers: unknown): Record<string, string> {
  if (typeof headers !== 'object' || headers === null) return {};
  const record = headers as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .filter((key) => record[key] !== undefined)
      // A header value cannot hold CR, LF or NUL: no client can send them.
      .map((key) => [key.toLowerCase(), asText(record[key]).replace(/[\r\n\0]/g, ' ')]),
  );
}

const BOUNDARY = 'sweep-boundary-7d1f';
const TINY_PNG = encodePng(2, 2, new Uint8Array(16).fill(200));

/** multipart/form-data of an object: text parts, and a file part for each `z.unknown()` field. */
function multipartOf(schema: z.ZodTypeAny, value: unknown): Buffer {
  const shape =
    schema instanceof z.ZodObject
      ? (schema.shape as Record<string, z.ZodTypeAny>)
      : ({} as Record<string, never>);
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const parts = Object.keys(record).map((key) => {
    const field = record[key];
    const isFile = shape[key] instanceof z.ZodUnknown || Buffer.isBuffer(field);
    const head = isFile
      ? `Content-Disposition: form-data; name="${key}"; filename="photo.png"\r\nContent-Type: image/png`
      : `Content-Disposition: form-data; name="${key}"`;
    const bytes = Buffer.isBuffer(field) ? field : Buffer.from(asText(field));
    return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`), bytes, Buffer.from('\r\n')]);
  });
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** Valid multipart values: a real small PNG, garbage bytes or nothing for the file fields. */
function withFiles(schema: z.ZodTypeAny, arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (!(schema instanceof z.ZodObject)) return arbitrary;
  const fileKeys = Object.entries(schema.shape as Record<string, z.ZodTypeAny>)
    .filter(([, field]) => field instanceof z.ZodUnknown)
    .map(([key]) => key);
  if (fileKeys.length === 0) return arbitrary;
  const file = fc.oneof(
    fc.constant(TINY_PNG),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(0)),
  );
  return fc
    .tuple(arbitrary, fc.array(file, { minLength: fileKeys.length, maxLength: fileKeys.length }))
    .map(([value, files]) => {
      const copy = { ...(value as Record<string, unknown>) };
      fileKeys.forEach((key, i) => {
        if (key in copy) copy[key] = files[i];
      });
      return copy;
    });
}

interface Parts {
  params: Record<string, unknown>;
  query: unknown;
  headers: unknown;
  body: unknown;
}

/** Bodies no JSON schema describes: the text of the request itself is hostile. */
const HOSTILE_BODIES: readonly { label: string; contentType: string | undefined; payload: string }[] = [
  { label: 'text/plain', contentType: 'text/plain', payload: '{"email":"a@b.tn"}' },
  {
    label: 'application/xml',
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  {
    label: 'multipart, no parts',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}--\r\n`,
  },
  { label: 'multipart, no boundary', contentType: 'multipart/form-data', payload: '' },
  {
    label: 'form-urlencoded',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'email=a%40b.tn&__proto__=x',
  },
  { label: 'json, empty', contentType: 'application/json', payload: '' },
  { label: 'json, truncated', contentType: 'application/json', payload: '{"email": ' },
  { label: 'json, NaN', contentType: 'application/json', payload: '{"n": NaN}' },
  { label: 'json, utf-16 charset', contentType: 'application/json; charset=utf-16', payload: '{}' },
  {
    label: 'json, top-level __proto__',
    contentType: 'application/json',
    payload: '{"__proto__":{"sweepPolluted":true}}',
  },
  {
    label: 'json, constructor.prototype',
    contentType: 'application/json',
    payload: '{"constructor":{"prototype":{"sweepPolluted":true}}}',
  },
  {
    label: 'json, deep nesting',
    contentType: 'application/json',
    payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  },
  {
    label: 'json, deep nesting around __proto__',
    contentType: 'application/json',
    payload: `${'{"a":'.repeat(20_000)}{"__proto__":{"sweepPolluted":true}}${'}'.repeat(20_000)}`,
  },
  { label: 'json, byte order mark', contentType: 'application/json', payload: '\uFEFF{"email":"a@b.tn"}' },
  { label: 'json, duplicate keys', contentType: 'application/json', payload: '{"a":1,"a":{"b":2}}' },
  { label: 'no content type', contentType: undefined, payload: '{"email":"a@b.tn"}' },
  { label: 'bogus content type', contentType: 'application/x-sweep; boundary=;;', payload: 'x' },
];

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
