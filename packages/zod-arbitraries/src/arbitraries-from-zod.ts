import fc from 'fast-check';
import { z } from 'zod';

import { isRawJson, RawJson } from './json-text';

/**
 * zod 3 schema → fast-check arbitrary, for the contract sweep: `arbitraryOf` gives values the schema
 * accepts (as a client would send them), `mutationsOf` the hostile variants of such values.
 *
 * `json` values go in a JSON body; `text` values go in a path, a query string or a header, where
 * everything is text (`z.coerce.number()` is then sent as its digits).
 */
export type Mode = 'json' | 'text';

/**
 * Known-good values by field name (ids and slugs of the seed, a demo account's email): a field with
 * hints takes one of them about two times in three, so generated requests reach the success paths
 * instead of stopping at "not found". Hints the field's schema refuses are ignored.
 */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

/** Letters the site really receives (French, Arabic) and the odd ones a form can produce. */
const ARABIC = Array.from('ابتثجحخدذرزسشصضطظعغفقكلمنهوي ءآأإةى٠١٢٣٤٥٦٧٨٩');
const FRENCH = Array.from('abcdefghijklmnopqrstuvwxyzéèêàçôûïœ ÉÀ’-');
const textUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FRENCH) },
  { weight: 2, arbitrary: fc.constantFrom(...ARABIC) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

/** Longer valid strings are built from one repeated letter: generating them unit by unit is slow. */
const GENERATED_TEXT_CAP = 64;

function stringArbitrary(schema: z.ZodString): fc.Arbitrary<string> {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  let base: fc.Arbitrary<string> | undefined;
  for (const check of schema._def.checks) {
    switch (check.kind) {
      case 'min':
        min = Math.max(min, check.value);
        break;
      case 'max':
        max = Math.min(max, check.value);
        break;
      case 'length':
        min = check.value;
        max = check.value;
        break;
      case 'regex':
        base = fc.stringMatching(check.regex);
        break;
      case 'datetime':
        base = isoDateTime(check.offset);
        break;
      case 'date':
        base = isoDateTime(false).map((iso) => iso.slice(0, 10));
        break;
      case 'url':
        base = fc.webUrl({ withQueryParameters: true, withFragments: true });
        break;
      case 'email':
        base = fc.emailAddress();
        break;
      default:
        break;
    }
  }
  if (base === undefined) {
    const generated = fc.string({
      unit: textUnit,
      minLength: Math.min(min, GENERATED_TEXT_CAP),
      maxLength: Math.max(Math.min(max, GENERATED_TEXT_CAP), Math.min(min, GENERATED_TEXT_CAP)),
    });
    // Lengths up to the longest allowed, the bounds often (fast-check's integers lean on their ends);
    // alone when even the shortest is too long to generate. An integer, not a pick among the bounds, so
    // a failing text shrinks to the shortest length that still fails.
    const longest = Number.isFinite(max) ? max : Math.max(min, 1);
    if (min === 0 && !Number.isFinite(max)) base = generated;
    else {
      const atBoundary = fc.integer({ min, max: longest }).map((n) => 'é'.repeat(n));
      base =
        min > GENERATED_TEXT_CAP
          ? atBoundary
          : fc.oneof({ weight: 2, arbitrary: generated }, { weight: 1, arbitrary: atBoundary });
    }
  }
  // The schema's own checks (trim, lower case, length) have the last word.
  return base.filter((s) => schema.safeParse(s).success);
}

function isoDateTime(withOffset: boolean): fc.Arbitrary<string> {
  const instant = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  if (!withOffset) return instant.map((d) => d.toISOString());
  return fc
    .tuple(instant, fc.constantFrom('Z', '+01:00', '-05:30', '+14:00'))
    .map(([d, offset]) => d.toISOString().replace('Z', offset));
}

function numberArbitrary(schema: z.ZodNumber, mode: Mode): fc.Arbitrary<unknown> {
  const isInt = schema.isInt;
  let low = schema.minValue ?? (isInt ? -1_000_000 : -1e6);
  let high = schema.maxValue ?? (isInt ? Number.MAX_SAFE_INTEGER : 1e9);
  const lowExcluded = schema._def.checks.some((c) => c.kind === 'min' && !c.inclusive);
  const highExcluded = schema._def.checks.some((c) => c.kind === 'max' && !c.inclusive);
  let arbitrary: fc.Arbitrary<number>;
  if (isInt) {
    low = lowExcluded ? Math.floor(low) + 1 : Math.ceil(low);
    high = highExcluded ? Math.ceil(high) - 1 : Math.floor(high);
    const whole = fc.bigInt({ min: BigInt(low), max: BigInt(high) }).map(Number);
    // Small values first: ids of the seed (1, 2, 3…) reach rows, not only "not found".
    const small = fc.bigInt({ min: BigInt(low), max: BigInt(Math.min(high, low + 40)) }).map(Number);
    arbitrary = fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: whole });
  } else {
    arbitrary = fc.double({
      min: low,
      max: high,
      minExcluded: lowExcluded,
      maxExcluded: highExcluded,
      noNaN: true,
      noDefaultInfinity: true,
    });
  }
  // -0 is a number JSON cannot write: JSON.stringify(-0) is "0".
  const normalised = arbitrary.map((n) => (Object.is(n, -0) ? 0 : n));
  const sent: fc.Arbitrary<unknown> = mode === 'text' ? normalised.map(String) : normalised;
  return sent.filter((v) => schema.safeParse(v).success);
}

/** Object keys that may be left out: optional, defaulted, or accepting undefined (z.unknown()). */
function objectArbitrary(
  schema: z.AnyZodObject,
  mode: Mode,
  hints: Hints,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
    const optional = field.isOptional();
    const generated = arbitraryOf(optional ? unwrapOptional(field) : field, mode, hints);
    const known = (Object.hasOwn(hints, key) ? (hints[key] ?? []) : [])
      .map((hint) => (mode === 'text' && typeof hint === 'number' ? String(hint) : hint))
      .filter((hint) => field.safeParse(hint).success);
    model[key] =
      known.length === 0
        ? generated
        : fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated });
    if (!optional) requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}

function unwrapOptional(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional) return unwrapOptional(schema.unwrap() as z.ZodTypeAny);
  if (schema instanceof z.ZodDefault) return unwrapOptional(schema.removeDefault() as z.ZodTypeAny);
  return schema;
}

function typeNameOf(schema: z.ZodTypeAny): string {
  return String((schema._def as { typeName?: unknown }).typeName);
}

/**
 * Values `schema` accepts, as a client sends them (before zod's coercions and transforms). The
 * contract and this module share one copy of zod, so `instanceof` tells the schema kinds apart.
 */
export function arbitraryOf(
  schema: z.ZodTypeAny,
  mode: Mode = 'json',
  hints: Hints = {},
): fc.Arbitrary<unknown> {
  const inner = (s: z.ZodTypeAny) => arbitraryOf(s, mode, hints);
  // refine, superRefine, transform, preprocess, pipe: the inner values the whole schema accepts.
  const accepted = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.filter((v) => schema.safeParse(v).success);

  if (schema instanceof z.ZodString) return stringArbitrary(schema);
  if (schema instanceof z.ZodNumber) return numberArbitrary(schema, mode);
  if (schema instanceof z.ZodBoolean)
    return mode === 'text' ? fc.constantFrom('true', 'false') : fc.boolean();
  if (schema instanceof z.ZodNull) return fc.constant(null);
  if (schema instanceof z.ZodUndefined) return fc.constant(undefined);
  if (schema instanceof z.ZodLiteral) return fc.constant(schema.value as unknown);
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as string[]));
  if (schema instanceof z.ZodUnion) return fc.oneof(...(schema.options as z.ZodTypeAny[]).map(inner));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return fc.option(inner(unwrapOptional(schema)), { nil: undefined, freq: 4 });
  }
  if (schema instanceof z.ZodNullable) {
    return fc.option(inner(schema.unwrap() as z.ZodTypeAny), { nil: null, freq: 4 });
  }
  if (schema instanceof z.ZodObject) return objectArbitrary(schema as z.AnyZodObject, mode, hints);
  if (schema instanceof z.ZodArray) {
    const def = (schema as z.ZodArray<z.ZodTypeAny>)._def;
    const minLength = def.exactLength?.value ?? def.minLength?.value ?? 0;
    const maxLength =
      def.exactLength?.value ?? Math.min(def.maxLength?.value ?? minLength + 3, minLength + 3);
    return fc.array(inner(def.type), { minLength, maxLength });
  }
  if (schema instanceof z.ZodEffects) return accepted(inner(schema.innerType() as z.ZodTypeAny));
  if (schema instanceof z.ZodPipeline) {
    const { in: first, out: then } = schema._def as { in: z.ZodTypeAny; out: z.ZodTypeAny };
    // A string checked in two steps (an email: its length, then its pattern) is generated from both
    // steps' checks: the pattern left to the filter alone would let almost nothing through.
    if (first instanceof z.ZodString && then instanceof z.ZodString) {
      const checks = [...first._def.checks, ...then._def.checks];
      return accepted(stringArbitrary(new z.ZodString({ ...first._def, checks })));
    }
    return accepted(inner(first));
  }
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) {
    return mode === 'text' ? fc.string({ maxLength: 20 }) : fc.jsonValue({ maxDepth: 2 });
  }
  throw new Error(`arbitraryOf: no arbitrary for ${typeNameOf(schema)}`);
}

// ---------------------------------------------------------------------------------------------------
// Mutations: the hostile variants of a valid value.

export const MUTATION_KINDS = [
  'missing-field',
  'wrong-type',
  'huge-string',
  'unicode',
  'nul-byte',
  'extreme-number',
  'array-object-swap',
  'prototype-key',
  'sql',
  'path-traversal',
  'extra-key',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface Mutation {
  kind: MutationKind;
  /** Where in the value, e.g. "$", "$.rules.0.path". */
  at: string;
  value: unknown;
}

/** The marker every prototype-pollution payload carries: the sweep checks no object inherits it. */
export const POLLUTION_MARKER = 'sweepPolluted';

/** Sizes of huge strings, around the 256 KB body limit (in UTF-8 bytes). */
export const HUGE_STRING_BYTES = [10_000, 100_000, 262_100, 300_000] as const;
export const LONG_ID_LENGTH = 10_000;

const UNICODE_SAMPLES = [
  'مرحبا بكم في التكوين',
  'تدريب إدارة المشاريع PMP',
  '😀🎓👩🏽‍💻🇹🇳',
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  '\u200B\u200C\u200D\uFEFF',
  '\uD83D',
  '\u2028\u2029',
  'ＡＢＣ１２３',
  '𝕏𝕐ℤ',
];
const NUL_SAMPLES = ['\u0000', 'a\u0000b', '\u0000\u0000\u0000', '%00'];
const SQL_SAMPLES = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE users; --',
  "'; DELETE FROM courses; --",
  '" OR ""="',
  '1 UNION SELECT password_hash FROM users',
  "\\'; SELECT sqlite_version(); --",
  '%',
  '_',
];
const TRAVERSAL_SAMPLES = [
  '../',
  '../../etc/passwd',
  '..%2f..%2f',
  '%2e%2e%2f',
  '%00',
  '..\\..\\',
  '....//',
  '/',
];
/** Numbers that break naive code: signs, overflow, precision, and their text forms. */
const EXTREME_NUMBERS: readonly unknown[] = [
  -1,
  0,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  2 ** 31,
  1.5,
  0.1 + 0.2,
  new RawJson('-0'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1.0000000000000000000001'),
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '0x1F',
  ' 1 ',
  '1_000',
];
const EXTREME_NUMBER_TEXTS = [
  '-1',
  '0',
  '-0',
  'NaN',
  'Infinity',
  '1e308',
  '-1e308',
  '1e400',
  '9007199254740993',
  '1.5',
  '0x1F',
  ' 1',
  '1e',
  '',
];
const WRONG_TYPE_VALUES: readonly unknown[] = [
  0,
  1,
  -1,
  true,
  false,
  null,
  '',
  'text',
  [],
  {},
  [1, 'a'],
  { a: 1 },
];
const WRONG_TYPE_TEXTS = ['', 'true', 'null', 'undefined', '[]', '{}', '[object Object]', 'a,b'];
/** Fields a client should never set itself (mass assignment). */
const EXTRA_FIELDS: readonly (readonly [string, unknown])[] = [
  ['role', 'admin'],
  ['isActive', true],
  ['id', 1],
  ['userId', 2],
  ['status', 'confirmed'],
  ['passwordHash', 'x'],
  ['isEmailVerified', true],
];

type PathKey = string | number;

/** Every position in a JSON value (the root included), with the value there. */
function positionsOf(value: unknown, path: PathKey[] = []): { path: PathKey[]; value: unknown }[] {
  const here = { path, value };
  if (Array.isArray(value)) {
    return [here, ...value.flatMap((item, i) => positionsOf(item, [...path, i]))];
  }
  if (isPlainObject(value)) {
    return [here, ...Object.keys(value).flatMap((key) => positionsOf(value[key], [...path, key]))];
  }
  return [here];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isRawJson(value);
}

/**
 * Sets an own, enumerable property, even for `__proto__`: plain assignment of `__proto__` would
 * change the object's prototype instead of adding a key the JSON text then carries.
 */
export function defineKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A deep copy that keeps own `__proto__` keys (spreads and structuredClone are not relied upon). */
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) defineKey(copy, key, copyOf(value[key]));
    return copy;
  }
  return value;
}

/** `root` with the position `path` replaced (or removed, with `remove`); `root` is left untouched. */
function replaceAt(root: unknown, path: PathKey[], replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = copyOf(root);
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<PathKey, unknown>)[key];
  const last = path[path.length - 1] as PathKey;
  if (Array.isArray(parent) && typeof last === 'number') {
    if (remove) parent.splice(last, 1);
    else parent[last] = replacement;
  } else if (isPlainObject(parent)) {
    if (remove) Reflect.deleteProperty(parent, String(last));
    else defineKey(parent, String(last), replacement);
  }
  return copy;
}

function pathText(path: PathKey[]): string {
  return ['$', ...path.map(String)].join('.');
}

function typeOfJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

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
