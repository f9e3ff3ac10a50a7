import fc from 'fast-check';
import type { z } from 'zod';

import { arbitraryOf, type Hints, type Mode } from './arbitraries-from-zod';
import {
  EXTRA_FIELDS,
  EXTREME_NUMBER_TEXTS,
  EXTREME_NUMBERS,
  HUGE_STRING_BYTES,
  LONG_ID_LENGTH,
  MUTATION_KINDS,
  NUL_SAMPLES,
  POLLUTION_MARKER,
  SQL_SAMPLES,
  TRAVERSAL_SAMPLES,
  UNICODE_SAMPLES,
  WRONG_TYPE_TEXTS,
  WRONG_TYPE_VALUES,
  type Mutation,
  type MutationKind,
} from './hostile-samples';
import {
  copyOf,
  defineKey,
  isPlainObject,
  pathText,
  positionsOf,
  replaceAt,
  typeOfJson,
} from './json-positions';

/** A string of about `bytes` UTF-8 bytes made of one repeated character. */
export function hugeString(bytes: number, char: string): string {
  return char.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(char))));
}

/** A prototype-pollution payload: an object whose own key is `__proto__`, `constructor` or `prototype`. */
function pollutionPayload(key: '__proto__' | 'constructor' | 'prototype'): unknown {
  const marker: Record<string, unknown> = {};
  defineKey(marker, POLLUTION_MARKER, true);
  const inner: Record<string, unknown> = {};
  defineKey(inner, 'prototype', marker);
  return key === 'constructor' ? inner : marker;
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

function replacementFor(kind: MutationKind, current: unknown, mode: Mode): fc.Arbitrary<unknown> {
  const asText = (arb: fc.Arbitrary<unknown>) => (mode === 'text' ? arb.map(textOf) : arb);
  switch (kind) {
    case 'wrong-type':
      return mode === 'text'
        ? fc.constantFrom(...WRONG_TYPE_TEXTS)
        : fc.constantFrom(...WRONG_TYPE_VALUES.filter((v) => typeOfJson(v) !== typeOfJson(current)));
    case 'huge-string':
      // In a path, a query or a header: the very long id; in a body: around the body limit.
      return fc
        .tuple(
          mode === 'text' ? fc.constant(LONG_ID_LENGTH) : fc.constantFrom(...HUGE_STRING_BYTES),
          fc.constantFrom('a', 'ع', '😀', '9'),
        )
        .map(([bytes, char]) => (mode === 'text' ? char.repeat(bytes) : hugeString(bytes, char)));
    case 'unicode':
      return fc
        .tuple(fc.constantFrom(...UNICODE_SAMPLES), fc.boolean())
        .map(([sample, append]) => (append && typeof current === 'string' ? current + sample : sample));
    case 'nul-byte':
      return fc
        .tuple(fc.constantFrom(...NUL_SAMPLES), fc.boolean())
        .map(([sample, append]) => (append && typeof current === 'string' ? current + sample : sample));
    case 'extreme-number':
      return mode === 'text' ? fc.constantFrom(...EXTREME_NUMBER_TEXTS) : fc.constantFrom(...EXTREME_NUMBERS);
    case 'array-object-swap':
      if (mode === 'text') return fc.constant([textOf(current), textOf(current)]);
      if (Array.isArray(current))
        return fc.constant(Object.fromEntries(current.map((v, i) => [String(i), v])));
      if (isPlainObject(current)) return fc.constantFrom([current], Object.values(current), [[current]]);
      return fc.constantFrom([current], { value: current });
    case 'prototype-key':
      return asText(
        fc.constantFrom(...POLLUTION_KEYS).map((key) => {
          const holder: Record<string, unknown> = {};
          defineKey(holder, key, pollutionPayload(key));
          return holder;
        }),
      );
    case 'sql':
      return fc.constantFrom(...SQL_SAMPLES);
    case 'path-traversal':
      return fc.constantFrom(...TRAVERSAL_SAMPLES);
    case 'missing-field':
    case 'extra-key':
      return fc.constant(current);
  }
}

/** JSON text of what a text position (path, query, header) would carry instead of an object. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value);
}

function addKeys(object: Record<string, unknown>, entries: readonly (readonly [string, unknown])[]) {
  const copy = copyOf(object) as Record<string, unknown>;
  for (const [key, value] of entries) defineKey(copy, key, value);
  return copy;
}

/** The hostile variants of one valid value. */
export function mutate(valid: unknown, mode: Mode = 'json'): fc.Arbitrary<Mutation> {
  const positions = positionsOf(valid);
  const objects = positions.filter((p) => isPlainObject(p.value));
  const members = positions.filter((p) => p.path.length > 0);
  const options: fc.Arbitrary<Mutation>[] = [];

  if (members.length > 0) {
    options.push(
      fc.constantFrom(...members).map(({ path }) => ({
        kind: 'missing-field' as const,
        at: pathText(path),
        value: replaceAt(valid, path, undefined, true),
      })),
    );
  }
  if (objects.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...objects), fc.constantFrom(...POLLUTION_KEYS))
        .map(([{ path, value }, key]) => ({
          kind: 'prototype-key' as const,
          at: pathText([...path, key]),
          value: replaceAt(
            valid,
            path,
            addKeys(value as Record<string, unknown>, [
              [key, mode === 'text' ? textOf(pollutionPayload(key)) : pollutionPayload(key)],
            ]),
          ),
        })),
      fc
        .tuple(fc.constantFrom(...objects), fc.subarray([...EXTRA_FIELDS], { minLength: 1 }))
        .map(([{ path, value }, extra]) => ({
          kind: 'extra-key' as const,
          at: pathText(path),
          value: replaceAt(
            valid,
            path,
            addKeys(
              value as Record<string, unknown>,
              mode === 'text' ? extra.map(([k, v]) => [k, textOf(v)] as const) : extra,
            ),
          ),
        })),
    );
  }
  // Every kind but the two that add or take away a key: each replaces a position's value.
  const replaced = MUTATION_KINDS.filter((kind) => kind !== 'missing-field' && kind !== 'extra-key');
  // A path, a query or a header set is a set of named texts: its members are replaced, never the set.
  const replaceable = mode === 'text' && isPlainObject(valid) ? members : positions;
  if (replaceable.length === 0) return fc.oneof(...options);
  options.push(
    fc.tuple(fc.constantFrom(...replaceable), fc.constantFrom(...replaced)).chain(([{ path, value }, kind]) =>
      replacementFor(kind, value, mode).map((replacement) => ({
        kind,
        at: pathText(path),
        value: replaceAt(valid, path, replacement),
      })),
    ),
  );
  return fc.oneof(...options);
}

/** Valid values of `schema`, each turned into one of its hostile variants. */
export function mutationsOf(
  schema: z.ZodTypeAny,
  mode: Mode = 'json',
  hints: Hints = {},
): fc.Arbitrary<Mutation> {
  return arbitraryOf(schema, mode, hints).chain((valid) => mutate(valid, mode));
}
