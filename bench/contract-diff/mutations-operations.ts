/** Labelled mutations of operations, paths, security and parameters. */
import {
  enumOf,
  operation,
  parameter,
  parameterSchema,
  renameKey,
  setKeyword,
  type Mutation,
  type OpenApiDoc,
} from './document';

function removeOperation(doc: OpenApiDoc, id: string): OpenApiDoc {
  const [method = '', path = ''] = id.split(' ');
  operation(doc, id);
  const item = doc.paths[path] ?? {};
  Reflect.deleteProperty(item, method.toLowerCase());
  if (Object.keys(item).length === 0) Reflect.deleteProperty(doc.paths, path);
  return doc;
}

function renamePath(doc: OpenApiDoc, from: string, to: string): OpenApiDoc {
  doc.paths = renameKey(doc.paths, from, to);
  return doc;
}

function removeParameter(doc: OpenApiDoc, id: string, where: 'query' | 'header', name: string): OpenApiDoc {
  const target = parameter(doc, id, where, name);
  const op = operation(doc, id);
  op.parameters = (op.parameters ?? []).filter((p) => p !== target);
  return doc;
}

export const OPERATION_MUTATIONS: Mutation[] = [
  // breaking clients: operations and paths
  {
    id: 'operation-removed-course-by-id',
    description: 'GET /courses/{id} removed',
    expected: 'breaking-clients',
    apply: (doc) => removeOperation(doc, 'GET /courses/{id}'),
  },
  {
    id: 'operation-removed-comment-delete',
    description: 'DELETE /comments/{id} removed (PUT stays on the path)',
    expected: 'breaking-clients',
    apply: (doc) => removeOperation(doc, 'DELETE /comments/{id}'),
  },
  {
    id: 'operation-removed-blog-by-slug-path',
    description: 'the whole path /blog/slug/{slug} removed',
    expected: 'breaking-clients',
    apply: (doc) => removeOperation(doc, 'GET /blog/slug/{slug}'),
  },
  {
    id: 'path-renamed-all-courses',
    description: '/courses/AllCourses renamed /courses/all',
    expected: 'breaking-clients',
    apply: (doc) => renamePath(doc, '/courses/AllCourses', '/courses/all'),
  },
  {
    id: 'path-renamed-coupon-verify',
    description: '/coupon-usage/verify renamed /coupons/verify',
    expected: 'breaking-clients',
    apply: (doc) => renamePath(doc, '/coupon-usage/verify', '/coupons/verify'),
  },
  // security
  {
    id: 'security-added-course-by-id',
    description: 'GET /courses/{id}, public, now needs bearerAuth',
    expected: 'breaking-clients',
    apply: (doc) => {
      operation(doc, 'GET /courses/{id}').security = [{ bearerAuth: [] }];
    },
  },
  {
    id: 'security-anonymous-alternative-dropped',
    description: 'GET /__mock/state: the anonymous alternative {} dropped, the admin key now needed',
    expected: 'breaking-clients',
    apply: (doc) => {
      operation(doc, 'GET /__mock/state').security = [{ mockAdminKey: [] }];
    },
  },
  {
    id: 'security-removed-comment-create',
    description: 'POST /comments no longer needs bearerAuth (security: [])',
    expected: 'breaking-servers',
    apply: (doc) => {
      operation(doc, 'POST /comments').security = [];
    },
  },
  {
    id: 'security-key-deleted-payment-by-id',
    description: 'GET /payments/{id}: the security key deleted (the document has no global security)',
    expected: 'breaking-servers',
    apply: (doc) => {
      const op = operation(doc, 'GET /payments/{id}');
      if (op.security === undefined) throw new Error('no security');
      Reflect.deleteProperty(op, 'security');
    },
  },
  // parameters: breaking clients
  {
    id: 'query-required-added-blog',
    description: 'GET /blog gains a required query parameter lang',
    expected: 'breaking-clients',
    apply: (doc) => {
      operation(doc, 'GET /blog').parameters?.push({
        name: 'lang',
        in: 'query',
        required: true,
        schema: { type: 'string', enum: ['fr', 'en', 'ar'] },
      });
    },
  },
  {
    id: 'header-required-added-my-enrollments',
    description: 'GET /enrollments/me gains a required header x-tenant',
    expected: 'breaking-clients',
    apply: (doc) => {
      const op = operation(doc, 'GET /enrollments/me');
      op.parameters = [
        ...(op.parameters ?? []),
        { name: 'x-tenant', in: 'header', required: true, schema: { type: 'string' } },
      ];
    },
  },
  {
    id: 'query-removed-related-limit',
    description: 'GET /courses/{id}/related loses its query parameter limit',
    expected: 'breaking-clients',
    apply: (doc) => removeParameter(doc, 'GET /courses/{id}/related', 'query', 'limit'),
  },
  {
    id: 'header-removed-userinfo-authorization',
    description: 'GET /__mock/identity/userinfo loses its header parameter authorization',
    expected: 'breaking-clients',
    apply: (doc) => removeParameter(doc, 'GET /__mock/identity/userinfo', 'header', 'authorization'),
  },
  {
    id: 'query-becomes-required-courses-status',
    description: 'GET /courses/AllCourses: the query parameter status becomes required',
    expected: 'breaking-clients',
    apply: (doc) => {
      parameter(doc, 'GET /courses/AllCourses', 'query', 'status').required = true;
    },
  },
  {
    id: 'header-becomes-required-userinfo',
    description: 'GET /__mock/identity/userinfo: the header authorization becomes required',
    expected: 'breaking-clients',
    apply: (doc) => {
      parameter(doc, 'GET /__mock/identity/userinfo', 'header', 'authorization').required = true;
    },
  },
  {
    id: 'query-type-changed-has-payment-user',
    description: 'GET /payments/has-payment: query userId integer → string',
    expected: 'breaking-clients',
    apply: (doc) =>
      setKeyword(parameterSchema(doc, 'GET /payments/has-payment', 'query', 'userId'), 'type', 'string'),
  },
  {
    id: 'path-type-changed-comment-id',
    description: 'PUT /comments/{id}: path id integer → string with a uuid format',
    expected: 'breaking-clients',
    apply: (doc) => {
      const p = parameter(doc, 'PUT /comments/{id}', 'path', 'id');
      p.schema = { type: 'string', format: 'uuid' };
    },
  },
  {
    id: 'query-enum-value-removed-courses-status',
    description: 'GET /courses/AllCourses: query status enum loses ARCHIVED',
    expected: 'breaking-clients',
    apply: (doc) => {
      const schema = parameterSchema(doc, 'GET /courses/AllCourses', 'query', 'status');
      schema.enum = enumOf(schema).filter((value) => value !== 'ARCHIVED');
    },
  },
  {
    id: 'query-maximum-lowered-blog-limit',
    description: 'GET /blog: query limit maximum 1000 → 100',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(parameterSchema(doc, 'GET /blog', 'query', 'limit'), 'maximum', 100),
  },
  {
    id: 'query-minimum-raised-related-limit',
    description: 'GET /courses/{id}/related: query limit minimum 1 → 2',
    expected: 'breaking-clients',
    apply: (doc) =>
      setKeyword(parameterSchema(doc, 'GET /courses/{id}/related', 'query', 'limit'), 'minimum', 2),
  },
  {
    id: 'path-max-length-lowered-blog-slug',
    description: 'GET /blog/{slug}: path slug maxLength 200 → 100',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(parameterSchema(doc, 'GET /blog/{slug}', 'path', 'slug'), 'maxLength', 100),
  },
  {
    id: 'path-pattern-added-course-slug',
    description: 'GET /courses/slug/{slug}: path slug gains pattern ^[a-z0-9-]+$',
    expected: 'breaking-clients',
    apply: (doc) =>
      setKeyword(
        parameterSchema(doc, 'GET /courses/slug/{slug}', 'path', 'slug'),
        'pattern',
        '^[a-z0-9-]+$',
        true,
      ),
  },
  {
    id: 'header-pattern-added-userinfo',
    description: 'GET /__mock/identity/userinfo: header authorization gains pattern ^Bearer ',
    expected: 'breaking-clients',
    apply: (doc) =>
      setKeyword(
        parameterSchema(doc, 'GET /__mock/identity/userinfo', 'header', 'authorization'),
        'pattern',
        '^Bearer ',
        true,
      ),
  },
  {
    id: 'query-format-added-outbox-to',
    description: 'GET /__mock/outbox: query to gains format email',
    expected: 'breaking-clients',
    apply: (doc) =>
      setKeyword(parameterSchema(doc, 'GET /__mock/outbox', 'query', 'to'), 'format', 'email', true),
  },
  // parameters: breaking servers
  {
    id: 'query-becomes-optional-has-payment-course',
    description: 'GET /payments/has-payment: query courseId no longer required',
    expected: 'breaking-servers',
    apply: (doc) => {
      const p = parameter(doc, 'GET /payments/has-payment', 'query', 'courseId');
      if (p.required !== true) throw new Error('courseId is not required');
      p.required = false;
    },
  },
  {
    id: 'query-enum-value-added-outbox-kind',
    description: 'GET /__mock/outbox: query kind enum gains invoice',
    expected: 'breaking-servers',
    apply: (doc) => {
      const schema = parameterSchema(doc, 'GET /__mock/outbox', 'query', 'kind');
      schema.enum = [...enumOf(schema), 'invoice'];
    },
  },
  {
    id: 'path-enum-value-added-scenario-name',
    description: 'POST /__mock/scenario/{name}: path name enum gains holiday',
    expected: 'breaking-servers',
    apply: (doc) => {
      const schema = parameterSchema(doc, 'POST /__mock/scenario/{name}', 'path', 'name');
      schema.enum = [...enumOf(schema), 'holiday'];
    },
  },
  {
    id: 'query-max-length-raised-blog-category',
    description: 'GET /blog: query category maxLength 80 → 200',
    expected: 'breaking-servers',
    apply: (doc) => setKeyword(parameterSchema(doc, 'GET /blog', 'query', 'category'), 'maxLength', 200),
  },
  {
    id: 'query-minimum-lowered-blog-page',
    description: 'GET /blog: query page minimum 1 → 0',
    expected: 'breaking-servers',
    apply: (doc) => setKeyword(parameterSchema(doc, 'GET /blog', 'query', 'page'), 'minimum', 0),
  },
];
