import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  EMAIL_MAX_LENGTH,
  EmailAddressSchema,
  EmailSchema,
  NewsletterBodySchema,
  SIMPLE_EMAIL_PATTERN,
} from './index.js';
import { getOpenApiDocument, operationOf } from './openapi.js';

/**
 * Product rules 5, "simple pattern: text, `@`, text, `.`, text", as it was first written: the
 * reference the pattern must agree with on every string.
 */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the slow spelling is the reference, run on a few hundred characters at most
const REFERENCE_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One character of each kind the rule tells apart: text, at sign, dot, white space. */
const KINDS = ['a', '@', '.', ' ', '\t'] as const;

/** Every string of these characters up to `length`, the empty one included. */
function* stringsUpTo(length: number, prefix = ''): Generator<string> {
  yield prefix;
  if (prefix.length < length) for (const char of KINDS) yield* stringsUpTo(length, prefix + char);
}

/** "a@" then dots then "@": the address that made an ambiguous pattern try every dot against every end. */
const manyDots = (dots: number) => `a@${'.'.repeat(dots)}@`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the email pattern (product rules 5)', () => {
  it('accepts exactly the strings of up to 8 characters the rule accepts', () => {
    let compared = 0;
    const disagreements: string[] = [];
    for (const text of stringsUpTo(8)) {
      if (SIMPLE_EMAIL_PATTERN.test(text) !== REFERENCE_PATTERN.test(text)) disagreements.push(text);
      compared += 1;
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBe((5 ** 9 - 1) / 4);
  });

  it('agrees with the rule on longer strings of text, at signs, dots and spaces (property)', () => {
    const unit = fc.constantFrom('a', 'Z', '9', '@', '.', ' ', '\t', '\n', '\u00a0', '\u2028', 'é');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        expect(SIMPLE_EMAIL_PATTERN.test(text)).toBe(REFERENCE_PATTERN.test(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('keeps the examples of the rule', () => {
    for (const good of ['a@b.c', 'amira@example.tn', 'a.b@c.d.e', 'a@..b', 'a@b..', '.@a.b', 'a@b.c.'])
      expect(SIMPLE_EMAIL_PATTERN.test(good), good).toBe(true);
    for (const bad of [
      'amira',
      'amira@',
      'amira@example',
      '@example.tn',
      'am ira@example.tn',
      'a@b.',
      'a@.b',
    ])
      expect(SIMPLE_EMAIL_PATTERN.test(bad), bad).toBe(false);
  });

  // An ambiguous spelling takes minutes on a megabyte of dots, far past the test's timeout.
  it('answers on a megabyte of dots in one pass over them', () => {
    expect(SIMPLE_EMAIL_PATTERN.test(manyDots(1024 * 1024))).toBe(false);
    expect(SIMPLE_EMAIL_PATTERN.test(`a@${'.'.repeat(1024 * 1024)}a`)).toBe(true);
  });
});

describe('the email schemas', () => {
  it.each([
    ['EmailSchema', EmailSchema],
    ['EmailAddressSchema', EmailAddressSchema],
  ])('%s never runs the pattern on an over-long address', (_name, schema) => {
    const test = vi.spyOn(SIMPLE_EMAIL_PATTERN, 'test');
    const result = schema.safeParse(manyDots(256 * 1024));
    expect(test).not.toHaveBeenCalled();
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'too_big', maximum: EMAIL_MAX_LENGTH }),
    ]);
    expect(schema.safeParse('amira@example.tn').success).toBe(true);
    expect(test).toHaveBeenCalledTimes(1);
  });

  it('refuses a malformed address with the one message', () => {
    for (const schema of [EmailSchema, EmailAddressSchema])
      expect(schema.safeParse('amira@example').error?.issues.map((issue) => issue.message)).toEqual([
        'Invalid email address',
      ]);
  });

  it('accepts up to 254 characters, trimmed and lower-cased when sent', () => {
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - 9)}@ex.tn.tn`;
    expect(longest).toHaveLength(254);
    expect(EmailAddressSchema.safeParse(longest).success).toBe(true);
    expect(EmailAddressSchema.safeParse(`a${longest}`).success).toBe(false);
    expect(EmailSchema.parse(`  ${longest.toUpperCase()} `)).toBe(longest);
  });

  it('accepts, after trimming and lower-casing, what the rule accepts within 254 characters (property)', () => {
    const unit = fc.constantFrom('a', 'B', '@', '.', ' ', '\t');
    const withinLength = fc.oneof(
      fc.string({ unit, maxLength: 30 }),
      fc.string({ unit, minLength: 250, maxLength: 260 }),
    );
    fc.assert(
      fc.property(withinLength, (text) => {
        const sent = text.trim().toLowerCase();
        const expected = sent.length <= EMAIL_MAX_LENGTH && REFERENCE_PATTERN.test(sent);
        expect(EmailSchema.safeParse(text).success).toBe(expected);
        expect(NewsletterBodySchema.safeParse({ email: text }).success).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  // A validator that reads the document runs its pattern on whatever length it is given.
  it('are documented in the OpenAPI document with their length and the pattern, safe on its own', () => {
    const body = operationOf(getOpenApiDocument(), '/newsletter', 'POST')?.requestBody as {
      content: Record<string, { schema: { properties: Record<string, { pattern?: string }> } }>;
    };
    const email = body.content['application/json']?.schema.properties.email;
    expect(email).toEqual({
      type: 'string',
      maxLength: EMAIL_MAX_LENGTH,
      pattern: SIMPLE_EMAIL_PATTERN.source,
    });
    expect(new RegExp(email?.pattern ?? '').test(manyDots(1024 * 1024))).toBe(false);
  });
});
