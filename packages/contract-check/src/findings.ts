/**
 * What a check can find. The first five, and `fallback`, come from the schema walk; `status` is a
 * status the route does not declare; `not-json` a body that is not JSON; `round` a write round whose
 * read-back disagrees; `timeout`, `network`, `refused-url` and `sign-in` are calls that could not be
 * checked.
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
