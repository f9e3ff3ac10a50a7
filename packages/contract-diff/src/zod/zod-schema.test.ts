import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { compareSchemas } from '../compare/schemas.js';
import type { Side } from '../compare/verdict.js';
import { readZodSchema } from './zod-schema.js';

/** What changes between two zod schemas on a side, as `what path`. */
const between = (base: z.ZodTypeAny, head: z.ZodTypeAny, side: Side = 'request'): string[] =>
  compareSchemas(readZodSchema(base), readZodSchema(head), side, '').map((f) => `${f.what} ${f.path}`.trim());

describe('zod schemas as the model', () => {
  it('reads what the wire carries: types, bounds, formats, patterns, enums, optional and nullable', () => {
    const schema = readZodSchema(
      z
        .object({
          id: z.number().int().positive(),
          email: z.string().email().max(254),
          code: z.string().regex(/^\d{6}$/),
          status: z.enum(['PUBLISHED', 'DRAFT']).default('PUBLISHED'),
          note: z.string().nullable().optional(),
          kind: z.literal('course'),
        })
        .strict(),
    );
    const field = (name: string) => schema.properties?.get(name);
    expect([...(field('id')?.schema.types ?? [])]).toEqual(['integer']);
    expect(field('id')?.schema.minimum).toEqual({ value: 0, exclusive: true });
    expect(field('email')?.schema).toMatchObject({
      format: 'email',
      maxLength: { value: 254, exclusive: false },
    });
    expect(field('code')?.schema.pattern).toBe('^\\d{6}$');
    expect(field('status')).toMatchObject({
      required: false,
      schema: { enum: ['PUBLISHED', 'DRAFT'], default: 'PUBLISHED' },
    });
    expect(field('note')?.required).toBe(false);
    expect([...(field('note')?.schema.types ?? [])].sort()).toEqual(['null', 'string']);
    expect(field('kind')?.schema.enum).toEqual(['course']);
    expect(schema.additionalProperties).toBe(false);
  });

  it('finds refinements, matched unions and records as a document cannot', () => {
    const body = z.object({ content: z.string() });
    expect(
      between(
        body,
        body.refine((b) => b.content.trim() !== ''),
      ),
    ).toEqual(['check-added']);
    const card = z.object({ type: z.literal('card'), last4: z.string() });
    const cash = z.object({ type: z.literal('cash') });
    const union = z.discriminatedUnion('type', [card, cash]);
    const wider = z.discriminatedUnion('type', [card.extend({ last4: z.string().length(4) }), cash]);
    expect(between(union, wider)).toEqual(['bound-tightened last4', 'bound-tightened last4']);
    expect(between(union, z.discriminatedUnion('type', [card]), 'answer')).toEqual(['variant-removed']);
    expect(between(z.record(z.number()), z.record(z.string()), 'answer')).toEqual(['type-changed *']);
  });

  it('reads a recursive schema once, its second visit as any value, without looping', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const read = readZodSchema(node);
    expect([...(read.properties?.get('name')?.schema.types ?? [])]).toEqual(['string']);
    expect(read.properties?.get('children')?.schema.items?.types.size).toBe(0);
  });
});
