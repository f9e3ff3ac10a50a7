import { describe, expect, it } from 'vitest';

import { EXAMPLE_REQUESTS, exampleName } from './openapi-example-requests.js';
import { getOpenApiDocument, operationOf, type OperationObject } from './openapi.js';

const openApiDocument = getOpenApiDocument();

type Named = { examples?: Record<string, { value?: unknown }> };
type Parameter = Named & { name: string; in: string; required?: boolean };

const operations = Object.entries(openApiDocument.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
);

const parametersOf = (operation: OperationObject) => (operation.parameters ?? []) as Parameter[];
const bodiesOf = (operation: OperationObject) =>
  Object.values((operation.requestBody?.content ?? {}) as Record<string, Named>);

/** The response examples of an operation by name: status and value. */
function responseExamples(operation: OperationObject): Map<string, { status: string; value: unknown }> {
  const named = new Map<string, { status: string; value: unknown }>();
  for (const [status, response] of Object.entries(operation.responses))
    for (const media of Object.values((response.content ?? {}) as Record<string, Named>))
      for (const [name, example] of Object.entries(media.examples ?? {}))
        named.set(name, { status, value: example.value });
  return named;
}

describe("the document's examples, paired by name", () => {
  it.each(operations)(
    '%s: every named response example has its path, query and body examples of the same name',
    (_operation, operation) => {
      const parameters = parametersOf(operation).filter(
        (parameter) => parameter.in === 'path' || (parameter.in === 'query' && parameter.required === true),
      );
      for (const name of responseExamples(operation).keys()) {
        for (const parameter of parameters)
          expect(parameter.examples?.[name], `${parameter.in} ${parameter.name}: ${name}`).toBeDefined();
        for (const body of bodiesOf(operation)) expect(body.examples?.[name], `body: ${name}`).toBeDefined();
      }
    },
  );

  it.each(operations)(
    '%s: every request example answers to a response example of its name',
    (_o, operation) => {
      const answered = responseExamples(operation);
      const requestNames = [...parametersOf(operation), ...bodiesOf(operation)].flatMap((named) =>
        Object.keys(named.examples ?? {}),
      );
      for (const name of requestNames) expect(answered.has(name), name).toBe(true);
    },
  );

  it('agree with their answers: a path or query value is the same-named field of the answer (or of its items)', () => {
    let compared = 0;
    for (const [, operation] of operations) {
      const answers = responseExamples(operation);
      for (const parameter of parametersOf(operation))
        for (const [name, example] of Object.entries(parameter.examples ?? {})) {
          const answer = answers.get(name)?.value;
          const records: unknown[] = Array.isArray(answer) ? answer : [answer];
          for (const record of records)
            if (typeof record === 'object' && record !== null && parameter.name in record) {
              expect(
                (record as Record<string, unknown>)[parameter.name],
                `${parameter.name} in ${name}`,
              ).toEqual(example.value);
              compared += 1;
            }
        }
    }
    // The slug of a course and an article, a course's comments, a user's favorites and profile, the page.
    expect(compared).toBeGreaterThanOrEqual(10);
  });

  it('name an error answer for the request that brought it (an unknown course slug)', () => {
    const bySlug = operationOf(openApiDocument, '/courses/slug/:slug', 'GET');
    const slug = parametersOf(bySlug as OperationObject).find((parameter) => parameter.name === 'slug');
    expect(slug?.examples?.['unknown-course']?.value).toBe('formation-inconnue');
    expect(responseExamples(bySlug as OperationObject).get('unknown-course')).toMatchObject({
      status: '404',
      value: { statusCode: 404 },
    });
    expect(exampleName('GET /courses/slug/:slug', '200')).toBe('seed');
  });

  it('pair only calls whose answers were recorded', () => {
    for (const [route, requests] of Object.entries(EXAMPLE_REQUESTS)) {
      const [method = '', path = ''] = route.split(' ');
      const answers = responseExamples(operationOf(openApiDocument, path, method) as OperationObject);
      for (const [name, { status }] of Object.entries(requests))
        expect(answers.get(name)?.status, `${route} ${name}`).toBe(status);
    }
  });
});
