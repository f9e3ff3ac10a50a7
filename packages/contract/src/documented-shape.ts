import { z } from 'zod';

import { DEFINED_BY_US } from './responses.js';

/** A field of ours that the real backend may leave out: optional, and described "[defined by us]". */
export function isOurs(schema: z.ZodTypeAny): boolean {
  return schema.isOptional() && (schema.description?.startsWith(DEFINED_BY_US) ?? false);
}

/** The schema under optional, nullable, default, effects, lazy, branded and readonly wrappers. */
export function unwrapSchema(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return unwrapSchema(schema.unwrap() as z.ZodTypeAny);
  if (schema instanceof z.ZodDefault) return unwrapSchema(schema.removeDefault() as z.ZodTypeAny);
  if (schema instanceof z.ZodEffects) return unwrapSchema(schema.innerType() as z.ZodTypeAny);
  if (schema instanceof z.ZodLazy) return unwrapSchema(schema.schema as z.ZodTypeAny);
  if (schema instanceof z.ZodBranded) return unwrapSchema(schema.unwrap() as z.ZodTypeAny);
  if (schema instanceof z.ZodReadonly) return unwrapSchema(schema._def.innerType as z.ZodTypeAny);
  return schema;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Called on every object once it is cut down, with the object schema it was read with. */
export type AdjustObject = (
  schema: z.AnyZodObject,
  value: Record<string, unknown>,
) => Record<string, unknown>;

/**
 * A reply as the real backend owes it: at every depth, the fields of ours are dropped, and so are keys
 * the contract does not name. What a documented field holds is kept as it is. Used by the mock's
 * `spec` profile, so that a site reading a field of ours meets `undefined` in its tests first.
 */
export function documentedOnly(
  schema: z.ZodTypeAny,
  value: unknown,
  adjust: AdjustObject = (_schema, object) => object,
): unknown {
  const inner = unwrapSchema(schema);
  if (inner instanceof z.ZodObject && isRecord(value)) {
    const object = inner as z.AnyZodObject;
    const shape = object.shape as Record<string, z.ZodTypeAny>;
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const field = shape[key];
      if (field === undefined || isOurs(field) || !(key in value)) continue;
      kept[key] = documentedOnly(field, value[key], adjust);
    }
    return adjust(object, kept);
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    const element = inner.element as z.ZodTypeAny;
    return value.map((item) => documentedOnly(element, item, adjust));
  }
  if (inner instanceof z.ZodUnion || inner instanceof z.ZodDiscriminatedUnion) {
    const options = inner.options as z.ZodTypeAny[];
    const matching = options.find((option) => option.safeParse(value).success);
    return matching === undefined ? value : documentedOnly(matching, value, adjust);
  }
  return value;
}
