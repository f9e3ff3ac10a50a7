import { z } from 'zod';

import { deepFreeze } from './deep-freeze';

/** Each part checked against the contract, with the schema that checked it. */
const schemaOfPart = new WeakMap<object, z.ZodTypeAny>();
const listsOfCheckedParts = new WeakSet<object>();

/**
 * A part of answers (a course in the catalogue) checked against its schema once and frozen, so the
 * answers that hold it, unchanged, are not checked again: a catalogue of 74 courses costs zod about
 * 1 ms each time, and a comment makes a new one.
 */
export function checkedPart<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const part: unknown = deepFreeze(schema.parse(value));
  if (typeof part !== 'object' || part === null) throw new Error('A checked part is an object');
  schemaOfPart.set(part, schema);
  return part;
}

/** A list answer made of checked parts, which the route's check takes as it is (`isListOfCheckedParts`). */
export function listOfChecked<T extends object>(parts: readonly T[]): T[] {
  const list = Object.freeze([...parts]) as T[];
  listsOfCheckedParts.add(list);
  return list;
}

/**
 * True when `body` is a list `listOfChecked` made, the schema is a plain list of one schema, and every
 * part was checked against that very schema: checking it again would say what was said.
 */
export function isListOfCheckedParts(schema: unknown, body: unknown): boolean {
  if (!(schema instanceof z.ZodArray) || !Array.isArray(body) || !listsOfCheckedParts.has(body)) return false;
  const { minLength, maxLength, exactLength } = (schema as z.ZodArray<z.ZodTypeAny>)._def;
  if (minLength !== null || maxLength !== null || exactLength !== null) return false;
  const element = (schema as z.ZodArray<z.ZodTypeAny>).element;
  return body.every(
    (part: unknown) => typeof part === 'object' && part !== null && schemaOfPart.get(part) === element,
  );
}

const encoder = new TextEncoder();
/** Each checked part as JSON bytes, made the first time an answer holding it is sent (the part is frozen). */
const bytesOfPart = new WeakMap<object, Uint8Array>();

function partBytes(part: object): Uint8Array {
  let bytes = bytesOfPart.get(part);
  if (bytes === undefined) {
    bytes = encoder.encode(JSON.stringify(part));
    bytesOfPart.set(part, bytes);
  }
  return bytes;
}

const [OPEN, COMMA, CLOSE] = [0x5b, 0x2c, 0x5d];

/**
 * An answer as the JSON bytes sent, the same as encoding `JSON.stringify(body)`. A list of checked
 * parts is put together from each part's bytes: after a comment the catalogue is made again with
 * one new part, and writing out its 60 KB afresh was most of what that cost.
 */
export function answerBytes(body: unknown): Uint8Array {
  if (!Array.isArray(body) || !listsOfCheckedParts.has(body)) return encoder.encode(JSON.stringify(body));
  const parts = (body as object[]).map(partBytes);
  const out = new Uint8Array(
    parts.reduce((size, part) => size + part.byteLength + 1, parts.length === 0 ? 2 : 1),
  );
  let at = 0;
  out[at++] = OPEN;
  parts.forEach((part, n) => {
    if (n > 0) out[at++] = COMMA;
    out.set(part, at);
    at += part.byteLength;
  });
  out[at] = CLOSE;
  return out;
}
