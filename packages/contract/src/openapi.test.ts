import { describe, expect, it } from 'vitest';

import { ErrorBodySchema, reasonPhrase } from './errors.js';
import { contract, DEFINED_BY_US, listRoutes } from './index.js';
import { getOpenApiDocument, operationOf } from './openapi.js';
import type { RouteDocs } from './route-docs.js';

const openApiDocument = getOpenApiDocument();

const routes = listRoutes(contract);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, with a contact and a licence', () => {
    expect(openApiDocument.openapi).toBe('3.1.0');
    expect(openApiDocument.info).toMatchObject({
      contact: { email: expect.any(String) as unknown },
      license: { name: expect.any(String) as unknown, identifier: 'LicenseRef-Proprietary' },
    });
  });

  it('keeps no OpenAPI 3.0 keyword in its schemas (nullable, boolean exclusive bounds)', () => {
    const text = JSON.stringify(openApiDocument);
    expect(text).not.toMatch(/"nullable":/);
    expect(text).not.toMatch(/"exclusive(Minimum|Maximum)":(true|false)/);
    expect(text).not.toMatch(/"oneOf":/);
  });

  it('declares every tag it uses, each with a description', () => {
    const declared = new Map(openApiDocument.tags.map((tag) => [tag.name, tag.description]));
    for (const { path, method } of routes)
      for (const tag of operationOf(openApiDocument, path, method)?.tags ?? [])
        expect(declared.get(tag), `${method} ${path}: ${tag}`).toMatch(/\w/);
  });

  it.each(routes.map((r) => [r.key, r] as const))(
    '%s has a summary, a description and its section of the specification',
    (_key, { path, method, route }) => {
      const operation = operationOf(openApiDocument, path, method);
      expect(operation?.summary).toMatch(/\w/);
      const docs = route.metadata as RouteDocs;
      if (docs.specSection === null) {
        expect(operation?.description).toContain('Not in the specification');
        expect(operation?.['x-spec-section']).toBeUndefined();
      } else {
        expect(operation?.description).toContain(`Specification section ${String(docs.specSection)} (`);
        expect(operation?.['x-spec-section']).toBe(docs.specSection);
      }
    },
  );

  it('asks the signed-in user’s bearer token where the call needs it, and nothing elsewhere', () => {
    expect(openApiDocument.components.securitySchemes).toHaveProperty('bearerAuth', {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: expect.any(String) as unknown,
    });
    expect(operationOf(openApiDocument, '/enrollments', 'POST')?.security).toEqual([{ bearerAuth: [] }]);
    expect(operationOf(openApiDocument, '/favorites/:userId', 'GET')?.security).toEqual([{ bearerAuth: [] }]);
    expect(operationOf(openApiDocument, '/courses/AllCourses', 'GET')?.security).toEqual([]);
    expect(operationOf(openApiDocument, '/__mock/reset', 'POST')?.security).toEqual([
      {},
      { mockAdminKey: [] },
    ]);
  });

  it('marks the calls and the fields we defined (x-defined-by-us), and not the specification’s', () => {
    expect(operationOf(openApiDocument, '/enrollments', 'POST')?.['x-defined-by-us']).toBe(true);
    expect(operationOf(openApiDocument, '/courses/AllCourses', 'GET')?.['x-defined-by-us']).toBeUndefined();
    const course = operationOf(openApiDocument, '/courses/slug/:slug', 'GET')?.responses['200']?.content?.[
      'application/json'
    ]?.schema as { properties: Record<string, Record<string, unknown>> };
    expect(course.properties.title?.['x-defined-by-us']).toBeUndefined();
    const ours = Object.values(course.properties).filter((field) => field['x-defined-by-us'] === true);
    expect(ours.length).toBeGreaterThan(0);
    for (const field of ours)
      expect(field.description).toMatch(new RegExp(`^\\${DEFINED_BY_US.slice(0, -1)}`));
  });

  it.each(routes.map((r) => [r.key, r.method, r.path] as const))('holds %s (%s %s)', (_key, method, path) => {
    const operation = operationOf(openApiDocument, path, method);
    expect(operation).toBeDefined();
    expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(0);
  });

  it('documents both bodies of PATCH /users/{id}', () => {
    const op = operationOf(openApiDocument, '/users/:id', 'PATCH');
    expect(Object.keys(op?.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
  });

  it('documents the one error body under every non-2xx status, with its reason', () => {
    expect(Object.keys(openApiDocument.components.schemas.ErrorBody?.properties ?? {})).toEqual([
      'statusCode',
      'error',
      'message',
      'code',
      'details',
    ]);
    for (const { path, method } of routes) {
      const op = operationOf(openApiDocument, path, method);
      for (const [status, response] of Object.entries(op?.responses ?? {})) {
        if (Number(status) < 400) continue;
        expect(response, `${method} ${path} ${status}`).toMatchObject({
          description: reasonPhrase(Number(status)),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        });
      }
    }
  });

  it('marks the payloads we designed', () => {
    const text = JSON.stringify(openApiDocument.paths['/coupon-usage/verify']);
    expect(text).toContain(DEFINED_BY_US);
  });
});

describe('every route answers the one error body on failure', () => {
  it.each(routes.map((r) => [r.key, r] as const))('%s', (_key, { route }) => {
    const statuses = Object.keys(route.responses).map(Number);
    expect(statuses.filter((s) => s >= 200 && s < 300).length).toBeGreaterThan(0);
    for (const s of [400, 500, 503]) expect(statuses).toContain(s);
    for (const s of statuses.filter((n) => n >= 400)) {
      expect(route.responses[s]).toBe(ErrorBodySchema);
    }
    expect(route.strictStatusCodes).toBe(true);
  });
});

describe("the document's examples", () => {
  const media = (path: string, method: string, status?: string) => {
    const operation = operationOf(openApiDocument, path, method);
    const content =
      status === undefined ? operation?.requestBody?.content : operation?.responses[status]?.content;
    return content?.['application/json'] as { examples?: Record<string, { value?: unknown }> } | undefined;
  };

  it('show the seed’s French data on the main bodies (sign-in, catalogue, enrollment, an error)', () => {
    expect(media('/auth/login', 'POST')?.examples?.seed?.value).toMatchObject({
      email: 'amira.bensalah@example.tn',
    });
    expect(media('/courses/AllCourses', 'GET', '200')?.examples?.seed?.value).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: expect.stringMatching(/[éè]|Formation|Préparation/) as unknown }),
      ]),
    );
    expect(media('/enrollments', 'POST')?.examples?.seed?.value).toMatchObject({
      fullName: 'Amira Ben Salah',
    });
    expect(media('/courses/slug/:slug', 'GET', '404')?.examples?.['unknown-course']?.value).toMatchObject({
      statusCode: 404,
    });
  });
});
