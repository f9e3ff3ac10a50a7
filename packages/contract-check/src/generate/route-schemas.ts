import { isZodType } from '@ts-rest/core';
import { z } from 'zod';

import type { RouteDocs } from '@formation/contract';

import type { PlannedRoute } from '../route-plan';

/** The request side of a route as zod schemas: what its path, query and body accept. */
export interface RequestSchemas {
  params: z.AnyZodObject;
  query: z.AnyZodObject;
  /** The JSON body; null when the route takes none. */
  body: z.ZodTypeAny | null;
  /** The body travels as multipart/form-data: not generated (the check sends JSON only). */
  multipart: boolean;
  /** The signed-in user's route (`caller: 'user'` in its docs): the token is its point. */
  signedIn: boolean;
}

const EMPTY = z.object({});

function objectOrEmpty(schema: unknown): z.AnyZodObject {
  return schema instanceof z.ZodObject ? (schema as z.AnyZodObject) : EMPTY;
}

function paramsOf(route: PlannedRoute): z.AnyZodObject {
  const declared = objectOrEmpty(route.route.pathParams);
  // A parameter the contract leaves untyped is text of one character or more.
  const shape = declared.shape as Record<string, unknown>;
  const missing = route.pathParams.filter((name) => !Object.hasOwn(shape, name));
  return missing.length === 0
    ? declared
    : declared.extend(Object.fromEntries(missing.map((name) => [name, z.string().min(1)])));
}

function isRouteDocs(value: unknown): value is RouteDocs {
  return typeof value === 'object' && value !== null && 'specSection' in value;
}

export function requestSchemasOf(route: PlannedRoute): RequestSchemas {
  const body: unknown = 'body' in route.route ? route.route.body : undefined;
  const docs: unknown = route.route.metadata;
  return {
    params: paramsOf(route),
    query: objectOrEmpty('query' in route.route ? route.route.query : undefined),
    body: isZodType(body) ? body : null,
    multipart: 'contentType' in route.route && route.route.contentType === 'multipart/form-data',
    signedIn: isRouteDocs(docs) && docs.caller === 'user',
  };
}
