// A small OpenAPI document for the tests: one read with a query parameter and an answer of a few
// fields, one write with a body; each test changes a copy and compares.

export type SmallDocument = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  [key: string]: unknown;
};

export function smallDocument(): SmallDocument {
  return {
    openapi: '3.1.0',
    info: { title: 'Small', version: '1.0.0' },
    paths: {
      '/courses/{id}': {
        get: {
          summary: 'One course',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
            {
              name: 'lang',
              in: 'query',
              required: false,
              schema: { type: 'string', enum: ['fr', 'ar', 'en'] },
            },
          ],
          responses: {
            '200': {
              description: 'OK',
              headers: { 'x-request-id': { required: true, schema: { type: 'string' } } },
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['id', 'title', 'status'],
                    properties: {
                      id: { type: 'integer' },
                      title: { type: 'string', maxLength: 200 },
                      status: { type: 'string', enum: ['PUBLISHED', 'DRAFT'] },
                      price: { type: ['number', 'null'], minimum: 0 },
                      tags: {
                        type: 'array',
                        items: { type: 'object', properties: { name: { type: 'string' } } },
                      },
                    },
                  },
                },
              },
            },
            '404': {
              description: 'Not found',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
            },
          },
        },
      },
      '/comments': {
        post: {
          security: [{ bearerAuth: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['courseId', 'content'],
                  properties: {
                    courseId: { type: 'integer' },
                    content: { type: 'string', minLength: 1, maxLength: 2000 },
                    rating: { type: 'integer', minimum: 1, maximum: 5 },
                    kind: { type: 'string', enum: ['review', 'question'] },
                  },
                },
              },
            },
          },
          responses: {
            '201': {
              description: 'Created',
              content: {
                'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        ErrorBody: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
      },
    },
  };
}

type Node = Record<string, unknown>;
const node = (value: unknown): Node => value as Node;

/** The answer body's schema of GET /courses/{id} (200). */
export const courseAnswer = (doc: SmallDocument): Node =>
  node(
    node(node(node(node(doc.paths['/courses/{id}']?.get?.responses)['200']).content)['application/json'])
      .schema,
  );

/** The request body's schema of POST /comments. */
export const commentRequest = (doc: SmallDocument): Node =>
  node(node(node(node(doc.paths['/comments']?.post?.requestBody).content)['application/json']).schema);

export const propertiesOf = (schema: Node): Record<string, Node> => schema.properties as Record<string, Node>;
