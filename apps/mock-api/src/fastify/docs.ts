import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

type Document = Record<string, unknown>;

/**
 * The contract's OpenAPI document at /docs/json and a docs UI at /docs, served offline. Generating
 * the document costs ~200 ms, so it is built on the first docs request rather than at start.
 */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  let document: Document | undefined;
  const load = async () => {
    if (document !== undefined) return;
    const { getOpenApiDocument } = await import('@formation/contract/openapi');
    document = { ...getOpenApiDocument(), servers: [{ url: publicUrl, description: 'This mock API' }] };
  };

  // @fastify/swagger-ui asks for @fastify/swagger; we answer its `swagger()` ourselves, lazily.
  await app.register(swagger, { mode: 'dynamic', decorator: 'swaggerFromRoutes' });
  const lazySwagger = (options?: { yaml?: boolean }) => {
    if (document === undefined) throw new Error('OpenAPI document not loaded');
    // JSON is YAML too: /docs/yaml needs no YAML library.
    return options?.yaml === true ? JSON.stringify(document, null, 2) : document;
  };
  // The document is the contract's (openapi3-ts types); @fastify/swagger types it as its own OpenAPI type.
  app.decorate('swagger', lazySwagger as unknown as FastifyInstance['swagger']);
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    uiHooks: {
      preHandler: (_request, _reply, done) => {
        load().then(() => {
          done();
        }, done);
      },
    },
  });
}
