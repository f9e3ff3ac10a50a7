/** Labelled safe mutations of annotations: descriptions, summaries, examples, tags, ids, deprecation, links. */
import { answer, answerSchema, field, operation, parameter, setKeyword, type Mutation } from './document';

/** Sets a text that must be there already, with another value. */
function retext(target: Record<string, unknown>, key: string, text: string): Record<string, unknown> {
  if (typeof target[key] !== 'string' || target[key] === text) throw new Error(`no ${key} to change`);
  target[key] = text;
  return target;
}

export const SAFE_ANNOTATION_MUTATIONS: Mutation[] = [
  {
    id: 'operation-description-changed',
    description: 'GET /courses/{id}: description reworded',
    expected: 'safe',
    apply: (doc) =>
      retext(operation(doc, 'GET /courses/{id}'), 'description', 'One course, by id (section 7).'),
  },
  {
    id: 'operation-summary-changed',
    description: 'POST /enrollments: summary reworded',
    expected: 'safe',
    apply: (doc) => retext(operation(doc, 'POST /enrollments'), 'summary', 'Pre-enroll in a session'),
  },
  {
    id: 'field-description-changed',
    description: 'GET /courses/{id} 200: originalPrice description reworded',
    expected: 'safe',
    apply: (doc) =>
      retext(field(answerSchema(doc, 'GET /courses/{id}'), 'originalPrice'), 'description', 'Price in DT'),
  },
  {
    id: 'parameter-description-added',
    description: 'GET /blog: query limit gains a description',
    expected: 'safe',
    apply: (doc) => {
      const limit = parameter(doc, 'GET /blog', 'query', 'limit');
      if (limit.description !== undefined) throw new Error('has one');
      limit.description = 'Articles per page';
    },
  },
  {
    id: 'request-example-changed',
    description: 'POST /comments: the seed example of the request body changed',
    expected: 'safe',
    apply: (doc) => {
      const media = operation(doc, 'POST /comments').requestBody?.content['application/json'];
      const examples = media?.examples as Record<string, { value?: Record<string, unknown> }> | undefined;
      const seed = examples?.seed?.value;
      if (seed === undefined) throw new Error('no seed example');
      seed.content = 'Très bonne formation.';
    },
  },
  {
    id: 'schema-examples-added',
    description: 'GET /health 200: now gains examples',
    expected: 'safe',
    apply: (doc) =>
      setKeyword(
        field(answerSchema(doc, 'GET /health'), 'now'),
        'examples',
        ['2026-01-01T00:00:00.000Z'],
        true,
      ),
  },
  {
    id: 'operation-tag-changed',
    description: 'GET /search/index: tags [search] → [catalogue]',
    expected: 'safe',
    apply: (doc) => {
      const op = operation(doc, 'GET /search/index');
      if (op.tags?.[0] !== 'search') throw new Error('not tagged search');
      op.tags = ['catalogue'];
    },
  },
  {
    id: 'operation-id-changed',
    description: 'GET /health: operationId mock.health → mock.status (no link names it)',
    expected: 'safe',
    apply: (doc) => retext(operation(doc, 'GET /health'), 'operationId', 'mock.status'),
  },
  {
    id: 'operation-deprecated',
    description: 'GET /blog/slug/{slug}: deprecated: true',
    expected: 'safe',
    apply: (doc) => setKeyword(operation(doc, 'GET /blog/slug/{slug}'), 'deprecated', true, true),
  },
  {
    id: 'field-deprecated',
    description: 'GET /courses/{id} 200: startingdate marked deprecated',
    expected: 'safe',
    apply: (doc) =>
      setKeyword(field(answerSchema(doc, 'GET /courses/{id}'), 'startingdate'), 'deprecated', true, true),
  },
  {
    id: 'info-version-bumped',
    description: 'info.version 1.0.0 → 1.1.0',
    expected: 'safe',
    apply: (doc) => retext(doc.info, 'version', '1.1.0'),
  },
  {
    id: 'document-tag-description-changed',
    description: 'the courses tag of the document reworded',
    expected: 'safe',
    apply: (doc) => {
      const tag = doc.tags.find((t) => t.name === 'courses');
      if (tag === undefined) throw new Error('no courses tag');
      tag.description = 'The catalogue.';
    },
  },
  {
    id: 'answer-description-changed',
    description: 'GET /courses/{id} 200: description OK → The course',
    expected: 'safe',
    apply: (doc) => retext(answer(doc, 'GET /courses/{id}'), 'description', 'The course'),
  },
  {
    id: 'extension-removed',
    description: 'GET /courses/{id} 200: domain loses x-defined-by-us',
    expected: 'safe',
    apply: (doc) => {
      const domain = field(answerSchema(doc, 'GET /courses/{id}'), 'domain');
      if (domain['x-defined-by-us'] !== true) throw new Error('no x-defined-by-us');
      Reflect.deleteProperty(domain, 'x-defined-by-us');
    },
  },
  {
    id: 'schema-title-added',
    description: 'POST /comments 201: the body schema gains title Comment',
    expected: 'safe',
    apply: (doc) => setKeyword(answerSchema(doc, 'POST /comments', '201'), 'title', 'Comment', true),
  },
  {
    id: 'security-scheme-description-changed',
    description: 'components.securitySchemes.bearerAuth: description reworded',
    expected: 'safe',
    apply: (doc) => {
      const scheme = doc.components.securitySchemes.bearerAuth;
      if (scheme === undefined) throw new Error('no bearerAuth');
      retext(scheme, 'description', 'The sign-in token.');
    },
  },
  {
    id: 'error-body-description-changed',
    description: 'components ErrorBody: error description reworded',
    expected: 'safe',
    apply: (doc) => {
      const schema = doc.components.schemas.ErrorBody;
      if (schema === undefined) throw new Error('no ErrorBody');
      retext(field(schema, 'error'), 'description', 'The reason phrase.');
    },
  },
  {
    id: 'request-body-description-changed',
    description: 'POST /contact: the request body description changed',
    expected: 'safe',
    apply: (doc) => {
      const request = operation(doc, 'POST /contact').requestBody;
      if (request === undefined) throw new Error('no body');
      request.description = 'The message to the team.';
    },
  },
  {
    id: 'link-removed',
    description: 'GET /courses/{id} 200: the courses.bySlug link removed',
    expected: 'safe',
    apply: (doc) => {
      const links = answer(doc, 'GET /courses/{id}').links as Record<string, unknown> | undefined;
      if (links?.['courses.bySlug'] === undefined) throw new Error('no link');
      Reflect.deleteProperty(links, 'courses.bySlug');
    },
  },
];
