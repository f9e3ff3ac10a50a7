// An OpenAPI schema (3.0 or 3.1, JSON Schema's keywords) as the model's Schema: references followed,
// `nullable` and `type: [..., 'null']` alike, allOf merged, a union with null written as nullable.
import { anySchema, type Bound, type JsonType, type Property, type Schema } from '../model/api.js';
import { isRecord } from './records.js';

const JSON_TYPES = new Set<string>(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);

/** Follows `#/…` references within the document; a reference that loops back reads as any value. */
export type Resolve = (ref: string) => unknown;

export function readJsonSchema(
  raw: unknown,
  resolve: Resolve,
  seen: ReadonlySet<string> = new Set(),
): Schema {
  if (!isRecord(raw)) return anySchema();
  const ref = raw.$ref;
  if (typeof ref === 'string') {
    if (seen.has(ref)) return anySchema();
    return readJsonSchema(resolve(ref), resolve, new Set([...seen, ref]));
  }
  const read = (value: unknown): Schema => readJsonSchema(value, resolve, seen);
  const schema: Schema = { types: typesOf(raw) };
  if (raw.nullable === true && schema.types.size > 0) schema.types.add('null');
  if (Array.isArray(raw.enum)) schema.enum = enumOf(raw.enum, schema);
  if ('const' in raw) schema.enum = enumOf([raw.const], schema);
  if (typeof raw.format === 'string') schema.format = raw.format;
  if (typeof raw.pattern === 'string') schema.pattern = raw.pattern;
  if (typeof raw.description === 'string') schema.description = raw.description;
  if ('default' in raw) schema.default = raw.default;
  setBounds(schema, raw);
  if (isRecord(raw.properties) || Array.isArray(raw.required)) {
    const required = new Set(
      Array.isArray(raw.required) ? raw.required.filter((n) => typeof n === 'string') : [],
    );
    const properties = new Map<string, Property>();
    for (const [name, value] of Object.entries(isRecord(raw.properties) ? raw.properties : {})) {
      properties.set(name, { schema: read(value), required: required.has(name) });
    }
    schema.properties = properties;
    if (schema.types.size === 0) schema.types.add('object');
  }
  if (raw.additionalProperties === false) schema.additionalProperties = false;
  else if (isRecord(raw.additionalProperties)) schema.additionalProperties = read(raw.additionalProperties);
  if (raw.items !== undefined) {
    schema.items = read(raw.items);
    if (schema.types.size === 0) schema.types.add('array');
  }
  const alternatives = [raw.oneOf, raw.anyOf].find(Array.isArray);
  if (alternatives !== undefined) addVariants(schema, alternatives.map(read));
  if (Array.isArray(raw.allOf)) for (const part of raw.allOf) mergeInto(schema, read(part));
  return schema;
}

function typesOf(raw: Record<string, unknown>): Set<JsonType> {
  const listed = Array.isArray(raw.type) ? raw.type : raw.type === undefined ? [] : [raw.type];
  return new Set(listed.filter((t): t is JsonType => typeof t === 'string' && JSON_TYPES.has(t)));
}

/** The values of an enum; a null among them is the schema's nullability, not a value. */
function enumOf(values: unknown[], schema: Schema): unknown[] {
  if (values.includes(null)) schema.types.add('null');
  const kept = values.filter((v) => v !== null);
  for (const value of kept) {
    const type = typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
    if (schema.types.size === 0 || (schema.types.size === 1 && schema.types.has('null'))) {
      if (JSON_TYPES.has(type)) schema.types.add(type as JsonType);
    }
  }
  return kept;
}

const bound = (value: unknown, exclusive: boolean): Bound | undefined =>
  typeof value === 'number' ? { value, exclusive } : undefined;

function setBounds(schema: Schema, raw: Record<string, unknown>): void {
  // 3.0 writes exclusiveMinimum: true beside minimum; 3.1 writes the bound itself.
  const bounds = {
    minimum: bound(raw.exclusiveMinimum, true) ?? bound(raw.minimum, raw.exclusiveMinimum === true),
    maximum: bound(raw.exclusiveMaximum, true) ?? bound(raw.maximum, raw.exclusiveMaximum === true),
    minLength: bound(raw.minLength, false),
    maxLength: bound(raw.maxLength, false),
    minItems: bound(raw.minItems, false),
    maxItems: bound(raw.maxItems, false),
  };
  for (const [key, value] of Object.entries(bounds)) {
    if (value !== undefined) schema[key as keyof typeof bounds] = value;
  }
}

/** A union's alternatives; one that is only null makes the rest nullable, and a single one is the schema. */
export function addVariants(schema: Schema, variants: Schema[]): void {
  const isNull = (v: Schema) => v.types.size === 1 && v.types.has('null') && v.enum === undefined;
  if (variants.some(isNull)) schema.types.add('null');
  const rest = variants.filter((v) => !isNull(v));
  if (rest.length === 1 && rest[0] !== undefined) {
    const nullable = schema.types.has('null');
    mergeInto(schema, rest[0]);
    if (nullable) schema.types.add('null');
    return;
  }
  if (rest.length > 1) schema.variants = rest;
}

/** allOf: what both accept (properties and requirements together, the narrower type). */
export function mergeInto(target: Schema, part: Schema): void {
  if (target.types.size === 0) for (const type of part.types) target.types.add(type);
  else if (part.types.size > 0) {
    for (const type of [...target.types]) if (!part.types.has(type)) target.types.delete(type);
  }
  if (part.properties !== undefined) {
    const properties = target.properties ?? new Map<string, Property>();
    for (const [name, property] of part.properties) {
      const known = properties.get(name);
      properties.set(name, {
        schema: property.schema,
        required: property.required || (known?.required ?? false),
      });
    }
    target.properties = properties;
  }
  const { types: _types, properties: _properties, ...rest } = part;
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && (target as Record<string, unknown>)[key] === undefined) {
      (target as Record<string, unknown>)[key] = value;
    }
  }
}
