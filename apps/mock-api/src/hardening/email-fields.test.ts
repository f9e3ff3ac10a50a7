import { isZodType } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { contract, listRoutes, SIMPLE_EMAIL_PATTERN, type RouteEntry } from '@formation/contract';

import { BODY_LIMIT_BYTES } from '../core/route-facts';
import { injectAs, withLearners, type SignedIn, type TestApp } from '../testing/test-app';
import { expectErrorShape } from './error-shape';

/**
 * Every field of a request that takes an email address, on every route, refuses the longest address a
 * body can carry at once. "a@" followed by dots and "@" is the address that a pattern able to try each
 * dot against each end takes seconds on: the rule (product rules 5) must answer it as fast as any
 * other refusal, on routes that need no sign-in.
 */

/** The one timing bound of the suite: a refusal is a few milliseconds, an ambiguous pattern seconds. */
const REFUSAL_MS = 50;
/** Tries per field: one pause of the garbage collector must not fail the test, a slow pattern fails all. */
const TRIES = 5;

type FieldPath = readonly string[];

/** A string schema that applies the contract's email rule. */
function checksEmail(schema: z.ZodString): boolean {
  return schema._def.checks.some(
    (check) => check.kind === 'email' || (check.kind === 'regex' && check.regex === SIMPLE_EMAIL_PATTERN),
  );
}

/** The paths of the fields of a request schema that take an email address. */
function emailFields(schema: z.ZodTypeAny, path: FieldPath = []): FieldPath[] {
  if (schema instanceof z.ZodString) return checksEmail(schema) ? [path] : [];
  if (schema instanceof z.ZodPipeline) {
    const { in: first, out: then } = schema._def as { in: z.ZodTypeAny; out: z.ZodTypeAny };
    return emailFields(first, path).length + emailFields(then, path).length > 0 ? [path] : [];
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return emailFields(schema.unwrap() as z.ZodTypeAny, path);
  if (schema instanceof z.ZodDefault) return emailFields(schema.removeDefault() as z.ZodTypeAny, path);
  if (schema instanceof z.ZodEffects) return emailFields(schema.innerType() as z.ZodTypeAny, path);
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, z.ZodTypeAny>).flatMap(([key, field]) =>
      emailFields(field, [...path, key]),
    );
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as z.ZodTypeAny[]).flatMap((option) => emailFields(option, path));
  if (schema instanceof z.ZodIntersection)
    return [
      ...emailFields(schema._def.left as z.ZodTypeAny, path),
      ...emailFields(schema._def.right as z.ZodTypeAny, path),
    ];
  return [];
}

interface EmailField {
  name: string;
  entry: RouteEntry;
  part: 'body' | 'query';
  path: FieldPath;
}

const EMAIL_FIELDS: EmailField[] = listRoutes(contract).flatMap((entry) => {
  const body = 'body' in entry.route ? entry.route.body : undefined;
  const parts = [
    ['body', isZodType(body) ? body : undefined],
    ['query', isZodType(entry.route.query) ? entry.route.query : undefined],
  ] as const;
  return parts.flatMap(([part, schema]) =>
    schema === undefined
      ? []
      : emailFields(schema).map((path) => ({
          name: `${entry.method} ${entry.path} ${[part, ...path].join('.')}`,
          entry,
          part,
          path,
        })),
  );
});

/** A value holding `value` at `path` (an object per step), and nothing else. */
function holding(path: FieldPath, value: string): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

/** "a@", dots, "@": as many dots as fill the JSON body up to the limit exactly. */
function pathologicalAddress(path: FieldPath): string {
  const dots = BODY_LIMIT_BYTES - Buffer.byteLength(JSON.stringify(holding(path, 'a@@')));
  return `a@${'.'.repeat(dots)}@`;
}

let app: TestApp;
let learner: SignedIn;

beforeAll(async () => {
  ({ app, learner } = await withLearners());
});

afterAll(async () => {
  await app.close();
});

/** The request for `field` carrying `address`; the learner's token and id, for the routes that need them. */
function send(field: EmailField, address: string) {
  const url = field.entry.path.replace(/:\w+/g, String(learner.userId));
  const value = holding(field.path, address);
  return injectAs(app, learner, {
    method: field.entry.method,
    url,
    ...(field.part === 'body'
      ? { payload: value as Record<string, unknown> }
      : { query: { [field.path[0] ?? '']: address } }),
  });
}

describe('the fields that take an email address', () => {
  it('are found on the routes of the contract that send one', () => {
    const routes = new Set(EMAIL_FIELDS.map((field) => `${field.entry.method} ${field.entry.path}`));
    expect([...routes]).toEqual(
      expect.arrayContaining([
        'POST /newsletter',
        'POST /contact',
        'POST /auth/login',
        'POST /auth/register',
        'POST /auth/forgot-password',
        'POST /auth/verify-email',
        'POST /auth/resend-code',
        'POST /enrollments',
        'POST /connection-users',
        'PATCH /users/:id',
      ]),
    );
  });

  it.each(EMAIL_FIELDS.map((field) => [field.name, field] as const))(
    '%s refuses "a@", dots to the body limit, and "@" in under 50 ms',
    async (_name, field) => {
      const address = pathologicalAddress(field.path);
      // The first call of a route pays for its warm-up: a plain address of the same length.
      const plain = await send(field, `${'a'.repeat(address.length - 7)}@ex.tn`);
      expectErrorShape(plain, 400, 'VALIDATION_FAILED');

      const durations: number[] = [];
      for (let attempt = 0; attempt < TRIES && !durations.some((ms) => ms < REFUSAL_MS); attempt += 1) {
        const started = performance.now();
        const res = await send(field, address);
        durations.push(performance.now() - started);
        expectErrorShape(res, 400, 'VALIDATION_FAILED');
      }
      expect(
        Math.min(...durations),
        `${field.name}: ${durations.map((ms) => ms.toFixed(1)).join(', ')} ms`,
      ).toBeLessThan(REFUSAL_MS);
    },
  );
});
