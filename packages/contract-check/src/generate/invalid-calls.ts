import fc from 'fast-check';
import { z } from 'zod';

import type { GeneratedCall, InvalidChange } from './generated-call';
import type { RequestSchemas } from './route-schemas';

type Key = string | number;
type Part = 'params' | 'query' | 'body';

/** One way to break a valid call: where, how, and the value put there (or the field taken away). */
interface Breakage {
  part: Part;
  path: Key[];
  change: InvalidChange;
  /** `remove`: the field is taken away; otherwise the value put in its place. */
  value: unknown;
  remove?: true;
}

/** Bounds past which a text is not generated: a string past a limit of 100 000 would be a body-size test. */
const LONGEST_PAST_BOUND = 100_000;
const UNKNOWN_VALUE = 'NOT_IN_THE_CONTRACT';
const MALFORMED_EMAIL = 'not-an-e-mail';
const MALFORMED_DATE = '19/10/2026';
const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}/;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** The schema a wrapper holds (optional, nullable, default, readonly, catch, refinement, brand), or null. */
function wrapped(schema: z.ZodTypeAny): z.ZodTypeAny | null {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  ) {
    return schema._def.innerType as z.ZodTypeAny;
  }
  if (schema instanceof z.ZodEffects) return schema.innerType() as z.ZodTypeAny;
  if (schema instanceof z.ZodBranded) return schema.unwrap() as z.ZodTypeAny;
  return null;
}

/** The schema with its wrappers taken off (a pipeline's first step): what checks the value itself. */
function core(schema: z.ZodTypeAny): z.ZodTypeAny {
  const inner = wrapped(schema);
  if (inner !== null) return core(inner);
  if (schema instanceof z.ZodPipeline) return core(schema._def.in as z.ZodTypeAny);
  return schema;
}

/** Every check a string or number schema makes, both steps of a pipeline included. */
function checksOf(schema: z.ZodTypeAny): { kind: string; value?: unknown; inclusive?: boolean }[] {
  const inner = wrapped(schema);
  if (inner !== null) return checksOf(inner);
  if (schema instanceof z.ZodPipeline)
    return [...checksOf(schema._def.in as z.ZodTypeAny), ...checksOf(schema._def.out as z.ZodTypeAny)];
  if (schema instanceof z.ZodString || schema instanceof z.ZodNumber) return schema._def.checks;
  return [];
}

/** The field's schema inside an object or array schema, or null when the walk cannot follow. */
function childSchema(schema: z.ZodTypeAny, key: Key, value: unknown): z.ZodTypeAny | null {
  const inner = core(schema);
  if (inner instanceof z.ZodObject && typeof key === 'string') {
    const field = (inner.shape as Record<string, z.ZodTypeAny | undefined>)[key];
    return field ?? null;
  }
  if (inner instanceof z.ZodArray && typeof key === 'number') return inner.element as z.ZodTypeAny;
  if (inner instanceof z.ZodUnion || inner instanceof z.ZodDiscriminatedUnion) {
    const options = inner.options as z.ZodTypeAny[];
    const fitting = options.find((option) => option.safeParse(value).success);
    return fitting === undefined ? null : childSchema(fitting, key, value);
  }
  return null;
}

function wrongTypeFor(value: unknown, text: boolean): unknown {
  if (text) return typeof value === 'string' && /^-?\d/.test(value) ? 'abc' : '12345';
  if (typeof value === 'string') return 12_345;
  if (typeof value === 'number') return 'abc';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { item: (value as unknown[])[0] ?? null };
  if (value === null) return 'abc';
  return ['abc'];
}

/** The ways to break the value at one position, by what its schema checks. */
function breakagesAt(
  part: Part,
  path: Key[],
  schema: z.ZodTypeAny,
  value: unknown,
  text: boolean,
): Breakage[] {
  const found: Breakage[] = [{ part, path, change: 'wrong-type', value: wrongTypeFor(value, text) }];
  const inner = core(schema);
  const checks = checksOf(schema);
  const bound = (kind: string) =>
    checks.find((c) => c.kind === kind && typeof c.value === 'number')?.value as number | undefined;
  const shown = (n: number) => (text ? String(n) : n);
  if (inner instanceof z.ZodString && typeof value === 'string') {
    const max = bound('max') ?? bound('length');
    const min = bound('min') ?? bound('length');
    if (max !== undefined && max < LONGEST_PAST_BOUND)
      found.push({ part, path, change: 'past-bound', value: 'a'.repeat(max + 1) });
    if (min !== undefined && min > 0)
      found.push({ part, path, change: 'past-bound', value: 'a'.repeat(min - 1) });
    if (EMAIL_SHAPE.test(value))
      found.push({ part, path, change: 'malformed-format', value: MALFORMED_EMAIL });
    if (ISO_DATE_START.test(value))
      found.push({ part, path, change: 'malformed-format', value: MALFORMED_DATE });
  }
  if (inner instanceof z.ZodNumber) {
    const max = bound('max');
    const min = bound('min');
    if (max !== undefined) found.push({ part, path, change: 'past-bound', value: shown(max + 1) });
    if (min !== undefined) found.push({ part, path, change: 'past-bound', value: shown(min - 1) });
    if (inner.isInt) found.push({ part, path, change: 'past-bound', value: text ? '1.5' : 1.5 });
  }
  if (inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral) {
    found.push({ part, path, change: 'not-allowed', value: UNKNOWN_VALUE });
  }
  return found;
}

/** Every position of a value with its schema, the root first. */
function breakagesIn(
  part: Part,
  schema: z.ZodTypeAny,
  value: unknown,
  text: boolean,
  path: Key[] = [],
): Breakage[] {
  const here = path.length === 0 ? [] : breakagesAt(part, path, schema, value, text);
  const inner = core(schema);
  if (inner instanceof z.ZodObject && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const fields = inner.shape as Record<string, z.ZodTypeAny>;
    // A path parameter left out would be another path, not a call missing a field.
    const missing = Object.entries(fields)
      .filter(([key, field]) => part !== 'params' && !field.isOptional() && Object.hasOwn(record, key))
      .map(([key]): Breakage => ({
        part,
        path: [...path, key],
        change: 'missing-field',
        value: undefined,
        remove: true,
      }));
    const below = Object.keys(record).flatMap((key) => {
      const field = childSchema(inner, key, record);
      return field === null ? [] : breakagesIn(part, field, record[key], text, [...path, key]);
    });
    return [...here, ...missing, ...below];
  }
  if (Array.isArray(value)) {
    return [
      ...here,
      ...value.flatMap((item, i) => {
        const element = childSchema(schema, i, value);
        return element === null ? [] : breakagesIn(part, element, item, text, [...path, i]);
      }),
    ];
  }
  return here;
}

function copy(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

function applied(root: unknown, breakage: Breakage): unknown {
  const result = copy(root);
  let parent: unknown = result;
  for (const key of breakage.path.slice(0, -1)) parent = (parent as Record<Key, unknown>)[key];
  const last = breakage.path.at(-1);
  if (last === undefined || typeof parent !== 'object' || parent === null) return result;
  if (breakage.remove === true) {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else Reflect.deleteProperty(parent, String(last));
  } else {
    (parent as Record<Key, unknown>)[last] = breakage.value;
  }
  return result;
}

function pathText(part: Part, path: Key[]): string {
  return part === 'body'
    ? `body.${['$', ...path.map((key) => (typeof key === 'number' ? `[${key}]` : key))].join('.').replace(/\.\[/g, '[')}`
    : `${part}.${path.join('.')}`;
}

/**
 * The calls the contract refuses that one valid call turns into: a field of another type, a required
 * field taken away (the whole body too), a value past a bound, a malformed e-mail or date, a value
 * outside an enum. Each is kept only if the contract's own schema refuses it.
 */
export function invalidVariants(valid: GeneratedCall, schemas: RequestSchemas): GeneratedCall[] {
  const breakages: Breakage[] = [
    ...breakagesIn('params', schemas.params, valid.params, true),
    ...breakagesIn('query', schemas.query, valid.query, true),
    ...(schemas.body === null ? [] : breakagesIn('body', schemas.body, valid.body, false)),
  ];
  const variants: GeneratedCall[] = [];
  if (schemas.body !== null && valid.body !== undefined && !schemas.body.safeParse(undefined).success) {
    const { body: _dropped, ...withoutBody } = valid;
    variants.push({ ...withoutBody, intent: { kind: 'invalid', change: 'missing-field' }, at: 'body' });
  }
  for (const breakage of breakages) {
    const changed = applied(valid[breakage.part], breakage);
    const schema = breakage.part === 'body' ? schemas.body : schemas[breakage.part];
    if (schema === null || schema.safeParse(changed).success) continue;
    variants.push({
      ...valid,
      [breakage.part]: changed,
      intent: { kind: 'invalid', change: breakage.change },
      at: pathText(breakage.part, breakage.path),
    });
  }
  return variants;
}

/** Calls the contract refuses, each one valid call broken in one place. */
export function invalidCalls(
  valid: fc.Arbitrary<GeneratedCall>,
  schemas: RequestSchemas,
): fc.Arbitrary<GeneratedCall> {
  return fc
    .tuple(valid, fc.nat())
    .map(([call, pick]) => {
      const variants = invalidVariants(call, schemas);
      return variants.length === 0 ? null : (variants[pick % variants.length] ?? null);
    })
    .filter((call): call is GeneratedCall => call !== null);
}
