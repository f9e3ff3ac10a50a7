// Two versions of one shape, compared: each difference as a finding with the way it moves what the
// shape accepts (verdict.ts turns that into who it breaks, by the side the shape is on).
import type { JsonType, Schema } from '../model/api.js';
import { describe } from '../model/fingerprint.js';
import { compareBounds } from './bounds.js';
import { compareNullability } from './nullability.js';
import { itemsPath } from './paths.js';
import { compareProperties } from './properties.js';
import { compareVariants } from './variants.js';
import type { Compare, Direction, Finding } from './verdict.js';

/** Types other than null; integer counts as part of number. */
function typeMove(base: Set<JsonType>, head: Set<JsonType>): Direction {
  const plain = (types: Set<JsonType>) => new Set([...types].filter((t) => t !== 'null'));
  const b = plain(base);
  const h = plain(head);
  if (base.size === 0 || head.size === 0) {
    return base.size === head.size ? 'neutral' : base.size === 0 ? 'narrows' : 'widens';
  }
  const covers = (set: Set<JsonType>, t: JsonType) => set.has(t) || (t === 'integer' && set.has('number'));
  const gained = [...h].some((t) => !covers(b, t));
  const lost = [...b].some((t) => !covers(h, t));
  return gained && lost ? 'both' : gained ? 'widens' : lost ? 'narrows' : 'neutral';
}

const key = (value: unknown): string => JSON.stringify(value);

function compareEnums(base: Schema, head: Schema, path: string): Finding[] {
  if (base.enum === undefined && head.enum === undefined) return [];
  if (base.enum === undefined)
    return [{ what: 'enum-added', path, direction: 'narrows', after: describe(head) }];
  if (head.enum === undefined)
    return [{ what: 'enum-removed', path, direction: 'widens', before: describe(base) }];
  const before = new Set(base.enum.map(key));
  const after = new Set(head.enum.map(key));
  const findings: Finding[] = [];
  const added = [...after].filter((v) => !before.has(v));
  const removed = [...before].filter((v) => !after.has(v));
  if (added.length > 0)
    findings.push({ what: 'enum-value-added', path, direction: 'widens', after: added.join(', ') });
  if (removed.length > 0) {
    findings.push({ what: 'enum-value-removed', path, direction: 'narrows', before: removed.join(', ') });
  }
  return findings;
}

/** A keyword that narrows when it appears, widens when it goes, and does both when it changes. */
function compareKeyword(
  what: string,
  before: string | undefined,
  after: string | undefined,
  path: string,
): Finding[] {
  if (before === after) return [];
  const direction: Direction = before === undefined ? 'narrows' : after === undefined ? 'widens' : 'both';
  const verb = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
  const finding: Finding = { what: `${what}-${verb}`, path, direction };
  if (before !== undefined) finding.before = before;
  if (after !== undefined) finding.after = after;
  return [finding];
}

function compareChecks(base: Schema, head: Schema, path: string): Finding[] {
  const before = new Set(base.checks ?? []);
  const after = new Set(head.checks ?? []);
  const added = [...after].filter((c) => !before.has(c));
  const removed = [...before].filter((c) => !after.has(c));
  if (added.length > 0 && removed.length > 0) return [{ what: 'check-changed', path, direction: 'both' }];
  if (added.length > 0) return [{ what: 'check-added', path, direction: 'narrows' }];
  if (removed.length > 0) return [{ what: 'check-removed', path, direction: 'widens' }];
  return [];
}

export const compareSchemas: Compare = (base, head, side, path) => {
  if (base.variants !== undefined || head.variants !== undefined) {
    return compareVariants(base, head, side, path, compareSchemas);
  }
  const findings: Finding[] = [];
  const move = typeMove(base.types, head.types);
  if (move !== 'neutral') {
    const what = move === 'both' ? 'type-changed' : move === 'widens' ? 'type-widened' : 'type-narrowed';
    findings.push({ what, path, direction: move, before: describe(base), after: describe(head) });
    if (move === 'both') return findings;
  }
  // A shape that takes any value takes null already: only typed shapes gain or lose it.
  if (base.types.size > 0 && head.types.size > 0) findings.push(...compareNullability(base, head, path));
  findings.push(
    ...compareEnums(base, head, path),
    ...compareKeyword('format', base.format, head.format, path),
    ...compareKeyword('pattern', base.pattern, head.pattern, path),
    ...compareBounds(base, head, path),
    ...compareChecks(base, head, path),
  );
  if (base.description !== head.description)
    findings.push({ what: 'description-changed', path, class: 'safe' });
  if (side === 'request' && key(base.default) !== key(head.default)) {
    findings.push({
      what: 'default-changed',
      path,
      class: 'safe',
      before: key(base.default),
      after: key(head.default),
    });
  }
  findings.push(...compareProperties(base, head, side, path, compareSchemas));
  if (base.items !== undefined && head.items !== undefined) {
    findings.push(...compareSchemas(base.items, head.items, side, itemsPath(path)));
  }
  return findings;
};
