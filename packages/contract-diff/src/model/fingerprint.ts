// Two shapes are the same when they accept the same values: what a renamed field or a reordered union
// is recognised by. Descriptions and examples do not count.
import type { Bound, Schema } from './api.js';

const sorted = <T>(values: Iterable<T>): T[] => [...values].sort();

function canonical(schema: Schema): unknown {
  return {
    types: sorted(schema.types),
    enum: schema.enum === undefined ? undefined : sorted(schema.enum.map((v) => JSON.stringify(v))),
    format: schema.format,
    pattern: schema.pattern,
    bounds: [
      schema.minLength,
      schema.maxLength,
      schema.minimum,
      schema.maximum,
      schema.minItems,
      schema.maxItems,
    ],
    properties:
      schema.properties === undefined
        ? undefined
        : sorted(schema.properties.keys()).map((name) => {
            const property = schema.properties?.get(name);
            return [name, property?.required, property === undefined ? null : canonical(property.schema)];
          }),
    additional:
      typeof schema.additionalProperties === 'object'
        ? canonical(schema.additionalProperties)
        : schema.additionalProperties,
    items: schema.items === undefined ? undefined : canonical(schema.items),
    variants: schema.variants === undefined ? undefined : sorted(schema.variants.map(fingerprint)),
    checks: schema.checks === undefined ? undefined : sorted(schema.checks),
  };
}

export const fingerprint = (schema: Schema): string => JSON.stringify(canonical(schema));

const boundText = (name: string, b: Bound | undefined, low: boolean): string | undefined =>
  b === undefined
    ? undefined
    : `${name} ${low ? (b.exclusive ? '>' : '≥') : b.exclusive ? '<' : '≤'} ${b.value}`;

/** A shape in a few words, for the table: "string (email)", "integer ≥ 1", "'a' | 'b'". */
export function describe(schema: Schema): string {
  const types = schema.types.size === 0 ? 'any' : sorted(schema.types).join(' | ');
  const enumText =
    schema.enum === undefined ? undefined : schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const format = schema.format === undefined ? '' : ` (${schema.format})`;
  return `${enumText ?? types}${format}`;
}

export { boundText };
