import fc from 'fast-check';
import { z } from 'zod';

/**
 * zod 3 schema → fast-check arbitrary, for the contract sweep: `arbitraryOf` gives values the schema
 * accepts (as a client would send them); `mutationsOf` (`mutations.ts`) the hostile variants of such
 * values.
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
  if (schema instanceof z.ZodRecord) {
    const { keyType, valueType } = schema._def as { keyType: z.ZodTypeAny; valueType: z.ZodTypeAny };
    return fc
      .array(fc.tuple(inner(keyType), inner(valueType)), { maxLength: 3 })
      .map((entries) => Object.fromEntries(entries as [PropertyKey, unknown][]));
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
