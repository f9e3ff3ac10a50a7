import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from './errors';
import { contract, DEFINED_BY_US, listRoutes } from './index';
import { getOpenApiDocument, operationOf } from './openapi';

const openApiDocument = getOpenApiDocument();

const routes = listRoutes(contract);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3', () => {
    expect(openApiDocument.openapi).toMatch(/^3\./);
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

  it('documents the one error body under every non-2xx status', () => {
    for (const { path, method } of routes) {
      const op = operationOf(openApiDocument, path, method);
      for (const [status, response] of Object.entries(op?.responses ?? {})) {
        if (Number(status) < 400) continue;
        const props = Object.keys(response.content?.['application/json']?.schema?.properties ?? {});
        expect(props, `${method} ${path} ${status}`).toEqual([
          'statusCode',
          'error',
          'message',
          'code',
          'details',
        ]);
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
