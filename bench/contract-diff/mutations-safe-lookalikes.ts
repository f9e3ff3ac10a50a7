/**
 * Labelled safe pairs that look dangerous: no-ops (a clone, reorderings of properties, required lists,
 * enum values, parameters, paths, statuses), and rewritings that mean the same (a type written as a
 * list, a $ref inlined or a schema moved into a component, a path parameter renamed).
 */
import {
  answer,
  answerSchema,
  enumOf,
  field,
  operation,
  parameter,
  requestSchema,
  reversedKeys,
  setKeyword,
  type Mutation,
  type OpenApiDoc,
  type Schema,
} from './document';

function reverseRequired(schema: Schema): Schema {
  if (schema.required === undefined || schema.required.length < 2) throw new Error('nothing to reorder');
  schema.required = [...schema.required].reverse();
  return schema;
}

function reverseEnum(schema: Schema): Schema {
  schema.enum = [...enumOf(schema)].reverse();
  return schema;
}

function reverseProperties(schema: Schema): Schema {
  schema.properties = reversedKeys(schema.properties ?? {});
  return schema;
}

function errorBody(doc: OpenApiDoc): Schema {
  const schema = doc.components.schemas.ErrorBody;
  if (schema === undefined) throw new Error('no ErrorBody');
  return schema;
}

export const SAFE_LOOKALIKE_MUTATIONS: Mutation[] = [
  {
    id: 'noop-deep-clone',
    description: 'head is a deep clone of base, nothing changed',
    expected: 'safe',
    identical: true,
    apply: () => undefined,
  },
  {
    id: 'noop-required-reordered',
    description: 'GET /courses/{id} 200: the required list reversed',
    expected: 'safe',
    apply: (doc) => reverseRequired(answerSchema(doc, 'GET /courses/{id}')),
  },
  {
    id: 'noop-properties-reordered-in-array',
    description: 'GET /enrollments/me 200: the properties of [] reversed',
    expected: 'safe',
    apply: (doc) => reverseProperties(field(answerSchema(doc, 'GET /enrollments/me'), '[]')),
  },
  {
    id: 'noop-request-properties-reordered',
    description: 'POST /enrollments body: properties reversed',
    expected: 'safe',
    apply: (doc) => reverseProperties(requestSchema(doc, 'POST /enrollments')),
  },
  {
    id: 'noop-parameters-reordered',
    description: 'GET /blog: its three query parameters reversed',
    expected: 'safe',
    apply: (doc) => {
      const op = operation(doc, 'GET /blog');
      if ((op.parameters?.length ?? 0) < 2) throw new Error('nothing to reorder');
      op.parameters = [...(op.parameters ?? [])].reverse();
    },
  },
  {
    id: 'noop-answer-enum-reordered',
    description: 'GET /courses/{id} 200: status enum values reversed',
    expected: 'safe',
    apply: (doc) => reverseEnum(field(answerSchema(doc, 'GET /courses/{id}'), 'status')),
  },
  {
    id: 'noop-request-enum-reordered',
    description: 'POST /contact body: category enum values reversed',
    expected: 'safe',
    apply: (doc) => reverseEnum(field(requestSchema(doc, 'POST /contact'), 'category')),
  },
  {
    id: 'noop-nullable-type-order',
    description: 'GET /courses/{id} 200: image type ["string","null"] → ["null","string"]',
    expected: 'safe',
    apply: (doc) =>
      setKeyword(field(answerSchema(doc, 'GET /courses/{id}'), 'image'), 'type', ['null', 'string']),
  },
  {
    id: 'noop-type-written-as-list',
    description: 'GET /health 200: replica type "string" → ["string"]',
    expected: 'safe',
    apply: (doc) => setKeyword(field(answerSchema(doc, 'GET /health'), 'replica'), 'type', ['string']),
  },
  {
    id: 'noop-paths-reordered',
    description: 'the paths of the document reversed',
    expected: 'safe',
    apply: (doc) => {
      doc.paths = reversedKeys(doc.paths);
    },
  },
  {
    id: 'noop-methods-reordered',
    description: '/comments/{id}: put, delete → delete, put',
    expected: 'safe',
    apply: (doc) => {
      const item = doc.paths['/comments/{id}'];
      if (item === undefined) throw new Error('no /comments/{id}');
      doc.paths['/comments/{id}'] = reversedKeys(item);
    },
  },
  {
    id: 'noop-request-required-reordered',
    description: 'POST /contact body: the required list reversed',
    expected: 'safe',
    apply: (doc) => reverseRequired(requestSchema(doc, 'POST /contact')),
  },
  {
    id: 'noop-request-content-types-reordered',
    description: 'PATCH /users/{id}: multipart/form-data listed before application/json',
    expected: 'safe',
    apply: (doc) => {
      const request = operation(doc, 'PATCH /users/{id}').requestBody;
      if (request === undefined) throw new Error('no body');
      request.content = reversedKeys(request.content);
    },
  },
  {
    id: 'noop-security-alternatives-reordered',
    description: 'GET /__mock/state: security [{}, {mockAdminKey}] → [{mockAdminKey}, {}]',
    expected: 'safe',
    apply: (doc) => {
      const op = operation(doc, 'GET /__mock/state');
      if (op.security?.length !== 2) throw new Error('not two alternatives');
      op.security = [...op.security].reverse();
    },
  },
  {
    id: 'noop-keywords-reordered',
    description: 'GET /courses/{id} 200: each keyword of the body schema written in reverse order',
    expected: 'safe',
    apply: (doc) => {
      const ok = answer(doc, 'GET /courses/{id}');
      const media = ok.content?.['application/json'];
      if (media?.schema === undefined) throw new Error('no schema');
      media.schema = reversedKeys(media.schema);
    },
  },
  {
    id: 'noop-error-ref-inlined',
    description: 'GET /courses/{id} 404: the ErrorBody $ref replaced by a copy of ErrorBody',
    expected: 'safe',
    apply: (doc) => {
      const media = answer(doc, 'GET /courses/{id}', '404').content?.['application/json'];
      if (media?.schema?.$ref !== '#/components/schemas/ErrorBody') throw new Error('no $ref');
      media.schema = structuredClone(errorBody(doc));
    },
  },
  {
    id: 'noop-schema-moved-to-component',
    description: 'GET /health 200: its inline schema moved to components.schemas.Health, referenced by $ref',
    expected: 'safe',
    apply: (doc) => {
      const media = answer(doc, 'GET /health').content?.['application/json'];
      if (media?.schema === undefined || 'Health' in doc.components.schemas) throw new Error('cannot move');
      doc.components.schemas.Health = media.schema;
      media.schema = { $ref: '#/components/schemas/Health' };
    },
  },
  {
    id: 'noop-explicit-required-false',
    description: 'GET /blog: query page gets an explicit required: false',
    expected: 'safe',
    apply: (doc) => {
      const page = parameter(doc, 'GET /blog', 'query', 'page');
      if (page.required !== undefined) throw new Error('required is there');
      page.required = false;
    },
  },
  {
    id: 'noop-empty-required-list',
    description: 'PATCH /users/{id} body: notifications gets required: []',
    expected: 'safe',
    apply: (doc) =>
      setKeyword(field(requestSchema(doc, 'PATCH /users/{id}'), 'notifications'), 'required', [], true),
  },
  {
    id: 'noop-additional-properties-true',
    description: 'GET /users/profile/{id} 200: an explicit additionalProperties: true (the default)',
    expected: 'safe',
    apply: (doc) =>
      setKeyword(answerSchema(doc, 'GET /users/profile/{id}'), 'additionalProperties', true, true),
  },
  {
    id: 'noop-path-parameter-renamed',
    description: '/payments/{id} → /payments/{paymentId}, its parameter renamed too: the same URLs',
    expected: 'safe',
    apply: (doc) => {
      parameter(doc, 'GET /payments/{id}', 'path', 'id').name = 'paymentId';
      const item = doc.paths['/payments/{id}'];
      if (item === undefined) throw new Error('no /payments/{id}');
      doc.paths = Object.fromEntries(
        Object.entries(doc.paths).map(([path, value]) => [
          path === '/payments/{id}' ? '/payments/{paymentId}' : path,
          value,
        ]),
      );
      // The links that name the parameter follow it.
      for (const from of ['POST /payments/online', 'POST /payments/onsite']) {
        const links = answer(doc, from, '201').links as
          Record<string, { parameters?: Record<string, string> }> | undefined;
        const link = links?.['payments.byId'];
        if (link?.parameters?.id === undefined) throw new Error(`${from}: no payments.byId link`);
        link.parameters = { paymentId: link.parameters.id };
      }
    },
  },
];
