// A bound moves what a shape accepts: a lower bound going up, or an upper one going down, accepts less.
import type { Bound, Schema } from '../model/api.js';
import { boundText } from '../model/fingerprint.js';
import type { Direction, Finding } from './verdict.js';

const BOUNDS = [
  ['minLength', 'length', true],
  ['maxLength', 'length', false],
  ['minimum', 'value', true],
  ['maximum', 'value', false],
  ['minItems', 'items', true],
  ['maxItems', 'items', false],
] as const;

/** -1 when `head` accepts less than `base`, 1 when more, 0 when the same. */
function movement(base: Bound | undefined, head: Bound | undefined, low: boolean): -1 | 0 | 1 {
  if (base === undefined && head === undefined) return 0;
  if (base === undefined) return -1;
  if (head === undefined) return 1;
  if (base.value === head.value) return base.exclusive === head.exclusive ? 0 : head.exclusive ? -1 : 1;
  const higher = head.value > base.value;
  return higher === low ? -1 : 1;
}

export function compareBounds(base: Schema, head: Schema, path: string): Finding[] {
  const findings: Finding[] = [];
  for (const [key, noun, low] of BOUNDS) {
    const move = movement(base[key], head[key], low);
    if (move === 0) continue;
    const direction: Direction = move < 0 ? 'narrows' : 'widens';
    findings.push({
      what: move < 0 ? 'bound-tightened' : 'bound-loosened',
      path,
      direction,
      before: boundText(noun, base[key], low) ?? 'unbounded',
      after: boundText(noun, head[key], low) ?? 'unbounded',
    });
  }
  return findings;
}
