import { generateOpenApi } from '@ts-rest/open-api';

import { contract } from './index.js';
import { EXAMPLE_REQUESTS, exampleName } from './openapi-example-requests.js';
import seedExamples from './openapi-examples.json' with { type: 'json' };
import { LINKS, linksOf } from './openapi-links.js';
import { describeOperation, SECURITY_SCHEMES, TAGS, type OperationObject } from './openapi-operations.js';
import { bodyIsRequired } from './openapi-request-bodies.js';
import { toSchema31, type SchemaObject } from './openapi-schemas.js';
import { listRoutes, type RouteEntry } from './route-list.js';

export type { OperationObject } from './openapi-operations.js';

/** The OpenAPI 3.1 document of the contract (the parts its readers here rely on). */
export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers: { url: string; description?: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, SchemaObject>; securitySchemes: Record<string, unknown> };
};

const DESCRIPTION = `The one API contract of the training site: every call of the specification (section 7) with
its exact method and path, the calls the product rules leave out (marked "[defined by us]" and
\`x-defined-by-us\`), and the mock API's /__mock surface (open on loopback; anywhere else it and
the x-mock-session header need the MOCK_ADMIN_TOKEN key, sent as x-mock-admin-token). Each
operation names the section of the product rules it comes from (\`x-spec-section\`). Every non-2xx
answer has the one error body (ErrorBody).

Fields of ours in the replies are optional and marked \`x-defined-by-us\`: the real backend owes
only what the product rules document.

Known finding: GET /favorites/{userId} and POST, DELETE /favorites/{courseId} share one path with
two parameter names. That is how the product rules give them, so linters' "identical paths"
finding stays.`;

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };

/** The operation of a contract path (":id" form) and method in a document. */
export function operationOf(
  doc: Pick<OpenApiDocument, 'paths'>,
  path: string,
  method: string,
): OperationObject | undefined {
  return doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
}

type GeneratedDocument = Pick<OpenApiDocument, 'paths' | 'info' | 'servers'>;

const generated = (router: Parameters<typeof generateOpenApi>[0]): GeneratedDocument =>
  generateOpenApi(
    router,
    {
      info: { title: 'Training site API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: 'http://localhost:3001', description: 'The mock API' }],
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) =>
        describeOperation(operation as OperationObject, route) as unknown as typeof operation,
    },
  ) as unknown as GeneratedDocument;

/**
 * ts-rest writes one operation per method and path, so routes sharing both (PATCH /users/{id} as JSON,
 * or as multipart with a photo: product rules 7) would overwrite each other: merge their request bodies.
 */
function mergeSharedOperations(doc: GeneratedDocument): GeneratedDocument {
  const groups = new Map<string, RouteEntry[]>();
  for (const entry of listRoutes(contract)) {
    const id = `${entry.method} ${entry.path}`;
    groups.set(id, [...(groups.get(id) ?? []), entry]);
  }
  for (const entries of groups.values()) {
    const [first] = entries;
    if (entries.length < 2 || first === undefined) continue;
    const target = operationOf(doc, first.path, first.method);
    if (target === undefined) continue;
    const content: Record<string, unknown> = {};
    for (const { key, route, path, method } of entries) {
      Object.assign(content, operationOf(generated({ [key]: route }), path, method)?.requestBody?.content);
    }
    target.requestBody = { ...target.requestBody, content };
    target.operationId = first.key;
    target.summary = entries.map((e) => e.route.summary).join(' / ');
    target.description = `${target.description ?? ''}\n\nVariants: ${entries.map((e) => e.key).join(', ')}.`;
  }
  return doc;
}

type Media = Record<string, { schema?: SchemaObject }>;

const convertMedia = (content: Media, schemaOf = toSchema31): Media =>
  Object.fromEntries(
    Object.entries(content).map(([type, media]) => [
      type,
      media.schema === undefined ? media : { ...media, schema: schemaOf(media.schema) },
    ]),
  );

/**
 * A multipart part the contract leaves untyped (`z.unknown()`: the server checks the file itself) is
 * a file, which OpenAPI writes as binary content.
 */
function withFileParts(content: Media): Media {
  const form = content['multipart/form-data']?.schema;
  if (form === undefined) return content;
  const properties = Object.fromEntries(
    Object.entries((form.properties ?? {}) as Record<string, SchemaObject>).map(([name, part]) => {
      const { description, anyOf } = part;
      const untyped =
        part.type === undefined && (anyOf === undefined || JSON.stringify(anyOf) === '[{},{"type":"null"}]');
      return [name, untyped ? { description, type: 'string', format: 'binary' } : part];
    }),
  );
  return { ...content, 'multipart/form-data': { schema: { ...form, properties } } };
}

/** An operation's schemas in OpenAPI 3.1's JSON Schema; every error answer refers to ErrorBody. */
function toOperation31(operation: OperationObject): OperationObject {
  const parameters = (operation.parameters as { schema?: SchemaObject }[] | undefined)?.map((parameter) =>
    parameter.schema === undefined ? parameter : { ...parameter, schema: toSchema31(parameter.schema) },
  );
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => [
      status,
      response.content === undefined
        ? response
        : {
            ...response,
            content: convertMedia(
              response.content as Media,
              Number(status) >= 400 ? () => ERROR_BODY_REF : toSchema31,
            ),
          },
    ]),
  );
  const requestBody =
    operation.requestBody?.content === undefined
      ? operation.requestBody
      : {
          ...operation.requestBody,
          content: withFileParts(convertMedia(operation.requestBody.content as Media)),
        };
  return {
    ...operation,
    ...(parameters === undefined ? {} : { parameters }),
    ...(requestBody === undefined ? {} : { requestBody }),
    responses,
  };
}

/**
 * A body is required where the contract refuses a call without it: where every route sharing the
 * operation (PATCH /users/{id} as JSON or multipart) does.
 */
function withRequiredBodies(paths: OpenApiDocument['paths']): void {
  const variants = new Map<OperationObject, RouteEntry[]>();
  for (const entry of listRoutes(contract)) {
    const operation = operationOf({ paths }, entry.path, entry.method);
    if (operation?.requestBody !== undefined)
      variants.set(operation, [...(variants.get(operation) ?? []), entry]);
  }
  for (const [operation, entries] of variants)
    if (entries.every(({ route }) => bodyIsRequired(route)))
      operation.requestBody = { ...operation.requestBody, required: true };
}

type OperationExamples = { request?: unknown; responses: Record<string, unknown> };

/** One example recorded on the seeded mock, under its name. */
const recorded = (name: string, value: unknown) => ({
  [name]: { summary: 'Recorded on the seeded mock', value },
});

type ParameterObject = { name: string; in: string; examples?: Record<string, unknown> };

/** The path and query values of a recorded call, as examples of its parameters under the call's name. */
function withParameterExamples(route: string, operation: OperationObject, recordedStatuses: string[]): void {
  for (const [name, request] of Object.entries(EXAMPLE_REQUESTS[route] ?? {})) {
    if (!recordedStatuses.includes(request.status))
      throw new Error(`${route}: example ${name} names status ${request.status}, which was not recorded`);
    for (const place of ['path', 'query'] as const)
      for (const [parameterName, value] of Object.entries(request[place] ?? {})) {
        const parameter = (operation.parameters as ParameterObject[] | undefined)?.find(
          (candidate) => candidate.in === place && candidate.name === parameterName,
        );
        if (parameter === undefined) throw new Error(`${route} has no ${place} parameter ${parameterName}`);
        parameter.examples = { ...parameter.examples, ...recorded(name, value) };
      }
  }
}

/**
 * The examples recorded on the seeded mock (apps/mock-api, `openapi:examples`), on their operations'
 * parameters and JSON request and reply bodies: the docs UI shows realistic French data, and a
 * request's examples and its answer's share a name (`seed`, or that of EXAMPLE_REQUESTS), which is
 * how Specmatic and other tools pair them.
 */
function withSeedExamples(paths: OpenApiDocument['paths']): void {
  for (const [route, examples] of Object.entries(seedExamples as Record<string, OperationExamples>)) {
    const [method = '', path = ''] = route.split(' ');
    const operation = operationOf({ paths }, path, method);
    if (operation === undefined) throw new Error(`an example for ${route}, which the contract lacks`);
    const request = operation.requestBody?.content?.['application/json'] as
      Record<string, unknown> | undefined;
    if (examples.request !== undefined && request !== undefined)
      request.examples = recorded('seed', examples.request);
    withParameterExamples(route, operation, Object.keys(examples.responses));
    for (const [status, value] of Object.entries(examples.responses)) {
      const media = operation.responses[status]?.content?.['application/json'] as
        Record<string, unknown> | undefined;
      if (media === undefined) throw new Error(`an example for ${route} ${status}, which the contract lacks`);
      media.examples = recorded(exampleName(route, status), value);
    }
  }
  for (const route of Object.keys(EXAMPLE_REQUESTS))
    if (!(route in seedExamples))
      throw new Error(`example requests for ${route}, which has no recorded examples`);
}

/** The flows of openapi-links.ts, as links on the answers they start from. */
function withLinks(paths: OpenApiDocument['paths']): void {
  const operations = new Map(
    Object.values(paths)
      .flatMap((item) => Object.values(item))
      .map((operation) => [operation.operationId ?? '', operation]),
  );
  const summaryOf = (operationId: string) => operations.get(operationId)?.summary ?? operationId;
  for (const answer of Object.keys(LINKS)) {
    const [operationId = '', status = ''] = answer.split(' ');
    const response = operations.get(operationId)?.responses[status];
    if (response === undefined) throw new Error(`links from ${answer}, which the document lacks`);
    response.links = linksOf(answer, summaryOf);
  }
}

/** The error body as the generator wrote it under any error status. */
function errorBodySchema(doc: GeneratedDocument): SchemaObject {
  for (const item of Object.values(doc.paths))
    for (const operation of Object.values(item))
      for (const [status, response] of Object.entries(operation.responses)) {
        const schema = (response.content as Media | undefined)?.['application/json']?.schema;
        if (Number(status) >= 400 && schema !== undefined) return toSchema31(schema);
      }
  throw new Error('no error answer in the contract');
}

/** The OpenAPI 3.1 document of the contract; the mock API serves it at /docs/json. */
export function buildOpenApiDocument(): OpenApiDocument {
  const doc = mergeSharedOperations(generated(contract));
  const paths = Object.fromEntries(
    Object.entries(doc.paths).map(([path, item]) => [
      path,
      Object.fromEntries(Object.entries(item).map(([method, op]) => [method, toOperation31(op)])),
    ]),
  );
  withRequiredBodies(paths);
  withSeedExamples(paths);
  withLinks(paths);
  return {
    openapi: '3.1.0',
    info: {
      ...doc.info,
      contact: { name: 'Formation Pro', email: 'contact@formation-pro.tn' },
      // A licence off the SPDX list is written LicenseRef-…; OpenAPI 3.1 readers (Specmatic) want an identifier.
      license: {
        name: 'Proprietary: all rights reserved by Formation Pro',
        identifier: 'LicenseRef-Proprietary',
      },
    },
    servers: doc.servers,
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: { schemas: { ErrorBody: errorBodySchema(doc) }, securitySchemes: SECURITY_SCHEMES },
  };
}

let built: OpenApiDocument | undefined;

/** The document, built on first use: generating it costs ~200 ms that a server start need not pay. */
export function getOpenApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument();
  return built;
}
