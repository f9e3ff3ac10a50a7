import { describe, expect, it } from 'vitest';

import { toSchema31 } from './openapi-schemas.js';

describe('a schema in OpenAPI 3.1 (JSON Schema 2020-12)', () => {
  it('turns nullable into a null type, in an enum too', () => {
    expect(toSchema31({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] });
    expect(toSchema31({ type: 'string', enum: ['a', 'b'], nullable: true })).toEqual({
      type: ['string', 'null'],
      enum: ['a', 'b', null],
    });
    expect(toSchema31({ type: 'number', nullable: false })).toEqual({ type: 'number' });
  });

  it('turns a nullable schema without a type into a union with null, its description kept outside', () => {
    expect(
      toSchema31({ description: 'any', anyOf: [{ type: 'string' }, { type: 'number' }], nullable: true }),
    ).toEqual({
      description: 'any',
      anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }],
    });
    expect(toSchema31({ nullable: true })).toEqual({ anyOf: [{}, { type: 'null' }] });
  });

  it('writes exclusive bounds as numbers, without the bound they make redundant', () => {
    expect(toSchema31({ type: 'integer', minimum: 0, exclusiveMinimum: 0 })).toEqual({
      type: 'integer',
      exclusiveMinimum: 0,
    });
    expect(toSchema31({ type: 'number', maximum: 5, exclusiveMaximum: true })).toEqual({
      type: 'number',
      exclusiveMaximum: 5,
    });
    expect(toSchema31({ type: 'number', minimum: 1, exclusiveMinimum: false })).toEqual({
      type: 'number',
      minimum: 1,
    });
    expect(toSchema31({ type: 'number', minimum: 1, exclusiveMinimum: 0 })).toEqual({
      type: 'number',
      minimum: 1,
      exclusiveMinimum: 0,
    });
  });

  it('reads a union as zod does (the first member that matches): anyOf, not oneOf', () => {
    expect(toSchema31({ oneOf: [{ type: 'string' }, { type: 'string', enum: [''] }] })).toEqual({
      anyOf: [{ type: 'string' }, { type: 'string', enum: [''] }],
    });
  });

  it('writes an example as examples', () => {
    expect(toSchema31({ type: 'string', example: 'Tunis' })).toEqual({ type: 'string', examples: ['Tunis'] });
  });

  it('converts all the way down: properties, items, unions, additional properties', () => {
    const nested = toSchema31({
      type: 'object',
      properties: {
        list: { type: 'array', items: { type: 'integer', minimum: 0, exclusiveMinimum: 0, nullable: true } },
        either: { oneOf: [{ type: 'string', nullable: true }, { type: 'number' }] },
      },
      additionalProperties: { type: 'string', nullable: true },
    });
    expect(nested).toEqual({
      type: 'object',
      properties: {
        list: { type: 'array', items: { type: ['integer', 'null'], exclusiveMinimum: 0 } },
        either: { anyOf: [{ type: ['string', 'null'] }, { type: 'number' }] },
      },
      additionalProperties: { type: ['string', 'null'] },
    });
  });

  it('marks a field of ours, described as such, with x-defined-by-us', () => {
    expect(toSchema31({ type: 'string', description: '[defined by us] the badge' })).toEqual({
      type: 'string',
      description: '[defined by us] the badge',
      'x-defined-by-us': true,
    });
    expect(toSchema31({ type: 'string', description: 'the title' })).not.toHaveProperty('x-defined-by-us');
  });
});
