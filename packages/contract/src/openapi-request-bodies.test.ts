import { initContract } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { contract, listRoutes } from './index.js';
import { bodyIsRequired } from './openapi-request-bodies.js';
import { getOpenApiDocument, operationOf } from './openapi.js';

const openApiDocument = getOpenApiDocument();
const c = initContract();

const route = (body: unknown) =>
  c.router({ call: { method: 'POST', path: '/x', body: body as z.ZodTypeAny, responses: { 200: z.null() } } })
    .call;

describe('a request body the contract cannot do without', () => {
  it('is one whose zod schema refuses an absent body', () => {
    expect(bodyIsRequired(route(z.object({ email: z.string() })))).toBe(true);
    expect(bodyIsRequired(route(z.object({}).passthrough()))).toBe(true);
    expect(bodyIsRequired(route(z.object({ email: z.string() }).optional()))).toBe(false);
    expect(bodyIsRequired(route(z.unknown()))).toBe(false);
    expect(bodyIsRequired(route(c.noBody()))).toBe(false);
  });

  it('is required in the OpenAPI document, and no other is', () => {
    const byOperation = new Map<string, boolean[]>();
    for (const entry of listRoutes(contract)) {
      const operation = operationOf(openApiDocument, entry.path, entry.method);
      if (operation?.requestBody === undefined) continue;
      const id = `${entry.method} ${entry.path}`;
      byOperation.set(id, [...(byOperation.get(id) ?? []), bodyIsRequired(entry.route)]);
    }
    for (const [id, variants] of byOperation) {
      const [method = '', path = ''] = id.split(' ');
      const required = operationOf(openApiDocument, path, method)?.requestBody?.required ?? false;
      expect(required, id).toBe(variants.every(Boolean));
    }
    // Every body of the contract today, multipart PATCH /users/{id} and DELETE /favorites/{courseId} too.
    expect([...byOperation.values()].filter((variants) => variants.every(Boolean))).toHaveLength(29);
  });

  it('is absent where the call has none (DELETE /comments/{id}), required where a DELETE has one', () => {
    expect(operationOf(openApiDocument, '/comments/:id', 'DELETE')?.requestBody).toBeUndefined();
    expect(operationOf(openApiDocument, '/favorites/:courseId', 'DELETE')?.requestBody?.required).toBe(true);
    const profile = operationOf(openApiDocument, '/users/:id', 'PATCH')?.requestBody;
    expect(profile?.required).toBe(true);
    expect(Object.keys(profile?.content ?? {})).toContain('multipart/form-data');
  });
});
