import { describe, expect, it } from 'vitest';

import { diffDocuments } from '../index.js';
import {
  commentRequest,
  courseAnswer,
  propertiesOf,
  smallDocument,
  type SmallDocument,
} from '../testing/small-document.js';

/** The kinds and classes found when `change` is applied to a copy of the small document. */
function found(change: (doc: SmallDocument) => void): string[] {
  const base = smallDocument();
  const head = smallDocument();
  change(head);
  return diffDocuments(base, head).changes.map((c) => `${c.class} ${c.kind} ${c.path ?? ''}`.trim());
}

const answer = (doc: SmallDocument) => propertiesOf(courseAnswer(doc));
const request = (doc: SmallDocument) => propertiesOf(commentRequest(doc));
const course = (doc: SmallDocument) => doc.paths['/courses/{id}']?.get as Record<string, unknown>;

describe('contract:diff on documents', () => {
  it('finds nothing between a document and its copy', () => {
    expect(found(() => undefined)).toEqual([]);
  });

  it.each([
    [
      'an answer field removed',
      (d: SmallDocument) => delete answer(d).price,
      'breaking-clients answer-field-removed price',
    ],
    [
      'an answer field renamed',
      (d: SmallDocument) => {
        answer(d).name = answer(d).title as Record<string, unknown>;
        delete answer(d).title;
        (courseAnswer(d).required as string[]).splice(1, 1, 'name');
      },
      'breaking-clients answer-field-renamed title',
    ],
    [
      'an answer type changed',
      (d: SmallDocument) => (answer(d).id = { type: 'string' }),
      'breaking-clients answer-type-changed id',
    ],
    [
      'an answer enum value added',
      (d: SmallDocument) => (answer(d).status = { type: 'string', enum: ['PUBLISHED', 'DRAFT', 'ARCHIVED'] }),
      'breaking-clients answer-enum-value-added status',
    ],
    [
      'an answer field made nullable',
      (d: SmallDocument) => (answer(d).title = { type: ['string', 'null'], maxLength: 200 }),
      'breaking-clients answer-became-nullable title',
    ],
    [
      'a required answer field made optional',
      (d: SmallDocument) => (courseAnswer(d).required = ['id', 'status']),
      'breaking-clients answer-field-became-optional title',
    ],
    [
      'a nested answer field removed',
      (d: SmallDocument) => (answer(d).tags = { type: 'array', items: { type: 'object', properties: {} } }),
      'breaking-clients answer-field-removed tags[].name',
    ],
    [
      'an answer gains a required field',
      (d: SmallDocument) => {
        answer(d).slug = { type: 'string' };
        (courseAnswer(d).required as string[]).push('slug');
      },
      'breaking-servers answer-required-field-added slug',
    ],
    [
      'an answer enum value removed',
      (d: SmallDocument) => (answer(d).status = { type: 'string', enum: ['PUBLISHED'] }),
      'breaking-servers answer-enum-value-removed status',
    ],
    [
      'an answer loses nullability',
      (d: SmallDocument) => (answer(d).price = { type: 'number', minimum: 0 }),
      'breaking-servers answer-lost-nullability price',
    ],
    [
      'an answer bound tightened',
      (d: SmallDocument) => (answer(d).title = { type: 'string', maxLength: 100 }),
      'breaking-servers answer-bound-tightened title',
    ],
    [
      'a new optional answer field',
      (d: SmallDocument) => (answer(d).slug = { type: 'string' }),
      'safe answer-field-added slug',
    ],
    [
      'a request gains a required field',
      (d: SmallDocument) => {
        request(d).email = { type: 'string' };
        (commentRequest(d).required as string[]).push('email');
      },
      'breaking-clients request-required-field-added email',
    ],
    [
      'a request bound tightened',
      (d: SmallDocument) => (request(d).content = { type: 'string', minLength: 1, maxLength: 500 }),
      'breaking-clients request-bound-tightened content',
    ],
    [
      'a request pattern added',
      (d: SmallDocument) =>
        (request(d).content = { type: 'string', minLength: 1, maxLength: 2000, pattern: '^\\S' }),
      'breaking-clients request-pattern-added content',
    ],
    [
      'a request enum value removed',
      (d: SmallDocument) => (request(d).kind = { type: 'string', enum: ['review'] }),
      'breaking-clients request-enum-value-removed kind',
    ],
    [
      'a request enum value added',
      (d: SmallDocument) => (request(d).kind = { type: 'string', enum: ['review', 'question', 'report'] }),
      'breaking-servers request-enum-value-added kind',
    ],
    [
      'a request bound loosened',
      (d: SmallDocument) => (request(d).rating = { type: 'integer', minimum: 0, maximum: 5 }),
      'breaking-servers request-bound-loosened rating',
    ],
    [
      'a required request field made optional',
      (d: SmallDocument) => (commentRequest(d).required = ['courseId']),
      'breaking-servers request-field-became-optional content',
    ],
    [
      'a new optional request field',
      (d: SmallDocument) => (request(d).title = { type: 'string' }),
      'safe request-field-added title',
    ],
    [
      'a required query parameter added',
      (d: SmallDocument) =>
        (course(d).parameters as unknown[]).push({
          name: 'q',
          in: 'query',
          required: true,
          schema: { type: 'string' },
        }),
      'breaking-clients parameter-required-added query.q',
    ],
    [
      'an optional query parameter added',
      (d: SmallDocument) =>
        (course(d).parameters as unknown[]).push({ name: 'q', in: 'query', schema: { type: 'string' } }),
      'safe parameter-added query.q',
    ],
    [
      'a parameter enum value removed',
      (d: SmallDocument) =>
        ((course(d).parameters as Record<string, unknown>[])[1] = {
          name: 'lang',
          in: 'query',
          schema: { type: 'string', enum: ['fr'] },
        }),
      'breaking-clients parameter-enum-value-removed query.lang',
    ],
  ])('%s', (_name, change, expected) => {
    expect(found(change)).toEqual([expected]);
  });

  it('classes operations, statuses, headers and security', () => {
    expect(found((d) => delete d.paths['/comments'])).toEqual(['breaking-clients operation-removed']);
    expect(
      found((d) => (d.paths['/blog'] = { get: { responses: { '200': { description: 'OK' } } } })),
    ).toEqual(['safe operation-added']);
    const responses = (d: SmallDocument) => course(d).responses as Record<string, unknown>;
    expect(found((d) => delete responses(d)['404'])).toEqual([
      'breaking-servers answer-error-status-removed',
    ]);
    expect(found((d) => (responses(d)['409'] = { description: 'Conflict' }))).toEqual([
      'safe answer-error-status-added',
    ]);
    expect(
      found((d) => {
        responses(d)['201'] = responses(d)['200'];
        delete responses(d)['200'];
      }),
    ).toEqual([
      'breaking-clients answer-success-status-removed',
      'breaking-clients answer-success-status-added',
    ]);
    expect(found((d) => ((responses(d)['200'] as Record<string, unknown>).headers = {}))).toEqual([
      'breaking-clients answer-header-removed x-request-id',
    ]);
    expect(found((d) => (course(d).security = [{ bearerAuth: [] }]))).toEqual([
      'breaking-clients security-added',
    ]);
    expect(found((d) => delete d.paths['/comments']?.post?.security)).toEqual([
      'breaking-servers security-removed',
    ]);
    const twoWays = (d: SmallDocument, order: string[]) =>
      ((d.paths['/comments']?.post ?? {}).security = order.map((scheme) => ({ [scheme]: [] })));
    expect(found((d) => twoWays(d, ['bearerAuth', 'apiKey']))).toEqual(['breaking-clients security-changed']);
    const base = smallDocument();
    twoWays(base, ['bearerAuth', 'apiKey']);
    const head = smallDocument();
    twoWays(head, ['apiKey', 'bearerAuth']);
    expect(diffDocuments(base, head).changes).toEqual([]);
  });

  it('takes a renamed path parameter, a reordered enum and a new description as safe', () => {
    expect(
      found((d) => {
        const item = d.paths['/courses/{id}'];
        delete d.paths['/courses/{id}'];
        if (item !== undefined) d.paths['/courses/{courseId}'] = item;
        (
          course({ ...d, paths: { '/courses/{id}': item ?? {} } }).parameters as Record<string, unknown>[]
        )[0] = { name: 'courseId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
      }),
    ).toEqual(['safe parameter-renamed path.id']);
    expect(found((d) => (answer(d).status = { type: 'string', enum: ['DRAFT', 'PUBLISHED'] }))).toEqual([]);
    expect(
      found((d) => (answer(d).title = { type: 'string', maxLength: 200, description: 'The title' })),
    ).toEqual(['safe answer-description-changed title']);
  });

  it('reads references and OpenAPI 3.0 nullability as 3.1 writes them', () => {
    const base = smallDocument();
    const head = smallDocument();
    head.openapi = '3.0.3';
    propertiesOf(courseAnswer(head)).price = { type: 'number', nullable: true, minimum: 0 };
    expect(diffDocuments(base, head).changes).toEqual([]);
  });
});
