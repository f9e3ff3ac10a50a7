import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { getOpenApiDocument, operationOf, type OperationObject } from '@formation/contract/openapi';

import { buildTestApp, injectAs, login } from '../testing/test-app';

const EXAMPLES_FILE = new URL('../../../../packages/contract/src/openapi-examples.json', import.meta.url);

type Named = { examples?: Record<string, { value?: unknown }> };
type Parameter = Named & { name: string; in: string };

/** What the recording shortens (lists to two items, tokens to a sample), so that an answer compares. */
function comparable(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map((item) => comparable(item));
  if (typeof value === 'string' && (key === 'access_token' || key === 'token')) return '<token>';
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, comparable(item, name)]));
}

/** The request a named example pairs with its answer: path and query values, and the body. */
function requestOf(path: string, operation: OperationObject, name: string) {
  const parameters = (operation.parameters ?? []) as Parameter[];
  const valueOf = (parameter: Parameter) => String(parameter.examples?.[name]?.value);
  const url = path.replace(/:(\w+)/g, (_match, key: string) =>
    valueOf(parameters.find((p) => p.in === 'path' && p.name === key) ?? { name: key, in: 'path' }),
  );
  const query = new URLSearchParams(
    parameters
      .filter((p) => p.in === 'query' && p.examples?.[name] !== undefined)
      .map((p) => [p.name, valueOf(p)]),
  ).toString();
  const body = (operation.requestBody?.content?.['application/json'] as Named | undefined)?.examples?.[name];
  return { url: query === '' ? url : `${url}?${query}`, body: body?.value };
}

describe("the OpenAPI document's paired examples", () => {
  it('are true on the seeded mock: each request example brings its answer of the same name', async () => {
    const document = getOpenApiDocument();
    // The order of the recording: an enrollment is listed after it was made.
    const routes = Object.keys(JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as object);
    const app = await buildTestApp();
    try {
      const learner = await login(app, 'learner');
      let replayed = 0;
      for (const route of routes) {
        const [method = 'GET', path = ''] = route.split(' ');
        const operation = operationOf(document, path, method);
        if (operation === undefined) throw new Error(`${route} is not in the document`);
        const signedIn = JSON.stringify(operation.security).includes('bearerAuth') ? learner : null;
        for (const [status, response] of Object.entries(operation.responses)) {
          const examples = (response.content?.['application/json'] as Named | undefined)?.examples ?? {};
          for (const [name, example] of Object.entries(examples)) {
            const { url, body } = requestOf(path, operation, name);
            const reply = await injectAs(app, signedIn, {
              method,
              url,
              ...(body === undefined ? {} : { payload: body as object }),
            });
            expect(`${route} ${name}: ${String(reply.statusCode)}`).toBe(`${route} ${name}: ${status}`);
            expect(comparable(reply.json()), `${route} ${name}`).toEqual(comparable(example.value));
            replayed += 1;
          }
        }
      }
      expect(replayed).toBe(routes.length + 1); // and the unknown course's 404
    } finally {
      await app.close();
    }
  });
});
