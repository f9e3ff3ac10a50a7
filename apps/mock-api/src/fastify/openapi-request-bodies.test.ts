import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getOpenApiDocument } from '@formation/contract/openapi';

import { buildContractTestApp, injectAs, login, type SignedIn, type TestApp } from '../testing/test-app';

const document = getOpenApiDocument();

/** Every operation that may carry a body (the document's POST, PUT, PATCH and DELETE), ids set to 1. */
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as 'POST',
      url: path.replace(/\{\w+\}/g, '1'),
      required: operation.requestBody?.required === true,
    })),
);

describe('a call without its body', () => {
  let app: TestApp;
  let learner: SignedIn;
  beforeAll(async () => {
    app = await buildContractTestApp();
    learner = await login(app, 'learner');
  });
  afterAll(() => app.close());

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s: refused at its body exactly when the OpenAPI document says the body is required',
    async (_name, { method, url, required }) => {
      const reply = await injectAs(app, learner, { method, url });
      const details =
        reply.statusCode === 400 ? (reply.json<{ details?: { path: string }[] }>().details ?? []) : [];
      expect(details.some((detail) => detail.path === 'body')).toBe(required);
    },
  );
});
