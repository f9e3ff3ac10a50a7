// Which side a change breaks follows from where it is and which way it moves what is accepted:
// an answer that may now hold more than it did breaks the clients that read it, one that holds less
// breaks the clients of tomorrow against today's server; a request, the other way round.
import type { Change, ChangeClass, ChangePart } from '../change.js';
import type { Schema } from '../model/api.js';

/** Requests are written by clients and read by servers; answers the other way round. */
export type Side = 'request' | 'answer';

/** How a change moves the values a shape accepts. */
export type Direction = 'widens' | 'narrows' | 'both' | 'neutral';

export function classOf(side: Side, direction: Direction): Pick<Change, 'class' | 'alsoBreaksServers'> {
  if (direction === 'neutral') return { class: 'safe' };
  if (direction === 'both') return { class: 'breaking-clients', alsoBreaksServers: true };
  const breaksClients = (side === 'answer') === (direction === 'widens');
  return { class: breaksClients ? 'breaking-clients' : 'breaking-servers' };
}

/** Where the comparison is: the operation, the part, the answer's status, the prefix of its kinds. */
export type Place = {
  operation: string;
  part: ChangePart;
  side: Side;
  /** The first word of the kinds found here: `answer`, `request`, `parameter`, `answer-header`. */
  prefix: string;
  status?: string;
};

export type Finding = {
  what: string;
  path: string;
  before?: string;
  after?: string;
} & ({ direction: Direction } | { class: ChangeClass });

const PART_NAMES: Record<ChangePart, string> = {
  operation: 'operation',
  security: 'security',
  parameter: 'parameter',
  request: 'request body',
  answer: 'answer',
  'answer-header': 'answer header',
};

/** One change as reported: its kind, class and sentence from where and what it is. */
export function changeAt(place: Place, finding: Finding): Change {
  const verdict = 'class' in finding ? { class: finding.class } : classOf(place.side, finding.direction);
  const where = [
    PART_NAMES[place.part],
    place.status,
    finding.path === '' ? (place.part === 'answer' || place.part === 'request' ? 'body' : '') : finding.path,
  ]
    .filter(Boolean)
    .join(' ');
  const values =
    finding.before !== undefined && finding.after !== undefined
      ? `: ${finding.before} → ${finding.after}`
      : finding.before !== undefined || finding.after !== undefined
        ? `: ${finding.before ?? finding.after ?? ''}`
        : '';
  const change: Change = {
    operation: place.operation,
    kind: `${place.prefix}-${finding.what}`,
    ...verdict,
    part: place.part,
    message: `${where}: ${finding.what.replaceAll('-', ' ')}${values}`,
  };
  if (place.status !== undefined) change.status = place.status;
  if (place.part !== 'operation' && place.part !== 'security') change.path = finding.path;
  if (finding.before !== undefined) change.before = finding.before;
  if (finding.after !== undefined) change.after = finding.after;
  return change;
}

const RANK: Record<ChangeClass, number> = { 'breaking-clients': 2, 'breaking-servers': 1, safe: 0 };

/** The worst class among changes: what a pair of versions is, as a whole. */
export function worstClass(changes: readonly Change[]): ChangeClass {
  return changes.reduce<ChangeClass>((worst, c) => (RANK[c.class] > RANK[worst] ? c.class : worst), 'safe');
}

/** Compares two versions of a shape on one side, from a path: what nested shapes are compared with. */
export type Compare = (base: Schema, head: Schema, side: Side, path: string) => Finding[];
