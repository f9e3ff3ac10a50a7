import { describe, expect, it } from 'vitest';

import { LINKS, type LinkObject } from './openapi-links.js';
import type { SchemaObject } from './openapi-schemas.js';
import { getOpenApiDocument, type OperationObject } from './openapi.js';

const openApiDocument = getOpenApiDocument();

const operations = new Map(
  Object.values(openApiDocument.paths)
    .flatMap((item) => Object.values(item))
    .map((operation) => [operation.operationId ?? '', operation]),
);

type Parameter = { name: string; in: string; required?: boolean; schema?: SchemaObject };

const isSchema = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema and the schemas it stands for: its $ref's target, its anyOf, oneOf and allOf members. */
function alternatives(schema: SchemaObject): SchemaObject[] {
  const { $ref } = schema;
  if (typeof $ref === 'string') {
    const target = openApiDocument.components.schemas[$ref.replace('#/components/schemas/', '')];
    return target === undefined ? [] : alternatives(target);
  }
  const members = ['anyOf', 'oneOf', 'allOf'].flatMap((keyword) => {
    const list = schema[keyword];
    return Array.isArray(list) ? list.filter(isSchema) : [];
  });
  return [schema, ...members.flatMap(alternatives)];
}

/** The schemas a JSON pointer reaches in a JSON Schema (none: it does not resolve). */
function schemasAt(schema: SchemaObject, pointer: string): SchemaObject[] {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
  let reached = [schema];
  for (const token of tokens)
    reached = reached.flatMap(alternatives).flatMap((candidate) => {
      const properties = isSchema(candidate.properties) ? candidate.properties : {};
      const inItems = /^\d+$/.test(token) && isSchema(candidate.items) ? [candidate.items] : [];
      const property = properties[token];
      return [...inItems, ...(isSchema(property) ? [property] : [])];
    });
  return reached;
}

/** The JSON types a schema allows (null aside), through its alternatives. */
function typesOf(schemas: SchemaObject[]): Set<string> {
  const types = schemas
    .flatMap(alternatives)
    .flatMap((schema) => (Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type]))
    .filter((type): type is string => typeof type === 'string' && type !== 'null');
  return new Set(types.flatMap((type) => (type === 'integer' ? ['integer', 'number'] : [type])));
}

const jsonSchemaOf = (media: unknown) =>
  (media as { 'application/json'?: { schema?: SchemaObject } } | undefined)?.['application/json']?.schema;

const POINTER = /^\$response\.body#(\/.*)$/;

const declared = Object.entries(LINKS).flatMap(([answer, targets]) =>
  Object.keys(targets).map((target) => [`${answer} → ${target}`, answer, target] as const),
);

describe('the links of the OpenAPI document', () => {
  it.each(declared)('%s', (_name, answer, target) => {
    const [from = '', status = ''] = answer.split(' ');
    const response = operations.get(from)?.responses[status];
    expect(response, `${from} answers ${status}`).toBeDefined();
    const link = response?.links?.[target] as LinkObject | undefined;
    expect(link?.operationId).toBe(target);
    const next = operations.get(target) as OperationObject;
    expect(next, `operation ${target}`).toBeDefined();
    const answerSchema = jsonSchemaOf(response?.content) as SchemaObject;

    /** The pointer of an expression resolves in the answer's schema; the types it reaches there. */
    const sourceTypes = (expression: string, what: string) => {
      const pointer = POINTER.exec(expression)?.[1];
      expect(pointer, `${what}: ${expression} is $response.body#<pointer>`).toBeDefined();
      const reached = schemasAt(answerSchema, pointer ?? '');
      expect(reached.length, `${what}: ${pointer ?? ''} in the ${status} answer of ${from}`).toBeGreaterThan(
        0,
      );
      return typesOf(reached);
    };

    const parameters = (next.parameters ?? []) as Parameter[];
    for (const [name, expression] of Object.entries(link?.parameters ?? {})) {
      const parameter = parameters.find((candidate) => candidate.name === name);
      expect(parameter, `${target} has a parameter ${name}`).toBeDefined();
      const accepted = typesOf(parameter?.schema === undefined ? [] : [parameter.schema]);
      const given = sourceTypes(expression, name);
      expect(
        [...given].some((type) => accepted.has(type)),
        `${name}: ${[...given].join('|')}`,
      ).toBe(true);
    }
    // A link is followable: every path parameter of the next call is given.
    for (const parameter of parameters.filter((candidate) => candidate.in === 'path'))
      expect(link?.parameters?.[parameter.name], `path parameter ${parameter.name}`).toBeDefined();

    const fields = (jsonSchemaOf(next.requestBody?.content)?.properties ?? {}) as Record<
      string,
      SchemaObject
    >;
    expect(link).not.toHaveProperty('requestBody');
    for (const [name, expression] of Object.entries(link?.['x-request-body'] ?? {})) {
      const field = fields[name];
      expect(field, `${target}'s body has a field ${name}`).toBeDefined();
      const given = sourceTypes(expression, `body.${name}`);
      const accepted = typesOf(field === undefined ? [] : [field]);
      expect(
        [...given].some((type) => accepted.has(type)),
        `body.${name}`,
      ).toBe(true);
    }
  });

  it('are the ones the site follows (sign-in to the profile, a course of the list, enrollment to payment)', () => {
    const linked = (answer: string) => Object.keys(LINKS[answer] ?? {});
    expect(linked('auth.login 200')).toEqual(
      expect.arrayContaining(['users.profile', 'favorites.listForUser']),
    );
    expect(linked('courses.list 200')).toEqual(
      expect.arrayContaining(['courses.byId', 'comments.listForCourse', 'courses.related']),
    );
    expect(linked('comments.create 201')).toEqual(
      expect.arrayContaining(['comments.update', 'comments.remove']),
    );
    expect(linked('auth.register 201')).toContain('auth.verifyEmail');
    expect(linked('enrollments.create 201')).toContain('payments.onsite');
    expect(linked('blog.list 200')).toContain('blog.bySlug');
  });

  it('are checked by a walk that refuses a pointer the answer does not have', () => {
    const list = jsonSchemaOf(operations.get('courses.list')?.responses['200']?.content) as SchemaObject;
    expect(schemasAt(list, '/0/id').length).toBeGreaterThan(0);
    expect(typesOf(schemasAt(list, '/0/slug'))).toEqual(new Set(['string']));
    expect(schemasAt(list, '/0/nope')).toEqual([]);
    expect(schemasAt(list, '/id')).toEqual([]);
    const login = jsonSchemaOf(operations.get('auth.login')?.responses['200']?.content) as SchemaObject;
    expect(schemasAt(login, '/user/id').length).toBeGreaterThan(0);
    expect(schemasAt(login, '/user/0')).toEqual([]);
  });
});
