// A zod (3) schema as the model's Schema: what the wire carries (a schema's input), with what a
// document cannot write kept as checks (refinements, by their source). Each side's zod is its own copy
// (a contract is bundled with its own), so schemas are read by their `_def`, never by `instanceof`.
import { anySchema, type Bound, type JsonType, type Property, type Schema } from '../model/api.js';
import { addVariants, mergeInto } from '../openapi/json-schema.js';
import { isRecord } from '../openapi/records.js';

type Def = Record<string, unknown> & { typeName?: unknown };

export const defOf = (schema: unknown): Def | undefined =>
  isRecord(schema) && isRecord(schema._def) ? schema._def : undefined;

export const isZodSchema = (value: unknown): boolean => typeof defOf(value)?.typeName === 'string';

/** Types a zod type name stands for, where that is all there is to it. */
const PLAIN: Record<string, JsonType[]> = {
  ZodBoolean: ['boolean'],
  ZodNull: ['null'],
  ZodBigInt: ['integer'],
  ZodDate: ['string'],
  ZodSet: ['array'],
  ZodMap: ['object'],
};

const STRING_FORMATS: Record<string, string> = {
  email: 'email',
  url: 'uri',
  uuid: 'uuid',
  cuid: 'cuid',
  datetime: 'date-time',
  date: 'date',
  time: 'time',
  ip: 'ip',
  base64: 'byte',
};

/** A function's source without what bundling renames (spaces, and the digits it adds to names). */
const sourceOf = (fn: unknown): string =>
  typeof fn === 'function'
    ? fn
        .toString()
        .replace(/\s+/g, '')
        .replace(/[a-z_$][\w$]*/gi, (name) => name.replace(/(?<!\d)\d+$/, ''))
    : '?';

const checksOf = (def: Def): Record<string, unknown>[] =>
  Array.isArray(def.checks) ? def.checks.filter(isRecord) : [];

function readString(def: Def, schema: Schema): void {
  for (const check of checksOf(def)) {
    const value = typeof check.value === 'number' ? check.value : undefined;
    const kind = String(check.kind);
    if (kind === 'min' && value !== undefined) schema.minLength = { value, exclusive: false };
    else if (kind === 'max' && value !== undefined) schema.maxLength = { value, exclusive: false };
    else if (kind === 'length' && value !== undefined) {
      schema.minLength = { value, exclusive: false };
      schema.maxLength = { value, exclusive: false };
    } else if (kind === 'regex' && check.regex instanceof RegExp) schema.pattern = check.regex.source;
    else if (STRING_FORMATS[kind] !== undefined) schema.format = STRING_FORMATS[kind];
    else if (['startsWith', 'endsWith', 'includes'].includes(kind)) {
      schema.checks = [...(schema.checks ?? []), `${kind}:${String(check.value)}`];
    }
  }
}

function readNumber(def: Def, schema: Schema): void {
  for (const check of checksOf(def)) {
    const bound: Bound | undefined =
      typeof check.value === 'number'
        ? { value: check.value, exclusive: check.inclusive === false }
        : undefined;
    if (check.kind === 'int') schema.types = new Set(['integer']);
    else if (check.kind === 'min' && bound !== undefined) schema.minimum = bound;
    else if (check.kind === 'max' && bound !== undefined) schema.maximum = bound;
    else if (check.kind === 'multipleOf')
      schema.checks = [...(schema.checks ?? []), `multipleOf:${String(check.value)}`];
  }
}

/** Whether an object may leave the property out: optional, defaulted, or a shape that takes undefined. */
export function acceptsMissing(value: unknown): boolean {
  const def = defOf(value);
  const name = def?.typeName;
  if (def === undefined) return true;
  if (
    ['ZodOptional', 'ZodDefault', 'ZodUndefined', 'ZodVoid', 'ZodAny', 'ZodUnknown'].includes(String(name))
  ) {
    return true;
  }
  if (name === 'ZodUnion') return Array.isArray(def.options) && def.options.some(acceptsMissing);
  const inner = innerOf(def);
  return inner === undefined ? false : acceptsMissing(inner);
}

/** The schema a wrapper stands for, as the wire sees it. */
function innerOf(def: Def): unknown {
  switch (def.typeName) {
    case 'ZodNullable':
    case 'ZodCatch':
    case 'ZodReadonly':
      return def.innerType;
    case 'ZodEffects':
      return def.schema;
    case 'ZodBranded':
      return def.type;
    case 'ZodPipeline':
      return def.in;
    case 'ZodLazy':
      return typeof def.getter === 'function' ? (def.getter as () => unknown)() : undefined;
    default:
      return undefined;
  }
}

function readObject(def: Def, read: (value: unknown) => Schema): Schema {
  const shape = typeof def.shape === 'function' ? (def.shape as () => unknown)() : def.shape;
  const properties = new Map<string, Property>();
  for (const [name, value] of Object.entries(isRecord(shape) ? shape : {})) {
    properties.set(name, { schema: read(value), required: !acceptsMissing(value) });
  }
  const schema: Schema = { types: new Set(['object']), properties };
  const catchall = defOf(def.catchall);
  if (catchall !== undefined && catchall.typeName !== 'ZodNever')
    schema.additionalProperties = read(def.catchall);
  else if (def.unknownKeys === 'strict') schema.additionalProperties = false;
  else if (def.unknownKeys === 'passthrough') schema.additionalProperties = true;
  return schema;
}

const literalType = (value: unknown): JsonType =>
  value === null
    ? 'null'
    : typeof value === 'number'
      ? Number.isInteger(value)
        ? 'integer'
        : 'number'
      : (typeof value as JsonType);

/** Reads a zod schema; `seen` stops a recursive (lazy) schema at its second visit. */
export function readZodSchema(value: unknown, seen: ReadonlySet<unknown> = new Set()): Schema {
  const def = defOf(value);
  if (def === undefined || seen.has(value)) return anySchema();
  const next = new Set([...seen, value]);
  const read = (inner: unknown): Schema => readZodSchema(inner, next);
  const schema = readDef(def, read);
  if (typeof def.description === 'string') schema.description = def.description;
  return schema;
}

function readDef(def: Def, read: (value: unknown) => Schema): Schema {
  const name = String(def.typeName);
  const plain = PLAIN[name];
  if (plain !== undefined) return { types: new Set(plain) };
  switch (name) {
    case 'ZodString': {
      const schema: Schema = { types: new Set(['string']) };
      readString(def, schema);
      return schema;
    }
    case 'ZodNumber': {
      const schema: Schema = { types: new Set(['number']) };
      readNumber(def, schema);
      return schema;
    }
    case 'ZodLiteral':
      return { types: new Set([literalType(def.value)]), enum: [def.value] };
    case 'ZodEnum':
      return {
        types: new Set(['string']),
        enum: Array.isArray(def.values) ? [...(def.values as unknown[])] : [],
      };
    case 'ZodNativeEnum': {
      const values = isRecord(def.values) ? Object.values(def.values) : [];
      // A numeric enum also maps its names back from its numbers: only the numbers are values.
      const kept = values.some((v) => typeof v === 'number')
        ? values.filter((v) => typeof v === 'number')
        : values;
      return { types: new Set(kept.map(literalType)), enum: kept };
    }
    case 'ZodObject':
      return readObject(def, read);
    case 'ZodRecord':
      return { types: new Set(['object']), additionalProperties: read(def.valueType) };
    case 'ZodArray': {
      const schema: Schema = { types: new Set(['array']), items: read(def.type) };
      const length = (v: unknown): Bound | undefined =>
        isRecord(v) && typeof v.value === 'number' ? { value: v.value, exclusive: false } : undefined;
      const [min, max, exact] = [length(def.minLength), length(def.maxLength), length(def.exactLength)];
      if ((exact ?? min) !== undefined) schema.minItems = (exact ?? min) as Bound;
      if ((exact ?? max) !== undefined) schema.maxItems = (exact ?? max) as Bound;
      return schema;
    }
    case 'ZodTuple': {
      const items = Array.isArray(def.items) ? def.items.map(read) : [];
      const schema: Schema = {
        types: new Set(['array']),
        minItems: { value: items.length, exclusive: false },
      };
      addVariants(schema, items);
      return schema;
    }
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion': {
      const options: unknown[] = Array.isArray(def.options)
        ? (def.options as unknown[])
        : [...(def.options instanceof Map ? def.options.values() : [])];
      const schema: Schema = { types: new Set() };
      addVariants(schema, options.map(read));
      return schema;
    }
    case 'ZodIntersection': {
      const schema = read(def.left);
      mergeInto(schema, read(def.right));
      return schema;
    }
    case 'ZodOptional':
    case 'ZodDefault': {
      const schema = read(def.innerType);
      if (name === 'ZodDefault' && typeof def.defaultValue === 'function') {
        schema.default = (def.defaultValue as () => unknown)();
      }
      return schema;
    }
    case 'ZodNullable': {
      const schema = read(def.innerType);
      if (schema.types.size > 0) schema.types.add('null');
      return schema;
    }
    case 'ZodEffects': {
      const schema = read(def.schema);
      const effect = isRecord(def.effect) ? def.effect : {};
      if (effect.type === 'refinement')
        schema.checks = [...(schema.checks ?? []), `refine:${sourceOf(effect.refinement)}`];
      return schema;
    }
    default: {
      const inner = innerOf(def);
      return inner === undefined ? anySchema() : read(inner);
    }
  }
}
