// What a set of changes asks of the contract's version, and whether the version (and the changesets
// waiting to be released) give it: a breaking change a major bump, a safe one at least a patch.
import type { Change } from '../change.js';
import { worstClass } from '../compare/verdict.js';

export type Bump = 'none' | 'patch' | 'minor' | 'major';

const ORDER: Bump[] = ['none', 'patch', 'minor', 'major'];
export const largest = (bumps: Bump[]): Bump =>
  bumps.reduce((a, b) => (ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a), 'none');

/** The bump from one version to the next ("0.1.0" → "1.0.0" is major); none when not higher. */
export function bumpBetween(from: string, to: string): Bump {
  const parts = (v: string) => v.split(/[.+-]/).slice(0, 3).map(Number);
  const [a, b] = [parts(from), parts(to)];
  for (const [index, bump] of (['major', 'minor', 'patch'] as const).entries()) {
    const [x, y] = [a[index] ?? 0, b[index] ?? 0];
    if (y > x) return bump;
    if (y < x) return 'none';
  }
  return 'none';
}

export const neededBump = (changes: Change[]): Bump =>
  changes.length === 0 ? 'none' : worstClass(changes) === 'safe' ? 'patch' : 'major';

export type Verdict = { ok: boolean; needed: Bump; given: Bump };

export function judge(changes: Change[], given: Bump): Verdict {
  const needed = neededBump(changes);
  return { ok: ORDER.indexOf(given) >= ORDER.indexOf(needed), needed, given };
}
