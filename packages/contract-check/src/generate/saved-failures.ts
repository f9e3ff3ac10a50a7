import { z } from 'zod';

import type { Exchange } from '../call-exchange';
import { FindingJsonSchema, type Finding } from '../findings';
import type { Redactor } from '../redaction';
import type { PlannedRoute } from '../route-plan';
import { INVALID_CHANGES, type GeneratedCall } from './generated-call';

/** One failure of a generated call, as saved by --failures and sent again by --replay. */
export interface SavedFailure {
  route: string;
  method: string;
  path: string;
  /** The call as sent (after shrinking), the run's password and token blanked out of it. */
  call: GeneratedCall;
  findings: Finding[];
  /** The run's --seed. */
  seed: number;
  /** Steps fast-check took to shrink the call. */
  shrinks: number;
  curl: string | null;
}

const CallIntentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('valid') }),
  z.object({ kind: z.literal('invalid'), change: z.enum(INVALID_CHANGES) }),
  z.object({ kind: z.literal('unknown-id'), param: z.string() }),
  z.object({ kind: z.literal('no-token') }),
  z.object({ kind: z.literal('tampered-token') }),
]);

const GeneratedCallSchema = z.object({
  route: z.string(),
  intent: CallIntentSchema,
  at: z.string().nullable(),
  params: z.record(z.string()),
  query: z.record(z.string()),
  body: z.unknown().optional(),
});

export const SavedFailureSchema = z.object({
  route: z.string(),
  method: z.string(),
  path: z.string(),
  call: GeneratedCallSchema,
  findings: z.array(FindingJsonSchema),
  seed: z.number().int(),
  shrinks: z.number().int().nonnegative(),
  curl: z.string().nullable(),
});

/** The --failures file: what --replay reads. */
export const FailuresFileSchema = z.object({
  formatVersion: z.literal(1),
  baseUrl: z.string(),
  createdAt: z.string().datetime(),
  seed: z.number().int(),
  failures: z.array(SavedFailureSchema),
});
export type FailuresFile = z.infer<typeof FailuresFileSchema>;

/** A failure to save: the call and its answer's findings, with the run's own secrets blanked out. */
export function savedFailure(
  redactor: Redactor,
  failure: {
    route: PlannedRoute;
    call: GeneratedCall;
    exchange: Exchange;
    findings: readonly Finding[];
    seed: number;
    shrinks: number;
  },
): SavedFailure {
  return {
    route: failure.route.key,
    method: failure.route.method,
    path: failure.route.path,
    call: redactor.secretsOnly(failure.call) as GeneratedCall,
    findings: [...failure.findings],
    seed: failure.seed,
    shrinks: failure.shrinks,
    curl: failure.exchange.curl,
  };
}

export function failuresFileText(file: FailuresFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Reads a --failures file, or says what is wrong with it. */
export function parseFailuresFile(text: string): FailuresFile | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'not JSON' };
  }
  const parsed = FailuresFileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return {
    error: `not a failures file (${issue === undefined ? 'invalid' : `${issue.path.join('.') || '$'}: ${issue.message}`})`,
  };
}
