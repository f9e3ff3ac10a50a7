import { z } from 'zod';

/**
 * What a check can find. The first five, and `fallback`, come from the schema walk; `status` is a
 * status the route does not declare; `not-json` a body that is not JSON; `round` a write round whose
 * read-back disagrees; `timeout`, `network`, `refused-url` and `sign-in` are calls that could not be
 * checked. The generated calls (--generate) add: `server-error` a 5xx; `error-shape` an error answer
 * not in the one error body; `accepted-invalid` a call the contract refuses answered without a 4xx; `auth` a signed-in route
 * answering without a token or with a forged one; `not-found` an unknown id not answered 404; `slow`
 * an answer slower than --max-response-ms.
 */
/** Kinds that say the server and the contract disagree. */
const DRIFTS = [
  'missing',
  'extra',
  'wrong-type',
  'not-allowed',
  'format',
  'status',
  'not-json',
  'round',
  'server-error',
  'error-shape',
  'accepted-invalid',
  'auth',
  'not-found',
  'slow',
] as const;
/** Kinds that say a check could not be made. */
const UNCHECKED = ['timeout', 'network', 'refused-url', 'sign-in'] as const;
/**
 * Kinds that are neither: a field of ours (`[defined by us]`) the server left out, which the real
 * backend may do; the note says what the site shows instead.
 */
const NOTES = ['fallback'] as const;

export const FINDING_KINDS = [...DRIFTS, ...UNCHECKED, ...NOTES] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export const DRIFT_KINDS: ReadonlySet<FindingKind> = new Set<FindingKind>(DRIFTS);
const NOTE_KINDS: ReadonlySet<FindingKind> = new Set<FindingKind>(NOTES);

export const isNote = (finding: Finding): boolean => NOTE_KINDS.has(finding.kind);

export interface Finding {
  kind: FindingKind;
  /** JSON path in the body (`$[3].sessionDates[0].startDate`); null when the finding is not about the body. */
  path: string | null;
  message: string;
  /** The value seen, as JSON, truncated and with secrets redacted; `(absent)` for a missing field. */
  seen: string;
}

/** A finding in the `--json` report and the `--failures` file. */
export const FindingJsonSchema = z.object({
  kind: z.enum(FINDING_KINDS),
  path: z.string().nullable(),
  message: z.string(),
  seen: z.string(),
});

/** How the table names each kind. */
export const KIND_LABELS: Record<FindingKind, string> = {
  missing: 'missing',
  extra: 'extra field',
  'wrong-type': 'wrong type',
  'not-allowed': 'value not allowed',
  format: 'invalid format',
  status: 'undeclared status',
  'not-json': 'not JSON',
  round: 'round trip',
  'server-error': 'server error',
  'error-shape': 'error shape',
  'accepted-invalid': 'invalid call accepted',
  auth: 'token not required',
  'not-found': 'unknown id not 404',
  slow: 'slow answer',
  timeout: 'timeout',
  network: 'network',
  'refused-url': 'refused URL',
  'sign-in': 'sign-in',
  fallback: 'note, ours absent',
};

/** A finding on one line: JSON path (padded to line up under others), problem, value seen. */
export function findingText(finding: Finding, pathWidth = 0): string {
  return `${(finding.path ?? '-').padEnd(pathWidth)}  ${KIND_LABELS[finding.kind]}: ${finding.message}  seen: ${finding.seen}`;
}
