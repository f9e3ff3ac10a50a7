import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { CourseReceivedSchema, ErrorBodySchema, UpdateProfileBodySchema } from '@formation/contract';

import { buildFieldRules, EXACT_RULES, type FieldRules } from './field-rules';
import { formatPath } from './json-path';
import { checkStrict, describeSchema } from './strict-schema';

/** Each issue as "kind path", the way the report lists them. */
/** The drift found, as `kind path` (notes on absent fields of ours are tested on their own). */
function issues(schema: z.ZodTypeAny, value: unknown, rules: FieldRules = EXACT_RULES): string[] {
  return checkStrict(schema, value, rules)
    .filter((i) => i.kind !== 'fallback')
    .map((i) => `${i.kind} ${formatPath(i.path)}`);
}

describe('objects are read as if strict, all the way down', () => {
  const schema = z.object({
    id: z.number().int(),
    name: z.string(),
    nickname: z.string().optional(),
    tags: z.array(z.object({ label: z.string() })),
    owner: z.object({ email: z.string() }).nullable(),
  });
  const good = { id: 1, name: 'a', tags: [{ label: 'x' }], owner: null };

  it('accepts a value that matches, optional fields absent', () => {
    expect(issues(schema, good)).toEqual([]);
  });

  it('reports a missing field, an extra field, and both at depth inside arrays', () => {
    expect(
      issues(schema, {
        id: 1,
        tags: [{ label: 'x' }, { label: 'y', colour: 'red' }],
        owner: { email: 'e', role: 'r' },
        extra: true,
      }),
    ).toEqual(['missing $.name', 'extra $.tags[1].colour', 'extra $.owner.role', 'extra $.extra']);
  });

  it('reports extras even where the contract object is passthrough (strict reading)', () => {
    expect(issues(z.object({ a: z.string() }).passthrough(), { a: 'x', b: 1 })).toEqual(['extra $.b']);
  });

  it('accepts undeclared keys a catchall declares, and checks them against it', () => {
    const open = z.object({ a: z.string() }).catchall(z.number());
    expect(issues(open, { a: 'x', b: 1 })).toEqual([]);
    expect(issues(open, { a: 'x', b: 'no' })).toEqual(['wrong-type $.b']);
  });

  it('reports wrong types: a number as a string, an object as an array, null where not nullable', () => {
    expect(issues(schema, { ...good, id: '1', tags: {}, name: null })).toEqual([
      'wrong-type $.id',
      'wrong-type $.name',
      'wrong-type $.tags',
    ]);
  });

  it('treats a float where an integer is expected as a wrong type', () => {
    const [issue] = checkStrict(schema, { ...good, id: 1.5 });
    expect(issue).toMatchObject({ kind: 'wrong-type', message: 'expected integer, got number', value: 1.5 });
  });

  it('says what was expected and what came, with nullable in the words', () => {
    const [issue] = checkStrict(z.object({ image: z.string().nullable() }), { image: 3 });
    expect(issue?.message).toBe('expected string | null, got number');
  });

  it('marks a missing field as absent', () => {
    const [issue] = checkStrict(schema, { ...good, name: undefined });
    expect(issue).toMatchObject({ kind: 'missing', absent: true, message: 'expected string' });
  });
});

describe('values and formats', () => {
  it('reports enum and literal values outside the contract as not allowed, another type as a wrong type', () => {
    const schema = z.object({
      level: z.enum(['beginner', 'expert']),
      currency: z.literal('TND'),
      verified: z.literal(true),
    });
    expect(issues(schema, { level: 'master', currency: 'EUR', verified: false })).toEqual([
      'not-allowed $.level',
      'not-allowed $.currency',
      'not-allowed $.verified',
    ]);
    expect(issues(schema, { level: 1, currency: 1, verified: 'true' })).toEqual([
      'wrong-type $.level',
      'wrong-type $.currency',
      'wrong-type $.verified',
    ]);
  });

  it('reads native enums without their reverse mapping', () => {
    enum Numeric {
      A = 1,
      B = 2,
    }
    enum Text {
      A = 'a',
    }
    expect(issues(z.nativeEnum(Numeric), 2)).toEqual([]);
    expect(issues(z.nativeEnum(Numeric), 3)).toEqual(['not-allowed $']);
    expect(issues(z.nativeEnum(Numeric), 'A')).toEqual(['wrong-type $']);
    expect(issues(z.nativeEnum(Text), 'b')).toEqual(['not-allowed $']);
  });

  it('reports refinements as format: datetime, regex, email, url, ranges and lengths', () => {
    const schema = z.object({
      at: z.string().datetime(),
      slug: z.string().regex(/^[a-z-]+$/),
      email: z.string().email(),
      url: z.string().url(),
      rate: z.number().min(1).max(5),
      name: z.string().min(3),
      list: z.array(z.string()).length(2),
    });
    expect(
      issues(schema, {
        at: 'yesterday',
        slug: 'A B',
        email: 'x',
        url: 'nope',
        rate: 9,
        name: 'ab',
        list: ['a'],
      }),
    ).toEqual([
      'format $.at',
      'format $.slug',
      'format $.email',
      'format $.url',
      'format $.rate',
      'format $.name',
      'format $.list',
    ]);
  });

  it('checks a refine only once the inner shape holds, and reports it at its own path', () => {
    const schema = z
      .object({ from: z.number(), to: z.number() })
      .refine((v) => v.from <= v.to, { message: 'from after to', path: ['to'] });
    expect(checkStrict(schema, { from: 2, to: 1 })).toEqual([
      { kind: 'format', path: ['to'], message: 'from after to', value: 1, absent: false },
    ]);
    expect(issues(schema, { from: 2, to: 1, extra: 0 })).toEqual(['extra $.extra']);
  });

  it('walks the schema under a transform and a preprocess still gets zod’s verdict', () => {
    expect(
      issues(
        z.object({ a: z.string() }).transform((v) => v.a),
        { a: 'x', b: 1 },
      ),
    ).toEqual(['extra $.b']);
    const pre = z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number().min(1));
    expect(issues(pre, '5')).toEqual([]);
    expect(issues(pre, '0')).toEqual(['format $']);
  });

  it('reports a transform that throws instead of crashing', () => {
    const schema = z.string().transform(() => {
      throw new Error('boom');
    });
    expect(checkStrict(schema, 'x')[0]?.message).toMatch(/boom/);
  });

  it('honours coercing schemas and refuses types JSON cannot carry', () => {
    expect(issues(z.coerce.number(), '5')).toEqual([]);
    expect(issues(z.coerce.date(), '2026-01-01')).toEqual([]);
    expect(issues(z.date(), '2026-01-01')).toEqual(['wrong-type $']);
    expect(issues(z.bigint(), 1)).toEqual(['wrong-type $']);
    expect(issues(z.map(z.string(), z.string()), {})).toEqual(['wrong-type $']);
  });
});

describe('wrappers and combinators', () => {
  it('optional, nullable, default, catch, readonly, branded and lazy all reach the inner object', () => {
    const inner = z.object({ a: z.string() });
    for (const schema of [
      inner.optional(),
      inner.nullable(),
      inner.default({ a: 'x' }),
      inner.catch({ a: 'x' }),
      inner.readonly(),
      inner.brand<'B'>(),
      z.lazy(() => inner),
    ]) {
      expect(issues(schema, { a: 'x', b: 1 }), describeSchema(schema)).toEqual(['extra $.b']);
    }
  });

  it('does not let .catch() hide a wrong value', () => {
    expect(issues(z.object({ n: z.number().catch(0) }), { n: 'x' })).toEqual(['wrong-type $.n']);
  });

  it('walks recursive lazy schemas as deep as the value goes', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    expect(
      issues(node, { name: 'a', children: [{ name: 'b', children: [{ name: 3, children: [] }] }] }),
    ).toEqual(['wrong-type $.children[0].children[0].name']);
  });

  it('accepts a union when one option matches, else reports the closest option', () => {
    const schema = z.union([
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b'), b: z.number() }),
    ]);
    expect(issues(schema, { kind: 'b', b: 1 })).toEqual([]);
    expect(issues(schema, { kind: 'b', b: 1, c: 2 })).toEqual(['extra $.c']);
    expect(issues(schema, 'x')).toEqual(['wrong-type $']);
  });

  it('prefers the option whose type fits: a string for string | number[] is checked as a string', () => {
    const schema = z.union([z.array(z.number()), z.string().min(3)]);
    expect(issues(schema, 'ab')).toEqual(['format $']);
  });

  it('names all values of a union of literals', () => {
    const [issue] = checkStrict(z.union([z.literal('a'), z.literal('b')]), 'c');
    expect(issue).toMatchObject({ kind: 'not-allowed', message: 'not one of "a" | "b"' });
  });

  it('routes a discriminated union by its discriminator', () => {
    const schema = z.discriminatedUnion('type', [
      z.object({ type: z.literal('course'), id: z.number() }),
      z.object({ type: z.literal('page'), href: z.string() }),
    ]);
    expect(issues(schema, { type: 'page', href: '/x' })).toEqual([]);
    expect(issues(schema, { type: 'page', href: '/x', id: 1 })).toEqual(['extra $.id']);
    expect(issues(schema, { type: 'video' })).toEqual(['not-allowed $.type']);
    expect(issues(schema, { href: '/x' })).toEqual(['missing $.type']);
  });

  it('reads an intersection as one object: neither side reports the other side’s keys', () => {
    const schema = z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() }));
    expect(issues(schema, { a: 'x', b: 1 })).toEqual([]);
    expect(issues(schema, { a: 'x', b: 1, c: true })).toEqual(['extra $.c']);
    expect(issues(schema, { a: 'x' })).toEqual(['missing $.b']);
  });

  it('checks record keys and values', () => {
    const schema = z.record(z.enum(['fr', 'en']), z.object({ title: z.string() }));
    expect(issues(schema, { fr: { title: 't' } })).toEqual([]);
    expect(issues(schema, { de: { title: 't' }, en: { title: 1 } })).toEqual([
      'not-allowed $.de',
      'wrong-type $.en.title',
    ]);
  });

  it('checks tuples item by item, with missing and extra items', () => {
    const schema = z.tuple([z.string(), z.number()]);
    expect(issues(schema, ['a', 1])).toEqual([]);
    expect(issues(schema, ['a'])).toEqual(['missing $[1]']);
    expect(issues(schema, ['a', 1, true])).toEqual(['extra $[2]']);
    expect(issues(schema.rest(z.boolean()), ['a', 1, true, 'x'])).toEqual(['wrong-type $[3]']);
  });

  it('checks a pipeline’s input strictly, then its output', () => {
    const schema = z.object({ n: z.string() }).pipe(z.object({ n: z.string().min(2) }));
    expect(issues(schema, { n: 'ab' })).toEqual([]);
    expect(issues(schema, { n: 'ab', x: 1 })).toEqual(['extra $.x']);
    expect(issues(schema, { n: 'a' })).toEqual(['format $.n']);
  });

  it('accepts anything for any and unknown, and nothing for never', () => {
    expect(issues(z.object({ a: z.any(), b: z.unknown() }), { a: [1], b: { c: 1 } })).toEqual([]);
    expect(issues(z.object({ a: z.never().optional() }), { a: 1 })).toEqual(['extra $.a']);
  });
});

describe('field rules in the walk', () => {
  const rules = buildFieldRules({ ignore: ['$.legacy', 'internal*'] });

  it('relaxes the format of varying fields but not their type, nor how a date is written', () => {
    const schema = z.object({
      createdAt: z.string().datetime(),
      id: z.number().int().positive(),
      code: z.string().regex(/^\d{6}$/),
    });
    // Another moment, another id, another code: all fine.
    expect(issues(schema, { createdAt: '2031-01-01T08:00:00Z', id: -3, code: 'abc' }, rules)).toEqual([]);
    // A date written otherwise than ISO 8601 is a difference, whatever its value.
    for (const createdAt of ['yesterday', '19/10/2026', '2026-10-19 10:00'])
      expect(issues(schema, { createdAt, id: 1, code: '1' }, rules)).toEqual(['format $.createdAt']);
    expect(issues(schema, { createdAt: 12, id: '3', code: 1 }, rules)).toEqual([
      'wrong-type $.createdAt',
      'wrong-type $.id',
      'wrong-type $.code',
    ]);
  });

  it('still reports enum values and missing or extra varying fields', () => {
    const schema = z.object({ code: z.enum(['A', 'B']), updatedAt: z.string() });
    expect(issues(schema, { code: 'C', createdAt: 'x' }, rules)).toEqual([
      'not-allowed $.code',
      'missing $.updatedAt',
      'extra $.createdAt',
    ]);
  });

  it('checks how a varying date is written inside a union too', () => {
    // A date or nothing, as the profile form sends it (UpdateProfileBodySchema).
    const schema = z.object({ birthDate: UpdateProfileBodySchema.shape.birthDate });
    expect(issues(schema, { birthDate: '1985-01-01' }, rules)).toEqual([]);
    expect(issues(schema, { birthDate: 'soon' }, rules)).toEqual(['format $.birthDate']);
    expect(issues(schema, { birthDate: 'soon' })).toEqual(['format $.birthDate']);
    expect(issues(schema, { birthDate: 19900417 }, rules)).toEqual(['wrong-type $.birthDate']);
  });

  it('drops everything at or below an ignored path', () => {
    const schema = z.object({ legacy: z.object({ a: z.string() }), name: z.string() });
    expect(
      issues(schema, { legacy: { a: 1, b: 2 }, name: 'x', internalNote: 'n', internal: { deep: 1 } }, rules),
    ).toEqual([]);
    expect(issues(schema, { name: 'x' }, rules)).toEqual([]);
  });
});

describe('the contract’s own schemas', () => {
  const course = {
    id: 1,
    title: 'PMP',
    description: 'd',
    originalPrice: 1190.5,
    discountedPrice: null,
    duration: 5,
    type: 'Présentiel',
    location: 'Tunis',
    image: null,
    generalSchedule: 'Week-end',
    slug: 'pmp',
    isBestSeller: false,
    sessionDates: [{ startDate: '2026-12-01', endDate: '2026-12-05', timeRange: '09:00–17:00' }],
  };

  it('accepts a course as received, and names a deep wrong type by its path', () => {
    expect(issues(CourseReceivedSchema, course)).toEqual([]);
    const drifted = { ...course, sessionDates: [{ ...course.sessionDates[0], startDate: 20261201 }] };
    expect(issues(z.array(CourseReceivedSchema), [course, drifted], buildFieldRules())).toEqual([
      'wrong-type $[1].sessionDates[0].startDate',
    ]);
  });

  it('tells a documented field missing (drift) from a field of ours absent (a note with the fallback)', () => {
    const { title: _title, ...untitled } = course;
    const found = checkStrict(CourseReceivedSchema, untitled);
    expect(found.filter((i) => i.kind !== 'fallback').map((i) => `${i.kind} ${formatPath(i.path)}`)).toEqual([
      'missing $.title',
    ]);
    const level = found.find((i) => formatPath(i.path) === '$.level');
    expect(level).toMatchObject({
      kind: 'fallback',
      absent: true,
      message: "a field of ours, absent: the site then shows the product rules' fixed level 'Intermédiaire'",
    });
    // sessionDates is present: no note for it.
    expect(found.some((i) => formatPath(i.path) === '$.sessionDates')).toBe(false);
    // A documented optional field absent is neither drift nor note.
    expect(found.some((i) => formatPath(i.path) === '$.nextSession')).toBe(false);
  });

  it('reads the money refinement as a format', () => {
    expect(issues(CourseReceivedSchema, { ...course, originalPrice: 1.2345 })).toEqual([
      'format $.originalPrice',
    ]);
  });

  it('checks the one error body, message as a string or an array', () => {
    const body = { statusCode: 404, error: 'Not Found', message: ['a', 'b'], code: 'NOT_FOUND' };
    expect(issues(ErrorBodySchema, body)).toEqual([]);
    expect(
      issues(ErrorBodySchema, { ...body, message: 3, code: 'GONE', stack: 'x' }, buildFieldRules()),
    ).toEqual(['wrong-type $.message', 'not-allowed $.code', 'extra $.stack']);
  });
});
