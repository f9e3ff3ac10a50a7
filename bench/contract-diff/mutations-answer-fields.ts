/** Labelled mutations of the fields of answer bodies. */
import {
  addField,
  answerSchema,
  dropNull,
  enumOf,
  field,
  makeNullable,
  removeField,
  renameField,
  setKeyword,
  setRequired,
  type Mutation,
  type OpenApiDoc,
  type Schema,
} from './document';

const at = (doc: OpenApiDoc, id: string, path: string, status = '200'): Schema =>
  field(answerSchema(doc, id, status), path);

export const ANSWER_FIELD_MUTATIONS: Mutation[] = [
  // breaking clients
  {
    id: 'answer-required-field-removed-course-title',
    description: 'GET /courses/{id} 200 loses its required title',
    expected: 'breaking-clients',
    apply: (doc) => removeField(answerSchema(doc, 'GET /courses/{id}'), 'title'),
  },
  {
    id: 'answer-optional-field-removed-course-level',
    description: 'GET /courses/{id} 200 loses its optional level',
    expected: 'breaking-clients',
    apply: (doc) => removeField(answerSchema(doc, 'GET /courses/{id}'), 'level'),
  },
  {
    id: 'answer-field-removed-in-array-items',
    description: 'GET /comments/course/{courseId} 200: [].user.fullName removed',
    expected: 'breaking-clients',
    apply: (doc) => removeField(answerSchema(doc, 'GET /comments/course/{courseId}'), '[].user.fullName'),
  },
  {
    id: 'answer-field-removed-deep-arrays',
    description: 'GET /search/index 200: courses[].programme[].topics removed',
    expected: 'breaking-clients',
    apply: (doc) => removeField(answerSchema(doc, 'GET /search/index'), 'courses[].programme[].topics'),
  },
  {
    id: 'answer-field-renamed-blog-published',
    description: 'GET /blog/{slug} 200: publishedAt renamed publicationDate',
    expected: 'breaking-clients',
    apply: (doc) => renameField(answerSchema(doc, 'GET /blog/{slug}'), 'publishedAt', 'publicationDate'),
  },
  {
    id: 'answer-field-renamed-login-user-name',
    description: 'POST /auth/login 200: user.fullName renamed user.name (still required)',
    expected: 'breaking-clients',
    apply: (doc) => renameField(answerSchema(doc, 'POST /auth/login'), 'user.fullName', 'name'),
  },
  {
    id: 'answer-type-string-to-number',
    description: 'GET /courses/{id} 200: location string → number',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(at(doc, 'GET /courses/{id}', 'location'), 'type', 'number'),
  },
  {
    id: 'answer-type-integer-to-string',
    description: 'GET /payments/{id} 200: id integer → string',
    expected: 'breaking-clients',
    apply: (doc) => {
      const schema = answerSchema(doc, 'GET /payments/{id}');
      field(schema, 'id');
      schema.properties = { ...schema.properties, id: { type: 'string', minLength: 1 } };
    },
  },
  {
    id: 'answer-type-object-to-array',
    description: 'GET /users/profile/{id} 200: notifications object → array of strings',
    expected: 'breaking-clients',
    apply: (doc) => {
      const schema = answerSchema(doc, 'GET /users/profile/{id}');
      field(schema, 'notifications');
      schema.properties = {
        ...schema.properties,
        notifications: { type: 'array', items: { type: 'string' } },
      };
    },
  },
  {
    id: 'answer-type-changed-in-array-nested',
    description: 'GET /enrollments/me 200: [].totals.total number → string',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(at(doc, 'GET /enrollments/me', '[].totals.total'), 'type', 'string'),
  },
  {
    id: 'answer-format-changed-enrollment-created',
    description: 'GET /enrollments/me 200: [].createdAt format date-time → date',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(at(doc, 'GET /enrollments/me', '[].createdAt'), 'format', 'date'),
  },
  {
    id: 'answer-format-changed-coupon-expiry',
    description: 'POST /coupon-usage/verify 200: expiresAt (nullable) format date-time → date',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(at(doc, 'POST /coupon-usage/verify', 'expiresAt'), 'format', 'date'),
  },
  {
    id: 'answer-enum-value-added-course-status',
    description: 'GET /courses/{id} 200: status enum gains SCHEDULED',
    expected: 'breaking-clients',
    apply: (doc) => {
      const schema = at(doc, 'GET /courses/{id}', 'status');
      schema.enum = [...enumOf(schema), 'SCHEDULED'];
    },
  },
  {
    id: 'answer-enum-value-added-in-array',
    description: 'GET /enrollments/me 200: [].paymentStatus enum gains refunded',
    expected: 'breaking-clients',
    apply: (doc) => {
      const schema = at(doc, 'GET /enrollments/me', '[].paymentStatus');
      schema.enum = [...enumOf(schema), 'refunded'];
    },
  },
  {
    id: 'answer-field-becomes-nullable-title',
    description: 'GET /courses/{id} 200: title string → string|null',
    expected: 'breaking-clients',
    apply: (doc) => makeNullable(at(doc, 'GET /courses/{id}', 'title')),
  },
  {
    id: 'answer-object-becomes-nullable-in-array',
    description: 'GET /comments/course/{courseId} 200: [].user object → object|null',
    expected: 'breaking-clients',
    apply: (doc) => makeNullable(at(doc, 'GET /comments/course/{courseId}', '[].user')),
  },
  {
    id: 'answer-field-becomes-optional-amount',
    description: 'GET /payments/{id} 200: amount no longer required',
    expected: 'breaking-clients',
    apply: (doc) => setRequired(answerSchema(doc, 'GET /payments/{id}'), 'amount', false),
  },
  {
    id: 'answer-field-becomes-optional-nested',
    description: 'GET /enrollments/me 200: [].course.title no longer required',
    expected: 'breaking-clients',
    apply: (doc) => setRequired(answerSchema(doc, 'GET /enrollments/me'), '[].course.title', false),
  },
  {
    id: 'answer-union-variant-added-token',
    description: 'POST /auth/login 200: token anyOf gains an integer variant',
    expected: 'breaking-clients',
    apply: (doc) => {
      const schema = at(doc, 'POST /auth/login', 'token');
      if (schema.anyOf === undefined) throw new Error('token is no union');
      schema.anyOf = [...schema.anyOf, { type: 'integer' }];
    },
  },
  {
    id: 'answer-bound-loosened-rating',
    description:
      'GET /courses/{id} 200: ratingAverage maximum 5 → 10 (answers may now exceed what base clients accept)',
    expected: 'breaking-clients',
    apply: (doc) => setKeyword(at(doc, 'GET /courses/{id}', 'ratingAverage'), 'maximum', 10),
  },
  // breaking servers
  {
    id: 'answer-required-field-added-course',
    description: 'GET /courses/{id} 200 gains a required currency',
    expected: 'breaking-servers',
    apply: (doc) =>
      addField(
        answerSchema(doc, 'GET /courses/{id}'),
        '',
        'currency',
        { type: 'string', enum: ['TND'] },
        true,
      ),
  },
  {
    id: 'answer-required-field-added-nested-in-array',
    description: 'GET /enrollments/me 200: [].course gains a required startDate',
    expected: 'breaking-servers',
    apply: (doc) =>
      addField(
        answerSchema(doc, 'GET /enrollments/me'),
        '[].course',
        'startDate',
        { type: 'string', format: 'date' },
        true,
      ),
  },
  {
    id: 'answer-field-becomes-required-category',
    description: 'GET /courses/{id} 200: category becomes required',
    expected: 'breaking-servers',
    apply: (doc) => setRequired(answerSchema(doc, 'GET /courses/{id}'), 'category', true),
  },
  {
    id: 'answer-field-becomes-required-profile',
    description: 'GET /users/profile/{id} 200: createdAt becomes required',
    expected: 'breaking-servers',
    apply: (doc) => setRequired(answerSchema(doc, 'GET /users/profile/{id}'), 'createdAt', true),
  },
  {
    id: 'answer-enum-value-removed-payment-status',
    description: 'GET /payments/{id} 200: status enum loses failed',
    expected: 'breaking-servers',
    apply: (doc) => {
      const schema = at(doc, 'GET /payments/{id}', 'status');
      schema.enum = enumOf(schema).filter((value) => value !== 'failed');
    },
  },
  {
    id: 'answer-enum-value-removed-nullable-enum',
    description: 'GET /payments/has-payment 200: status (nullable enum) loses confirmed',
    expected: 'breaking-servers',
    apply: (doc) => {
      const schema = at(doc, 'GET /payments/has-payment', 'status');
      schema.enum = enumOf(schema).filter((value) => value !== 'confirmed');
    },
  },
  {
    id: 'answer-field-loses-nullability-image',
    description: 'GET /courses/{id} 200: image string|null → string',
    expected: 'breaking-servers',
    apply: (doc) => dropNull(at(doc, 'GET /courses/{id}', 'image')),
  },
  {
    id: 'answer-field-loses-nullability-in-array',
    description: 'GET /enrollments/me 200: [].promoCode string|null → string',
    expected: 'breaking-servers',
    apply: (doc) => dropNull(at(doc, 'GET /enrollments/me', '[].promoCode')),
  },
  {
    id: 'answer-max-length-lowered-phone',
    description: 'GET /users/profile/{id} 200: phoneNumber maxLength 500 → 40',
    expected: 'breaking-servers',
    apply: (doc) => setKeyword(at(doc, 'GET /users/profile/{id}', 'phoneNumber'), 'maxLength', 40),
  },
  {
    id: 'answer-maximum-lowered-price',
    description: 'GET /courses/AllCourses 200: [].originalPrice maximum 10000000 → 100000',
    expected: 'breaking-servers',
    apply: (doc) => setKeyword(at(doc, 'GET /courses/AllCourses', '[].originalPrice'), 'maximum', 100000),
  },
  {
    id: 'answer-format-added-image-uri',
    description: 'GET /comments/course/{courseId} 200: [].user.image gains format uri',
    expected: 'breaking-servers',
    apply: (doc) =>
      setKeyword(at(doc, 'GET /comments/course/{courseId}', '[].user.image'), 'format', 'uri', true),
  },
  {
    id: 'answer-format-email-added',
    description: 'POST /newsletter 200: email gains format email',
    expected: 'breaking-servers',
    apply: (doc) => setKeyword(at(doc, 'POST /newsletter', 'email'), 'format', 'email', true),
  },
  {
    id: 'answer-union-variant-removed-token',
    description: 'POST /auth/login 200: token anyOf loses its string variant',
    expected: 'breaking-servers',
    apply: (doc) => {
      const schema = at(doc, 'POST /auth/login', 'token');
      if (schema.anyOf?.length !== 2) throw new Error('token is not a two-variant union');
      schema.anyOf = schema.anyOf.slice(0, 1);
    },
  },
];
