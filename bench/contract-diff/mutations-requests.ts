/** Labelled mutations of request bodies. */
import {
  addField,
  deleteKeyword,
  dropNull,
  enumOf,
  field,
  makeNullable,
  operation,
  removeField,
  renameKey,
  requestSchema,
  setKeyword,
  setRequired,
  type Mutation,
  type OpenApiDoc,
  type Schema,
} from './document';

const body = (doc: OpenApiDoc, id: string, path: string): Schema => field(requestSchema(doc, id), path);

export const REQUEST_MUTATIONS: Mutation[] = [
  // breaking clients
  {
    id: 'request-required-field-added-comment',
    description: 'POST /comments body gains a required title',
    expected: 'breaking-clients',
    apply: (doc) =>
      addField(requestSchema(doc, 'POST /comments'), '', 'title', { type: 'string', maxLength: 120 }, true),
  },
  {
    id: 'request-required-field-added-nested',
    description: 'PATCH /users/{id} body: notifications gains a required push',
    expected: 'breaking-clients',
    apply: (doc) =>
      addField(requestSchema(doc, 'PATCH /users/{id}'), 'notifications', 'push', { type: 'boolean' }, true),
  },
  {
    id: 'request-required-field-added-array-items',
    description: 'POST /__mock/faults body: rules[] items gain a required reason',
    expected: 'breaking-clients',
    apply: (doc) =>
      addField(requestSchema(doc, 'POST /__mock/faults'), 'rules[]', 'reason', { type: 'string' }, true),
  },
  {
    id: 'request-required-body-added',
    description: 'POST /__mock/reset, without a body, now needs one ({ seed })',
    expected: 'breaking-clients',
    apply: (doc) => {
      const op = operation(doc, 'POST /__mock/reset');
      if (op.requestBody !== undefined) throw new Error('has a body already');
      op.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', properties: { seed: { type: 'integer' } }, required: ['seed'] },
          },
        },
      };
    },
  },
  {
    id: 'request-optional-field-removed-enrollment',
    description: 'POST /enrollments body loses its optional promoCode',
    expected: 'breaking-clients',
    apply: (doc) => removeField(requestSchema(doc, 'POST /enrollments'), 'promoCode'),
  },
  {
    id: 'request-required-field-removed-contact',
    description: 'POST /contact body loses its required subject',
    expected: 'breaking-clients',
    apply: (doc) => removeField(requestSchema(doc, 'POST /contact'), 'subject'),
  },
  {
    id: 'request-field-removed-closed-object',
    description: 'PATCH /users/{id} body (additionalProperties: false) loses company',
    expected: 'breaking-clients',
    apply: (doc) => removeField(requestSchema(doc, 'PATCH /users/{id}'), 'company'),
  },
  {
    id: 'request-field-renamed-register',
    description: 'POST /auth/register body: phoneNumber renamed phone',
    expected: 'breaking-clients',
    apply: (doc) => {
      const schema = requestSchema(doc, 'POST /auth/register');
      schema.properties = renameKey(schema.properties ?? {}, 'phoneNumber', 'phone');
      schema.required = (schema.required ?? []).map((key) => (key === 'phoneNumber' ? 'phone' : key));
    },
  },
  {
    id: 'request-min-length-raised-password',
    description: 'POST /auth/register body: password minLength 8 → 12',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(body(doc, 'POST /auth/register', 'password'), 'minLength', 12),
  },
  {
    id: 'request-max-length-lowered-comment',
    description: 'POST /comments body: content maxLength 2000 → 500',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(body(doc, 'POST /comments', 'content'), 'maxLength', 500),
  },
  {
    id: 'request-minimum-raised-rate',
    description: 'POST /comments body: rate minimum 1 → 2',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(body(doc, 'POST /comments', 'rate'), 'minimum', 2),
  },
  {
    id: 'request-maximum-lowered-rate',
    description: 'PUT /comments/{id} body: rate maximum 5 → 4',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(body(doc, 'PUT /comments/{id}', 'rate'), 'maximum', 4),
  },
  {
    id: 'request-max-items-lowered-faults',
    description: 'POST /__mock/faults body: rules maxItems 50 → 10',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(body(doc, 'POST /__mock/faults', 'rules'), 'maxItems', 10),
  },
  {
    id: 'request-exclusive-minimum-added-fault-rate',
    description: 'POST /__mock/faults body: rules[].rate gains exclusiveMinimum 0 (0 no longer allowed)',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(body(doc, 'POST /__mock/faults', 'rules[].rate'), 'exclusiveMinimum', 0, true),
  },
  {
    id: 'request-pattern-added-phone',
    description: 'POST /auth/register body: phoneNumber gains a pattern',
    expected: 'breaking-clients',
    apply: (doc) =>
      setKeyword(body(doc, 'POST /auth/register', 'phoneNumber'), 'pattern', '^\\+?[0-9 ]{6,20}$', true),
  },
  {
    id: 'request-pattern-changed-coupon-code',
    description: 'POST /coupon-usage/verify body: code pattern ^[\\w-]+$ → ^[A-Z0-9]+$',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(body(doc, 'POST /coupon-usage/verify', 'code'), 'pattern', '^[A-Z0-9]+$'),
  },
  {
    id: 'request-format-added-google-image',
    description: 'POST /auth/google-signin body: image gains format uri',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(body(doc, 'POST /auth/google-signin', 'image'), 'format', 'uri', true),
  },
  {
    id: 'request-enum-value-removed-contact-category',
    description: 'POST /contact body: category enum loses other',
    expected: 'breaking-clients',
    apply: (doc) => {
      const schema = body(doc, 'POST /contact', 'category');
      schema.enum = enumOf(schema).filter((value) => value !== 'other');
    },
  },
  {
    id: 'request-enum-value-removed-array-items',
    description: 'POST /__mock/faults body: rules[].method enum loses PATCH',
    expected: 'breaking-clients',
    apply: (doc) => {
      const schema = body(doc, 'POST /__mock/faults', 'rules[].method');
      schema.enum = enumOf(schema).filter((value) => value !== 'PATCH');
    },
  },
  {
    id: 'request-type-changed-rate',
    description: 'POST /comments body: rate integer → string',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(body(doc, 'POST /comments', 'rate'), 'type', 'string'),
  },
  {
    id: 'request-type-changed-nested-object',
    description: 'PATCH /users/{id} body: notifications object → array of strings',
    expected: 'breaking-clients',
    apply: (doc) => {
      requestSchema(doc, 'PATCH /users/{id}').properties = {
        ...requestSchema(doc, 'PATCH /users/{id}').properties,
        notifications: { type: 'array', items: { type: 'string', enum: ['email', 'sms', 'marketing'] } },
      };
    },
  },
  {
    id: 'request-field-becomes-required-connection-user',
    description: 'POST /connection-users body: userId becomes required',
    expected: 'breaking-clients',
    apply: (doc) => setRequired(requestSchema(doc, 'POST /connection-users'), 'userId', true),
  },
  {
    id: 'request-field-loses-nullability',
    description: 'POST /contact body: phone string|null → string (the base made nullable on both sides)',
    expected: 'breaking-clients',
    prepare: (doc) => makeNullable(body(doc, 'POST /contact', 'phone')),
    apply: (doc) => dropNull(body(doc, 'POST /contact', 'phone')),
  },
  {
    id: 'request-content-type-removed',
    description: 'PATCH /users/{id}: the multipart/form-data body removed (JSON stays)',
    expected: 'breaking-clients',
    apply: (doc) => {
      const content = operation(doc, 'PATCH /users/{id}').requestBody?.content ?? {};
      requestSchema(doc, 'PATCH /users/{id}', 'multipart/form-data');
      Reflect.deleteProperty(content, 'multipart/form-data');
    },
  },
  {
    id: 'request-content-type-replaced',
    description: 'POST /contact: application/json body replaced by application/x-www-form-urlencoded',
    expected: 'breaking-clients',
    apply: (doc) => {
      const request = operation(doc, 'POST /contact').requestBody;
      if (request === undefined) throw new Error('no body');
      request.content = renameKey(request.content, 'application/json', 'application/x-www-form-urlencoded');
    },
  },
  {
    id: 'request-union-variant-removed',
    description: 'PATCH /users/{id} body: birthDate anyOf loses its "" variant',
    expected: 'breaking-clients',
    apply: (doc) => {
      const schema = body(doc, 'PATCH /users/{id}', 'birthDate');
      if (schema.anyOf?.length !== 2) throw new Error('birthDate is not a two-variant anyOf');
      schema.anyOf = schema.anyOf.slice(0, 1);
    },
  },
  // breaking servers
  {
    id: 'request-enum-value-added-newsletter-source',
    description: 'POST /newsletter body: source enum gains blog',
    expected: 'breaking-servers',
    apply: (doc) => {
      const schema = body(doc, 'POST /newsletter', 'source');
      schema.enum = [...enumOf(schema), 'blog'];
    },
  },
  {
    id: 'request-enum-value-added-payment-method',
    description: 'POST /enrollments body: paymentMethod enum gains voucher',
    expected: 'breaking-servers',
    apply: (doc) => {
      const schema = body(doc, 'POST /enrollments', 'paymentMethod');
      schema.enum = [...enumOf(schema), 'voucher'];
    },
  },
  {
    id: 'request-max-length-raised-contact-message',
    description: 'POST /contact body: message maxLength 5000 → 10000',
    expected: 'breaking-servers',
    apply: (doc) => setKeyword(body(doc, 'POST /contact', 'message'), 'maxLength', 10000),
  },
  {
    id: 'request-min-length-lowered-password',
    description: 'POST /auth/reset-password body: password minLength 8 → 6',
    expected: 'breaking-servers',
    apply: (doc) => setKeyword(body(doc, 'POST /auth/reset-password', 'password'), 'minLength', 6),
  },
  {
    id: 'request-maximum-raised-nested',
    description: 'POST /__mock/faults body: rules[].latencyMs maximum 30000 → 60000',
    expected: 'breaking-servers',
    apply: (doc) => setKeyword(body(doc, 'POST /__mock/faults', 'rules[].latencyMs'), 'maximum', 60000),
  },
  {
    id: 'request-pattern-removed-code',
    description: 'POST /auth/verify-email body: code loses its pattern ^\\d{6}$',
    expected: 'breaking-servers',
    apply: (doc) => deleteKeyword(body(doc, 'POST /auth/verify-email', 'code'), 'pattern'),
  },
  {
    id: 'request-pattern-removed-coupon-apply',
    description: 'POST /coupon-usage/apply body: code loses its pattern',
    expected: 'breaking-servers',
    apply: (doc) => deleteKeyword(body(doc, 'POST /coupon-usage/apply', 'code'), 'pattern'),
  },
  {
    id: 'request-field-becomes-optional-contact-subject',
    description: 'POST /contact body: subject no longer required',
    expected: 'breaking-servers',
    apply: (doc) => setRequired(requestSchema(doc, 'POST /contact'), 'subject', false),
  },
  {
    id: 'request-field-becomes-optional-appointment',
    description: 'POST /enrollments body: appointmentTime no longer required',
    expected: 'breaking-servers',
    apply: (doc) => setRequired(requestSchema(doc, 'POST /enrollments'), 'appointmentTime', false),
  },
  {
    id: 'request-field-becomes-nullable-promo',
    description: 'POST /enrollments body: promoCode string → string|null',
    expected: 'breaking-servers',
    apply: (doc) => makeNullable(body(doc, 'POST /enrollments', 'promoCode')),
  },
  {
    id: 'request-field-becomes-nullable-nested',
    description: 'PATCH /users/{id} body: notifications.email boolean → boolean|null',
    expected: 'breaking-servers',
    apply: (doc) => makeNullable(body(doc, 'PATCH /users/{id}', 'notifications.email')),
  },
];
