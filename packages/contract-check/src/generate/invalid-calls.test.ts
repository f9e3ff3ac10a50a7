import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { planRoutes } from '../route-plan';
import type { GeneratedCall } from './generated-call';
import { invalidVariants } from './invalid-calls';
import { requestSchemasOf } from './route-schemas';
import { validCalls } from './valid-calls';

const routes = new Map(planRoutes().map((route) => [route.key, route]));
const schemasOf = (key: string) => {
  const route = routes.get(key);
  if (route === undefined) throw new Error(`no route ${key}`);
  return requestSchemasOf(route);
};

/** Whether the contract accepts the call's params, query and body. */
function accepted(call: GeneratedCall, key: string): boolean {
  const schemas = schemasOf(key);
  return (
    schemas.params.safeParse(call.params).success &&
    schemas.query.safeParse(call.query).success &&
    (schemas.body === null || schemas.body.safeParse(call.body).success)
  );
}

const contactCall: GeneratedCall = {
  route: 'contact.send',
  intent: { kind: 'valid' },
  at: null,
  params: {},
  query: {},
  body: { name: 'Amira', email: 'amira@example.tn', subject: 'Devis', message: 'Bonjour', category: 'quote' },
};

describe('invalid variants of a valid call', () => {
  it('breaks the call in each way the contract refuses, one place at a time', () => {
    const variants = invalidVariants(contactCall, schemasOf('contact.send'));
    const labels = variants.map(
      (v) => `${v.intent.kind === 'invalid' ? v.intent.change : '?'} ${v.at ?? ''}`,
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        'missing-field body',
        'missing-field body.$.email',
        'wrong-type body.$.name',
        'past-bound body.$.name',
        'past-bound body.$.message',
        'malformed-format body.$.email',
        'not-allowed body.$.category',
      ]),
    );
    for (const variant of variants) expect(accepted(variant, 'contact.send')).toBe(false);
    const tooLong = variants.find(
      (v) => v.at === 'body.$.name' && v.intent.kind === 'invalid' && v.intent.change === 'past-bound',
    );
    expect((tooLong?.body as { name: string }).name).toHaveLength(161);
  });

  it('leaves the valid call it starts from untouched', () => {
    const before = JSON.stringify(contactCall);
    invalidVariants(contactCall, schemasOf('contact.send'));
    expect(JSON.stringify(contactCall)).toBe(before);
  });

  it('breaks path parameters and queries as text: an id that is no number, a page past its bound', () => {
    const byId = invalidVariants(
      { route: 'courses.byId', intent: { kind: 'valid' }, at: null, params: { id: '3' }, query: {} },
      schemasOf('courses.byId'),
    );
    expect(byId.every((v) => v.params.id !== undefined)).toBe(true);
    expect(byId.map((v) => [v.at, v.params.id])).toEqual(
      expect.arrayContaining([
        ['params.id', 'abc'],
        ['params.id', '-1'],
        ['params.id', '1.5'],
      ]),
    );
    const blog = invalidVariants(
      {
        route: 'blog.list',
        intent: { kind: 'valid' },
        at: null,
        params: {},
        query: { page: '2', limit: '12' },
      },
      schemasOf('blog.list'),
    );
    expect(blog.map((v) => [v.at, v.query[(v.at ?? '').replace('query.', '')]])).toEqual(
      expect.arrayContaining([
        ['query.limit', '1001'],
        ['query.page', '0'],
      ]),
    );
  });

  it('only ever gives calls the contract refuses, on every route that takes input', () => {
    for (const [key, route] of routes) {
      const schemas = requestSchemasOf(route);
      if (schemas.multipart || route.path.startsWith('/__mock')) continue;
      for (const valid of fc.sample(validCalls(key, schemas, {}), { numRuns: 10, seed: 7 })) {
        expect(accepted(valid, key), `${key} valid`).toBe(true);
        for (const variant of invalidVariants(valid, schemas)) {
          expect(accepted(variant, key), `${key} ${variant.at ?? ''}`).toBe(false);
        }
      }
    }
  });
});
