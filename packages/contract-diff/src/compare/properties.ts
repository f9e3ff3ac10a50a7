// An object's properties, version to version: removed (or renamed), added, required or not, and each
// one's shape compared in turn.
import type { ChangeClass } from '../change.js';
import type { Property, Schema } from '../model/api.js';
import { fingerprint } from '../model/fingerprint.js';
import { otherPropertiesPath, propertyPath } from './paths.js';
import type { Compare, Finding, Side } from './verdict.js';

/** A field that disappears loses data for whoever reads it (an answer) or drops what a client sends (a request). */
const REMOVED: ChangeClass = 'breaking-clients';

function addedClass(side: Side, required: boolean): ChangeClass {
  if (!required) return 'safe';
  // A new required answer field is one a client of tomorrow expects and today's server leaves out;
  // a new required request field is one today's clients leave out.
  return side === 'answer' ? 'breaking-servers' : 'breaking-clients';
}

/** Pairs each removed property with an added one of the very same shape: a rename. */
function renames(removed: [string, Property][], added: [string, Property][]): Map<string, string> {
  const pairs = new Map<string, string>();
  const taken = new Set<string>();
  for (const [oldName, oldProperty] of removed) {
    const print = fingerprint(oldProperty.schema);
    const match = added.find(
      ([name, p]) =>
        !taken.has(name) && p.required === oldProperty.required && fingerprint(p.schema) === print,
    );
    if (match === undefined) continue;
    pairs.set(oldName, match[0]);
    taken.add(match[0]);
  }
  return pairs;
}

function compareOtherProperties(
  base: Schema,
  head: Schema,
  side: Side,
  path: string,
  recurse: Compare,
): Finding[] {
  const before = base.additionalProperties;
  const after = head.additionalProperties;
  if (typeof before === 'object' && typeof after === 'object')
    return recurse(before, after, side, otherPropertiesPath(path));
  const closed = (value: boolean | Schema | undefined) => value === false;
  if (closed(before) === closed(after)) return [];
  return [
    closed(after)
      ? { what: 'other-properties-refused', path, direction: 'narrows' }
      : { what: 'other-properties-allowed', path, direction: 'widens' },
  ];
}

export function compareProperties(
  base: Schema,
  head: Schema,
  side: Side,
  path: string,
  recurse: Compare,
): Finding[] {
  const findings = compareOtherProperties(base, head, side, path, recurse);
  if (base.properties === undefined || head.properties === undefined) return findings;
  const before = base.properties;
  const after = head.properties;
  const removed = [...before].filter(([name]) => !after.has(name));
  const added = [...after].filter(([name]) => !before.has(name));
  const renamed = renames(removed, added);
  const renamedTo = new Set(renamed.values());
  for (const [name] of removed) {
    const to = renamed.get(name);
    findings.push(
      to === undefined
        ? { what: 'field-removed', path: propertyPath(path, name), class: REMOVED }
        : { what: 'field-renamed', path: propertyPath(path, name), class: REMOVED, before: name, after: to },
    );
  }
  for (const [name, property] of added) {
    if (renamedTo.has(name)) continue;
    const what = property.required ? 'required-field-added' : 'field-added';
    findings.push({ what, path: propertyPath(path, name), class: addedClass(side, property.required) });
  }
  for (const [name, old] of before) {
    const now = after.get(name);
    if (now === undefined) continue;
    const at = propertyPath(path, name);
    if (old.required !== now.required) {
      findings.push(
        now.required
          ? { what: 'field-became-required', path: at, direction: 'narrows' }
          : { what: 'field-became-optional', path: at, direction: 'widens' },
      );
    }
    findings.push(...recurse(old.schema, now.schema, side, at));
  }
  return findings;
}
