import { isZodType } from '@ts-rest/core';
import fc from 'fast-check';
import { z } from 'zod';

import type { RouteEntry } from '@formation/contract';
import { toJsonText } from '@formation/zod-arbitraries';

import { encodePng } from '../images/png-encoder';

/* How the sweep writes a case as a request: path, query, headers and bodies, hostile ones included. */

export const PARAM_PATTERN = /:(\w+)/g;

/** The route's path parameters: its schema, or plain text for a path the contract leaves untyped. */
export function paramsSchemaOf(entry: RouteEntry): z.AnyZodObject | null {
  const names = [...entry.path.matchAll(PARAM_PATTERN)].map((m) => m[1] ?? '');
  if (names.length === 0) return null;
  const declared = entry.route.pathParams;
  if (declared instanceof z.ZodObject) return declared as z.AnyZodObject;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string().min(1)])));
}

export function zodOrNull(value: unknown): z.ZodTypeAny | null {
  return isZodType(value) ? value : null;
}

/** Text as a path, query or header carries it: arrays become repeated or joined values. */
export function asText(value: unknown): string {
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

export function fillPath(path: string, params: Record<string, unknown>, raw: boolean): string {
  return path.replace(PARAM_PATTERN, (_match, name: string) => {
    const value = Array.isArray(params[name]) ? params[name].map(asText).join(',') : asText(params[name]);
    return raw && RAW_SAFE.test(value) ? value : percentEncode(value);
  });
}

export function queryString(query: unknown): string {
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

export function headerValues(headers: unknown): Record<string, string> {
  if (typeof headers !== 'object' || headers === null) return {};
  const record = headers as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .filter((key) => record[key] !== undefined)
      // A header value cannot hold CR, LF or NUL: no client can send them.
      .map((key) => [key.toLowerCase(), asText(record[key]).replace(/[\r\n\0]/g, ' ')]),
  );
}

export const BOUNDARY = 'sweep-boundary-7d1f';
const TINY_PNG = encodePng(2, 2, new Uint8Array(16).fill(200));

/** multipart/form-data of an object: text parts, and a file part for each `z.unknown()` field. */
export function multipartOf(schema: z.ZodTypeAny, value: unknown): Buffer {
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
export function withFiles(schema: z.ZodTypeAny, arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
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

/** Bodies no JSON schema describes: the text of the request itself is hostile. */
export const HOSTILE_BODIES: readonly { label: string; contentType: string | undefined; payload: string }[] =
  [
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
