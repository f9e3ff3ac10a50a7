/** Labelled safe mutations: new operations, optional fields and parameters, non-2xx statuses, headers. */
import {
  addField,
  answer,
  answerSchema,
  operation,
  requestSchema,
  type Mutation,
  type OpenApiDoc,
  type Operation,
} from './document';

const ERROR = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };

function addOperation(doc: OpenApiDoc, id: string, value: Operation): OpenApiDoc {
  const [method = '', path = ''] = id.split(' ');
  const item = (doc.paths[path] ??= {});
  if (method.toLowerCase() in item) throw new Error(`${id} exists already`);
  item[method.toLowerCase()] = value;
  return doc;
}

function addStatus(doc: OpenApiDoc, id: string, status: string, description: string): OpenApiDoc {
  const op = operation(doc, id);
  if (status in op.responses) throw new Error(`${id} has a ${status} already`);
  op.responses[status] = { description, ...structuredClone(ERROR) };
  return doc;
}

export const SAFE_MUTATIONS: Mutation[] = [
  // new operations
  {
    id: 'operation-added-course-sessions',
    description: 'a new operation GET /courses/{id}/sessions',
    expected: 'safe',
    apply: (doc) => {
      addOperation(doc, 'GET /courses/{id}/sessions', {
        summary: 'The sessions of a course',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', exclusiveMinimum: 0 } },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': { schema: { type: 'array', items: { type: 'string', format: 'date' } } },
            },
          },
          '404': { description: 'Not Found', ...structuredClone(ERROR) },
        },
        security: [],
      });
    },
  },
  {
    id: 'operation-added-on-existing-path',
    description: 'a new operation DELETE /blog/{slug} next to GET',
    expected: 'safe',
    apply: (doc) => {
      addOperation(doc, 'DELETE /blog/{slug}', {
        parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string', minLength: 1 } }],
        responses: {
          '204': { description: 'Deleted' },
          '401': { description: 'Unauthorized', ...structuredClone(ERROR) },
        },
        security: [{ bearerAuth: [] }],
      });
    },
  },
  // new optional fields and parameters
  {
    id: 'answer-optional-field-added',
    description: 'GET /courses/{id} 200 gains an optional language',
    expected: 'safe',
    apply: (doc) =>
      addField(answerSchema(doc, 'GET /courses/{id}'), '', 'language', { type: 'string' }, false),
  },
  {
    id: 'answer-optional-field-added-in-array',
    description: 'GET /comments/course/{courseId} 200: [].user gains an optional role',
    expected: 'safe',
    apply: (doc) =>
      addField(
        answerSchema(doc, 'GET /comments/course/{courseId}'),
        '[].user',
        'role',
        { type: 'string' },
        false,
      ),
  },
  {
    id: 'answer-optional-field-added-nested',
    description: 'GET /enrollments/me 200: [].totals gains an optional currency',
    expected: 'safe',
    apply: (doc) =>
      addField(
        answerSchema(doc, 'GET /enrollments/me'),
        '[].totals',
        'currency',
        { type: 'string', enum: ['TND'] },
        false,
      ),
  },
  {
    id: 'error-body-optional-field-added',
    description: 'components ErrorBody gains an optional traceId',
    expected: 'safe',
    apply: (doc) => {
      const schema = doc.components.schemas.ErrorBody;
      if (schema === undefined) throw new Error('no ErrorBody');
      addField(schema, '', 'traceId', { type: 'string' }, false);
    },
  },
  {
    id: 'query-optional-added',
    description: 'GET /courses/AllCourses gains an optional query parameter category',
    expected: 'safe',
    apply: (doc) => {
      const op = operation(doc, 'GET /courses/AllCourses');
      op.parameters = [
        ...(op.parameters ?? []),
        { name: 'category', in: 'query', schema: { type: 'string', maxLength: 80 } },
      ];
    },
  },
  {
    id: 'header-optional-added',
    description: 'GET /courses/{id} gains an optional header accept-language',
    expected: 'safe',
    apply: (doc) => {
      const op = operation(doc, 'GET /courses/{id}');
      op.parameters = [
        ...(op.parameters ?? []),
        { name: 'accept-language', in: 'header', required: false, schema: { type: 'string' } },
      ];
    },
  },
  {
    id: 'request-optional-field-added',
    description: 'POST /contact body gains an optional newsletter flag',
    expected: 'safe',
    apply: (doc) =>
      addField(requestSchema(doc, 'POST /contact'), '', 'newsletter', { type: 'boolean' }, false),
  },
  {
    id: 'request-optional-field-added-nested',
    description: 'PATCH /users/{id} body: notifications gains an optional push',
    expected: 'safe',
    apply: (doc) =>
      addField(requestSchema(doc, 'PATCH /users/{id}'), 'notifications', 'push', { type: 'boolean' }, false),
  },
  {
    id: 'request-optional-field-added-in-array',
    description: 'POST /__mock/faults body: rules[] gain an optional note',
    expected: 'safe',
    apply: (doc) =>
      addField(
        requestSchema(doc, 'POST /__mock/faults'),
        'rules[]',
        'note',
        { type: 'string', maxLength: 200 },
        false,
      ),
  },
  // statuses and headers
  {
    id: 'status-409-added',
    description: 'POST /comments may answer 409',
    expected: 'safe',
    apply: (doc) => addStatus(doc, 'POST /comments', '409', 'Conflict'),
  },
  {
    id: 'status-429-added',
    description: 'GET /courses/{id} may answer 429',
    expected: 'safe',
    apply: (doc) => addStatus(doc, 'GET /courses/{id}', '429', 'Too Many Requests'),
  },
  {
    id: 'answer-optional-header-added',
    description: 'GET /blog 200 gains an optional X-Total-Count header',
    expected: 'safe',
    apply: (doc) => {
      const ok = answer(doc, 'GET /blog');
      if (ok.headers !== undefined) throw new Error('has headers');
      ok.headers = { 'X-Total-Count': { required: false, schema: { type: 'integer', minimum: 0 } } };
    },
  },
  {
    id: 'security-scheme-added-unused',
    description: 'components.securitySchemes gains an apiKey scheme no operation uses',
    expected: 'safe',
    apply: (doc) => {
      if ('partnerKey' in doc.components.securitySchemes) throw new Error('exists');
      doc.components.securitySchemes.partnerKey = { type: 'apiKey', in: 'header', name: 'x-partner-key' };
    },
  },
];
