import { isZodType } from '@ts-rest/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { contract, listRoutes } from '@formation/contract';

import {
  arbitraryOf,
  HUGE_STRING_BYTES,
  LONG_ID_LENGTH,
  mutate,
  MUTATION_KINDS,
  mutationsOf,
  POLLUTION_MARKER,
  type Mode,
  type Mutation,
} from './index';
import { RawJson, toJsonText } from './json-text';

const SEED = 424_242;
const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns = 200) =>
  fc.sample(arbitrary, { seed: SEED, numRuns });

/** Every request schema of the contract, with the way it travels. */
const requestSchemas = listRoutes(contract).flatMap(({ key, route }) => {
  const parts: [string, unknown, Mode][] = [
    ['params', route.pathParams, 'text'],
    ['query', route.query, 'text'],
    ['headers', route.headers, 'text'],
    ['body', 'body' in route ? route.body : undefined, 'json'],
  ];
  return parts.flatMap(([part, schema, mode]) =>
    isZodType(schema) ? [{ name: `${key} ${part}`, schema, mode }] : [],
  );
});

describe('arbitraryOf: values the schema accepts', () => {
  it('covers every request schema of the contract', () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
    for (const { name, schema, mode } of requestSchemas) {
      const failures = sample(arbitraryOf(schema, mode), 40).filter((v) => !schema.safeParse(v).success);
      expect(failures, name).toEqual([]);
    }
  });

  it.each([
    ['a bounded trimmed string', z.string().trim().min(3).max(10)],
    ['a regex', z.string().regex(/^[A-Z]{2}\d{3}$/)],
    ['an ISO date-time with offset', z.string().datetime({ offset: true })],
    ['an ISO date', z.string().date()],
    ['a URL', z.string().url().max(2048)],
    ['an email', z.string().email()],
    ['an exclusive number range', z.number().gt(0).lt(1)],
    ['a large int range', z.number().int().positive().max(Number.MAX_SAFE_INTEGER)],
    [
      'a refinement',
      z
        .number()
        .int()
        .refine((n) => n % 2 === 0),
    ],
    ['a nullable union', z.union([z.literal('a'), z.number().int()]).nullable()],
    [
      'an array with bounds',
      z
        .array(z.enum(['x', 'y']))
        .min(2)
        .max(4),
    ],
    [
      'a strict object with defaults',
      z.object({ a: z.boolean().default(true), b: z.string().optional() }).strict(),
    ],
  ])('generates %s', (_name, schema: z.ZodTypeAny) => {
    for (const value of sample(arbitraryOf(schema))) expect(schema.safeParse(value).success).toBe(true);
  });

  it('sends text where the value travels in a path, a query or a header', () => {
    const schema = z.object({ id: z.coerce.number().int().positive(), on: z.boolean() });
    for (const value of sample(arbitraryOf(schema, 'text'), 50)) {
      expect(Object.values(value as object).every((v) => typeof v === 'string')).toBe(true);
    }
  });

  it('reaches the ids of the seed often, not only random ones', () => {
    const ids = sample(arbitraryOf(z.number().int().positive()), 300) as number[];
    expect(ids.filter((id) => id <= 41).length).toBeGreaterThan(150);
    expect(ids.some((id) => id > 1_000_000)).toBe(true);
  });

  it('takes the hints a field accepts, and drops the ones it refuses', () => {
    const schema = z.object({ courseId: z.number().int().positive(), email: z.string().email() });
    const values = sample(
      arbitraryOf(schema, 'json', { courseId: [7, -1, 'x'], email: ['a@b.tn'] }),
      300,
    ) as {
      courseId: number;
      email: string;
    }[];
    expect(values.filter((v) => v.courseId === 7).length).toBeGreaterThan(120);
    expect(values.some((v) => v.courseId === -1)).toBe(false);
    expect(values.filter((v) => v.email === 'a@b.tn').length).toBeGreaterThan(120);
  });

  it('is reproducible from its seed', () => {
    const schema = requestSchemas[0]?.schema ?? z.string();
    expect(sample(arbitraryOf(schema), 20)).toEqual(sample(arbitraryOf(schema), 20));
  });

  it('makes records of keys and values their schemas accept', () => {
    const schema = z.record(z.string().regex(/^[a-z]+\.json$/), z.array(z.number().int()));
    const records = sample(arbitraryOf(schema), 50);
    expect(records.every((record) => schema.safeParse(record).success)).toBe(true);
    expect(records.some((record) => Object.keys(record as object).length > 0)).toBe(true);
  });

  it('says which schema kind it cannot generate', () => {
    expect(() => arbitraryOf(z.map(z.string(), z.string()))).toThrow(/ZodMap/);
  });
});

const RICH = z.object({
  email: z.string().email(),
  count: z.number().int().min(1),
  tags: z.array(z.string()).min(1),
  nested: z.object({ on: z.boolean() }),
});

describe('mutate: the hostile variants of a valid value', () => {
  const mutations = sample(mutationsOf(RICH), 600);

  it('produces every kind of mutation', () => {
    expect(new Set(mutations.map((m) => m.kind))).toEqual(new Set(MUTATION_KINDS));
  });

  it('leaves the valid value it starts from untouched', () => {
    const valid = { email: 'a@b.tn', count: 1, tags: ['x'], nested: { on: true } };
    const before = JSON.stringify(valid);
    sample(mutate(valid), 100);
    expect(JSON.stringify(valid)).toBe(before);
  });

  it('drops fields, and what it drops makes the value invalid', () => {
    const missing = mutations.filter((m) => m.kind === 'missing-field' && !m.at.startsWith('$.tags.'));
    expect(missing.length).toBeGreaterThan(0);
    for (const m of missing) expect(RICH.safeParse(m.value).success, m.at).toBe(false);
  });

  it('puts a value of another JSON type where a field was', () => {
    const wrong = mutations.filter(
      (m) => m.kind === 'wrong-type' && m.at !== '$' && !m.at.startsWith('$.tags.'),
    );
    for (const m of wrong)
      expect(RICH.safeParse(m.value).success, `${m.at} ${toJsonText(m.value)}`).toBe(false);
  });

  it('writes prototype keys as own keys of the JSON text, without polluting anything here', () => {
    const polluting = mutations.filter((m) => m.kind === 'prototype-key');
    expect(polluting.length).toBeGreaterThan(0);
    const texts = polluting.map((m) => toJsonText(m.value));
    expect(texts.some((t) => t.includes('"__proto__":{"sweepPolluted":true}'))).toBe(true);
    expect(texts.some((t) => t.includes('"constructor":{"prototype":{"sweepPolluted":true}}'))).toBe(true);
    expect(texts.some((t) => t.includes('"prototype":{"sweepPolluted":true}'))).toBe(true);
    for (const m of polluting) {
      if (typeof m.value === 'object' && m.value !== null)
        expect(Object.getPrototypeOf(m.value)).toBe(Object.prototype);
    }
    expect(POLLUTION_MARKER in {}).toBe(false);
  });

  it('makes strings around the 256 KB body limit in bodies, 10 000 characters in paths', () => {
    const longest = (ms: Mutation[]) =>
      Math.max(
        ...ms.filter((m) => m.kind === 'huge-string').map((m) => Buffer.byteLength(toJsonText(m.value))),
      );
    expect(longest(mutations)).toBeGreaterThan(Math.max(...HUGE_STRING_BYTES) - 10);
    const inPath = sample(mutate({ id: '1' }, 'text'), 300).filter((m) => m.kind === 'huge-string');
    expect(inPath.map((m) => (m.value as { id: string }).id.length)).toContain(LONG_ID_LENGTH);
  });

  it('keeps text positions text: strings, or repeated values', () => {
    for (const m of sample(mutate({ limit: '12', page: '1' }, 'text'), 300)) {
      if (m.at === '$') continue;
      for (const value of Object.values(m.value as Record<string, unknown>)) {
        const values: unknown[] = Array.isArray(value) ? value : [value];
        expect(
          values.every((v) => typeof v === 'string'),
          `${m.kind} ${m.at}`,
        ).toBe(true);
      }
    }
  });
});

describe('json-text', () => {
  it('writes what JSON.stringify writes, plus raw numbers and own __proto__ keys', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => toJsonText(v) === JSON.stringify(v)),
      { seed: SEED },
    );
    expect(toJsonText({ n: new RawJson('-0'), big: new RawJson('1e400') })).toBe('{"n":-0,"big":1e400}');
    expect(toJsonText(JSON.parse('{"__proto__":{"a":1}}'))).toBe('{"__proto__":{"a":1}}');
    expect(toJsonText({ gone: undefined, kept: [undefined] })).toBe('{"kept":[null]}');
  });
});
