import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiDocument } from '@formation/contract/openapi';
import type { FastifyInstance } from 'fastify';

/** The contract's OpenAPI document at /docs/json and a docs UI at /docs, served offline. */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: {
      // openapi3-ts and @fastify/swagger type the same OpenAPI 3 document differently.
      document: { ...openApiDocument, servers: [{ url: publicUrl, description: 'This mock API' }] } as never,
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
}
