import { z } from 'zod';

import { FindingJsonSchema } from './findings';
import { SavedFailureSchema } from './generate/saved-failures';
import type { Report } from './report-model';

/**
 * The `--json` shape, as a schema: the README documents it and the tests hold the output to it,
 * strictly. `formatVersion` changes when a field changes meaning or goes away.
 */

export const RouteResultJsonSchema = z.object({
  route: z.string(),
  method: z.string(),
  path: z.string(),
  step: z.string().nullable(),
  url: z.string().nullable(),
  status: z.number().int().nullable(),
  outcome: z.enum(['ok', 'drift', 'error', 'skipped']),
  note: z.string().nullable(),
  durationMs: z.number().nonnegative().nullable(),
  curl: z.string().nullable(),
  payload: z.string().nullable(),
  findings: z.array(FindingJsonSchema),
  notes: z.array(FindingJsonSchema),
});

export const ReportJsonSchema = z.object({
  formatVersion: z.literal(1),
  baseUrl: z.string(),
  startedAt: z.string().datetime(),
  durationMs: z.number().nonnegative(),
  auth: z.enum(['none', 'password', 'token']),
  userId: z.number().int().positive().nullable(),
  writes: z.boolean(),
  reachable: z.boolean(),
  unreachableReason: z.string().nullable(),
  refusedSamples: z.array(z.string()),
  timeBudgetExhausted: z.boolean(),
  summary: z.object({
    results: z.number().int(),
    ok: z.number().int(),
    drift: z.number().int(),
    error: z.number().int(),
    skipped: z.number().int(),
    findings: z.number().int(),
    notes: z.number().int(),
  }),
  exitCode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  results: z.array(RouteResultJsonSchema),
  generated: z.object({ seed: z.number().int(), failures: z.array(SavedFailureSchema) }).nullable(),
});

export function renderJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
