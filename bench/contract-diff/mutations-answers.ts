/** Labelled mutations of answers as a whole: statuses, content types, headers, the shared error body. */
import {
  answer,
  enumOf,
  field,
  operation,
  removeField,
  renameKey,
  type Answer,
  type Mutation,
  type OpenApiDoc,
  type Schema,
} from './document';

function removeStatus(doc: OpenApiDoc, id: string, status: string): OpenApiDoc {
  answer(doc, id, status);
  Reflect.deleteProperty(operation(doc, id).responses, status);
  return doc;
}

function renameStatus(doc: OpenApiDoc, id: string, from: string, to: string): OpenApiDoc {
  const op = operation(doc, id);
  op.responses = renameKey(op.responses, from, to);
  return doc;
}

function addStatus(doc: OpenApiDoc, id: string, status: string, value: Answer): OpenApiDoc {
  const op = operation(doc, id);
  if (status in op.responses) throw new Error(`${id} has a ${status} already`);
  op.responses[status] = value;
  return doc;
}

function renameContentType(doc: OpenApiDoc, id: string, status: string, to: string): OpenApiDoc {
  const target = answer(doc, id, status);
  target.content = renameKey(target.content ?? {}, 'application/json', to);
  return doc;
}

function errorBody(doc: OpenApiDoc): Schema {
  const schema = doc.components.schemas.ErrorBody;
  if (schema === undefined) throw new Error('no ErrorBody');
  return schema;
}

/** Base and head both declare this header on GET /blog 200 (the real document declares none). */
function withTotalCount(doc: OpenApiDoc): OpenApiDoc {
  const target = answer(doc, 'GET /blog');
  target.headers = { 'X-Total-Count': { required: true, schema: { type: 'integer', minimum: 0 } } };
  return doc;
}

function withLocation(doc: OpenApiDoc): OpenApiDoc {
  const target = answer(doc, 'POST /payments/online', '201');
  target.headers = { Location: { description: 'The payment', schema: { type: 'string', format: 'uri' } } };
  return doc;
}

function removeHeader(doc: OpenApiDoc, id: string, status: string, name: string): OpenApiDoc {
  const headers = answer(doc, id, status).headers;
  if (headers?.[name] === undefined) throw new Error(`${id} ${status}: no header ${name}`);
  Reflect.deleteProperty(headers, name);
  return doc;
}

export const ANSWER_MUTATIONS: Mutation[] = [
  // breaking clients
  {
    id: 'status-2xx-removed-favorite-201',
    description: 'POST /favorites/{courseId} loses its 201 (200 stays)',
    expected: 'breaking-clients',
    apply: (doc) => removeStatus(doc, 'POST /favorites/{courseId}', '201'),
  },
  {
    id: 'status-2xx-replaced-contact-201-200',
    description: 'POST /contact answers 200 instead of 201 (same body)',
    expected: 'breaking-clients',
    apply: (doc) => renameStatus(doc, 'POST /contact', '201', '200'),
  },
  {
    id: 'status-2xx-replaced-comment-delete-204',
    description: 'DELETE /comments/{id} answers 204 without a body instead of 200 with one',
    expected: 'breaking-clients',
    apply: (doc) => {
      removeStatus(doc, 'DELETE /comments/{id}', '200');
      operation(doc, 'DELETE /comments/{id}').responses = {
        '204': { description: 'Deleted' },
        ...operation(doc, 'DELETE /comments/{id}').responses,
      };
    },
  },
  {
    id: 'status-2xx-added-enrollment-202',
    description: 'POST /enrollments, which had 201, may also answer 202 (queued)',
    expected: 'breaking-clients',
    apply: (doc) => {
      addStatus(doc, 'POST /enrollments', '202', {
        description: 'Accepted',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { ticket: { type: 'string' } }, required: ['ticket'] },
          },
        },
      });
    },
  },
  {
    id: 'status-2xx-added-courses-206',
    description: 'GET /courses/AllCourses, which had 200, may also answer 206 with the same body',
    expected: 'breaking-clients',
    apply: (doc) => {
      const ok = answer(doc, 'GET /courses/AllCourses');
      addStatus(doc, 'GET /courses/AllCourses', '206', structuredClone(ok));
    },
  },
  {
    id: 'answer-content-type-changed-blog',
    description: 'GET /blog/{slug} 200: application/json → application/hal+json (same schema)',
    expected: 'breaking-clients',
    apply: (doc) => renameContentType(doc, 'GET /blog/{slug}', '200', 'application/hal+json'),
  },
  {
    id: 'answer-content-type-changed-health',
    description: 'GET /health 200: application/json → text/plain',
    expected: 'breaking-clients',
    apply: (doc) => renameContentType(doc, 'GET /health', '200', 'text/plain'),
  },
  {
    id: 'answer-header-removed-total-count',
    description: 'GET /blog 200 loses its required X-Total-Count header (declared on both sides first)',
    expected: 'breaking-clients',
    prepare: withTotalCount,
    apply: (doc) => removeHeader(doc, 'GET /blog', '200', 'X-Total-Count'),
  },
  {
    id: 'answer-header-removed-location',
    description:
      'POST /payments/online 201 loses its optional Location header (declared on both sides first)',
    expected: 'breaking-clients',
    prepare: withLocation,
    apply: (doc) => removeHeader(doc, 'POST /payments/online', '201', 'Location'),
  },
  {
    id: 'error-body-field-removed',
    description: 'components ErrorBody (every non-2xx answer) loses code',
    expected: 'breaking-clients',
    apply: (doc) => removeField(errorBody(doc), 'code'),
  },
  {
    id: 'error-body-enum-value-added',
    description: 'components ErrorBody: code enum gains QUOTA_EXCEEDED',
    expected: 'breaking-clients',
    apply: (doc) => {
      const code = field(errorBody(doc), 'code');
      code.enum = [...enumOf(code), 'QUOTA_EXCEEDED'];
    },
  },
  // breaking servers
  {
    id: 'status-4xx-removed-comment-delete-403',
    description: 'DELETE /comments/{id} loses its 403',
    expected: 'breaking-servers',
    apply: (doc) => removeStatus(doc, 'DELETE /comments/{id}', '403'),
  },
  {
    id: 'status-4xx-removed-register-409',
    description: 'POST /auth/register loses its 409',
    expected: 'breaking-servers',
    apply: (doc) => removeStatus(doc, 'POST /auth/register', '409'),
  },
  {
    id: 'status-5xx-removed-course-503',
    description: 'GET /courses/{id} loses its 503',
    expected: 'breaking-servers',
    apply: (doc) => removeStatus(doc, 'GET /courses/{id}', '503'),
  },
];
