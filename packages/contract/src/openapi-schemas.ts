import { DEFINED_BY_US } from './responses.js';

/** A JSON Schema object as the OpenAPI document holds it. */
export type SchemaObject = { [keyword: string]: unknown };

const isObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapValues = (map: SchemaObject, convert: (schema: SchemaObject) => SchemaObject) =>
  Object.fromEntries(
    Object.entries(map).map(([name, value]) => [name, isObject(value) ? convert(value) : value]),
  );

/** The keywords whose values are schemas, lists of schemas, or maps of schemas. */
const ONE_SCHEMA = new Set(['items', 'additionalProperties', 'not', 'contains', 'propertyNames']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);

/**
 * One schema as ts-rest writes it (OpenAPI 3.0 keywords, with zod's JSON Schema 2020 bounds: the mix
 * that neither version accepts) turned into the JSON Schema 2020-12 of OpenAPI 3.1, all the way down:
 * - `nullable: true` becomes `null` among the types (or a union with `{ type: 'null' }`);
 * - boolean `exclusiveMinimum`/`exclusiveMaximum` become numbers, and a bound made redundant by the
 *   exclusive one goes (`.positive()` gives `minimum: 0, exclusiveMinimum: 0`);
 * - `oneOf` becomes `anyOf`: a zod union takes the first member that matches, so a value that two
 *   members accept (`''` for a date or the empty string) is valid, which `oneOf` would refuse;
 * - `example` becomes `examples`;
 * - a field of ours (its description starts with "[defined by us]") is marked `x-defined-by-us`.
 */
export function toSchema31(schema: SchemaObject): SchemaObject {
  const converted: SchemaObject = {};
  for (const [keyword, value] of Object.entries(schema)) {
    const name = keyword === 'oneOf' ? 'anyOf' : keyword === 'example' ? 'examples' : keyword;
    if (ONE_SCHEMA.has(name) && isObject(value)) converted[name] = toSchema31(value);
    else if (SCHEMA_LISTS.has(name) && isList(value))
      converted[name] = value.map((item) => (isObject(item) ? toSchema31(item) : item));
    else if (SCHEMA_MAPS.has(name) && isObject(value)) converted[name] = mapValues(value, toSchema31);
    else if (name === 'examples' && keyword === 'example') converted[name] = [value];
    else if (name !== 'nullable') converted[name] = value;
  }
  if (typeof converted.description === 'string' && converted.description.startsWith(DEFINED_BY_US))
    converted['x-defined-by-us'] = true;
  const bounded = exclusiveBound(
    exclusiveBound(converted, 'minimum', 'exclusiveMinimum'),
    'maximum',
    'exclusiveMaximum',
  );
  return schema.nullable === true ? withNull(bounded) : bounded;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

const without = (schema: SchemaObject, keyword: string): SchemaObject =>
  Object.fromEntries(Object.entries(schema).filter(([name]) => name !== keyword));

function exclusiveBound(schema: SchemaObject, inclusive: string, exclusive: string): SchemaObject {
  const bound = schema[inclusive];
  const exclusiveBound = schema[exclusive];
  if (exclusiveBound === true) return { ...without(schema, inclusive), [exclusive]: bound };
  if (exclusiveBound === false) return without(schema, exclusive);
  if (typeof exclusiveBound === 'number' && bound === exclusiveBound) return without(schema, inclusive);
  return schema;
}

function withNull(schema: SchemaObject): SchemaObject {
  const { type, enum: values } = schema;
  if (typeof type === 'string' || isList(type)) {
    const types = isList(type) ? type : [type];
    return {
      ...schema,
      type: types.includes('null') ? types : [...types, 'null'],
      ...(isList(values) && !values.includes(null) ? { enum: [...values, null] } : {}),
    };
  }
  const { description, 'x-defined-by-us': ours, ...rest } = schema;
  const union = isList(rest.anyOf) && Object.keys(rest).length === 1 ? rest.anyOf : [rest];
  return {
    ...(description === undefined ? {} : { description }),
    ...(ours === undefined ? {} : { 'x-defined-by-us': ours }),
    anyOf: [...union, { type: 'null' }],
  };
}
