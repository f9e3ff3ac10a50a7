import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './index';
import { listRoutes, type RouteEntry } from './route-list';

type OpenApiDocument = ReturnType<typeof generateOpenApi>;

const DESCRIPTION = [
  'The one API contract of the training site: every call of the specification (section 7) with its exact',
  'method and path, the calls the specification leaves out (marked "[defined by us]"), and the mock',
  "API's /__mock admin surface (open on loopback; anywhere else it and the x-mock-session header need",
  'the MOCK_ADMIN_TOKEN key, sent as x-mock-admin-token). Every non-2xx answer has the one error body',
  '{ statusCode, error, message, code?, details? }.',
].join(' ');

export type OpenApiOperation = {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
  operationId?: string;
  summary?: string;
  description?: string;
  requestBody?: { content?: Record<string, unknown> };
};

/** The operation of a contract path (":id" form) and method in a document. */
export function operationOf(
  doc: OpenApiDocument,
  path: string,
  method: string,
): OpenApiOperation | undefined {
  const item = doc.paths[path.replace(/:(\w+)/g, '{$1}')] as
    Record<string, OpenApiOperation | undefined> | undefined;
  return item?.[method.toLowerCase()];
}

/**
 * ts-rest writes one operation per method and path, so routes sharing both (PATCH /users/{id} as JSON,
 * or as multipart with a photo: spec 7) would overwrite each other: merge their request bodies.
 */
function mergeSharedOperations(doc: OpenApiDocument): OpenApiDocument {
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
      const single = generateOpenApi({ [key]: route }, { info: { title: key, version: '0' } });
      Object.assign(content, operationOf(single, path, method)?.requestBody?.content);
    }
    target.requestBody = { ...target.requestBody, content };
    target.operationId = first.key;
    target.summary = entries.map((e) => e.route.summary).join(' / ');
    target.description =
      `${target.description ?? ''} Variants: ${entries.map((e) => e.key).join(', ')}.`.trim();
  }
  return doc;
}

/** The OpenAPI 3 document of the contract; the mock API serves it at /docs/json. */
export function buildOpenApiDocument(): OpenApiDocument {
  return mergeSharedOperations(
    generateOpenApi(
      contract,
      {
        info: { title: 'Training site API', version: '1.0.0', description: DESCRIPTION },
        servers: [{ url: 'http://localhost:3001', description: 'The mock API' }],
      },
      { setOperationId: 'concatenated-path' },
    ),
  );
}

let built: OpenApiDocument | undefined;

/** The document, built on first use: generating it costs ~200 ms that a server start need not pay. */
export function getOpenApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument();
  return built;
}
