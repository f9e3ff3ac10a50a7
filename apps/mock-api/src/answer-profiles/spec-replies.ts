import { z } from 'zod';

import {
  BlogListReplySchema,
  contract,
  CourseReceivedSchema,
  documentedOnly,
  listRoutes,
  LoginReplySchema,
  ProviderLoginReplySchema,
  type AdjustObject,
} from '@formation/contract';

const signInReplies: ReadonlySet<z.AnyZodObject> = new Set([LoginReplySchema, ProviderLoginReplySchema]);

/**
 * How the real backend lays out what it owes, where the product rules say it may differ from our `full`
 * answers: the token at the top as `access_token` (product rules 4), the blog list under `data` (product
 * rules 7), an empty text for a course without a picture (product rules 7: "a course image that is empty").
 */
const specLayout: AdjustObject = (schema, object) => {
  if (signInReplies.has(schema)) {
    const { token, ...rest } = object;
    const accessToken =
      typeof token === 'string' ? token : (token as { access_token?: unknown }).access_token;
    return { ...rest, access_token: accessToken };
  }
  if (schema === BlogListReplySchema) {
    const { results, ...rest } = object;
    return { ...rest, data: results };
  }
  if (schema === CourseReceivedSchema) return { ...object, image: object.image ?? '' };
  return object;
};

/** The success schema of each route of the contract, by method and Fastify route path. */
function successSchemas(): Map<string, Map<number, z.ZodTypeAny>> {
  const byRoute = new Map<string, Map<number, z.ZodTypeAny>>();
  for (const { method, path, route } of listRoutes(contract)) {
    const statuses = new Map<number, z.ZodTypeAny>();
    for (const [status, schema] of Object.entries(route.responses)) {
      if (Number(status) < 300 && schema instanceof z.ZodType) statuses.set(Number(status), schema);
    }
    byRoute.set(`${method} ${path}`, statuses);
  }
  return byRoute;
}

const SUCCESS_SCHEMAS = successSchemas();

/**
 * The `spec` profile's answer: a success answer cut to what the product rules document (no field of
 * ours, at any depth) and laid out as the real backend may lay it out. Error bodies keep the one
 * shape. Runs after the contract validated the full answer, so both profiles answer from one handler.
 */
export function documentedAnswer(method: string, pattern: string, status: number, payload: unknown): unknown {
  const schema = SUCCESS_SCHEMAS.get(`${method} ${pattern}`)?.get(status);
  return schema === undefined ? payload : documentedOnly(schema, payload, specLayout);
}
