// A ts-rest router of zod schemas as the model: each route's parameters, body and answers read from its
// schemas. What ts-rest does not hold (security, answer headers) comes from the same version's OpenAPI
// document when there is one.
import {
  openApiPath,
  operationKey,
  parameterKey,
  type Answer,
  type Api,
  type Operation,
  type Parameter,
  type Property,
  type Schema,
} from '../model/api.js';
import { isRecord } from '../openapi/records.js';
import { acceptsMissing, defOf, isZodSchema, readZodSchema } from './zod-schema.js';

type Route = Record<string, unknown> & { method: string; path: string; responses: Record<string, unknown> };

const isRoute = (value: unknown): value is Route =>
  isRecord(value) &&
  typeof value.method === 'string' &&
  typeof value.path === 'string' &&
  isRecord(value.responses);

function* routesOf(router: unknown): Generator<Route> {
  if (isRoute(router)) yield router;
  else if (isRecord(router)) for (const value of Object.values(router)) yield* routesOf(value);
}

/** The properties of a zod object as parameters of one location. */
function parametersOf(schema: unknown, location: Parameter['location']): Parameter[] {
  const def = defOf(schema);
  const object = def?.typeName === 'ZodEffects' ? defOf(def.schema) : def;
  const shape = typeof object?.shape === 'function' ? (object.shape as () => unknown)() : undefined;
  if (!isRecord(shape)) return [];
  return Object.entries(shape).map(([name, value]) => ({
    location,
    name,
    required: location === 'path' || !acceptsMissing(value),
    schema: readZodSchema(value),
  }));
}

/** A ts-rest answer: a zod schema, `c.noBody()`, `c.otherResponse({ contentType, body })` or `c.type<T>()`. */
function answerOf(value: unknown): Answer {
  const headers = new Map<string, Property>();
  if (typeof value === 'symbol') return { content: new Map(), headers };
  if (isRecord(value) && typeof value.contentType === 'string' && 'body' in value) {
    return { content: new Map([[value.contentType.toLowerCase(), readZodSchema(value.body)]]), headers };
  }
  return { content: new Map([['application/json', readZodSchema(value)]]), headers };
}

function operationOf(route: Route): Operation {
  const path = openApiPath(route.path);
  const parameters = new Map<string, Parameter>();
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const declared = parametersOf(route.pathParams, 'path');
  for (const name of pathNames) {
    const parameter = declared.find((p) => p.name === name) ?? {
      location: 'path' as const,
      name,
      required: true,
      schema: { types: new Set(['string' as const]) },
    };
    parameters.set(parameterKey('path', name), parameter);
  }
  for (const parameter of [...parametersOf(route.query, 'query'), ...parametersOf(route.headers, 'header')]) {
    parameters.set(parameterKey(parameter.location, parameter.name), parameter);
  }
  const operation: Operation = {
    method: route.method.toUpperCase(),
    path,
    parameters,
    answers: new Map(),
    security: [],
  };
  if (typeof route.summary === 'string') operation.summary = route.summary;
  if (typeof route.description === 'string') operation.description = route.description;
  if ('body' in route && route.method !== 'GET') {
    const type = typeof route.contentType === 'string' ? route.contentType.toLowerCase() : 'application/json';
    const body: Schema = isZodSchema(route.body) ? readZodSchema(route.body) : { types: new Set() };
    const content = new Map(typeof route.body === 'symbol' ? [] : [[type, body]]);
    if (content.size > 0) operation.requestBody = { required: !acceptsMissing(route.body), content };
  }
  for (const [status, value] of Object.entries(route.responses))
    operation.answers.set(status, answerOf(value));
  return operation;
}

/** Routes sharing a method and a path (one body as JSON, one as multipart) are one operation. */
function merge(into: Operation, other: Operation): void {
  if (other.requestBody === undefined) return;
  if (into.requestBody === undefined) into.requestBody = other.requestBody;
  else for (const [type, schema] of other.requestBody.content) into.requestBody.content.set(type, schema);
}

/** The router's operations; from `document` (the same version's, read) their security and answer headers. */
export function readRouter(router: unknown, document?: Api): Api {
  const operations = new Map<string, Operation>();
  for (const route of routesOf(router)) {
    const operation = operationOf(route);
    const key = operationKey(operation.method, operation.path);
    const known = operations.get(key);
    if (known !== undefined) merge(known, operation);
    else operations.set(key, operation);
  }
  for (const [key, operation] of operations) {
    const documented = document?.operations.get(key);
    if (documented === undefined) continue;
    operation.security = documented.security;
    for (const [status, answer] of operation.answers) {
      answer.headers = documented.answers.get(status)?.headers ?? answer.headers;
    }
  }
  return { operations };
}
