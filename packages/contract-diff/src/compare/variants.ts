// Unions, version to version: each alternative of base matched with its own in head (by the value of
// a property that tells them apart, else by shape, else by place), the rest added or removed.
import type { Schema } from '../model/api.js';
import { fingerprint } from '../model/fingerprint.js';
import { compareNullability } from './nullability.js';
import type { Compare, Finding, Side } from './verdict.js';

const variantsOf = (schema: Schema): Schema[] => schema.variants ?? [schema];

/** The name of a property every alternative holds with one value of its own: a discriminator. */
function discriminator(variants: Schema[]): string | undefined {
  const first = variants[0]?.properties;
  if (first === undefined) return undefined;
  return [...first.keys()].find((name) =>
    variants.every((v) => v.properties?.get(name)?.schema.enum?.length === 1),
  );
}

const tagOf = (variant: Schema, name: string): string =>
  JSON.stringify(variant.properties?.get(name)?.schema.enum?.[0]);

function pairs(
  base: Schema[],
  head: Schema[],
): { matched: [Schema, Schema][]; removed: Schema[]; added: Schema[] } {
  const name = discriminator([...base, ...head]);
  const matched: [Schema, Schema][] = [];
  const left = [...base];
  const right = [...head];
  const take = (same: (a: Schema, b: Schema) => boolean) => {
    for (const a of [...left]) {
      const index = right.findIndex((b) => same(a, b));
      if (index < 0) continue;
      matched.push([a, right[index] as Schema]);
      right.splice(index, 1);
      left.splice(left.indexOf(a), 1);
    }
  };
  if (name !== undefined) take((a, b) => tagOf(a, name) === tagOf(b, name));
  else {
    take((a, b) => fingerprint(a) === fingerprint(b));
    // What is left, by place when as many remain on both sides (an alternative changed in place).
    if (left.length === right.length) take((a, b) => left.indexOf(a) === right.indexOf(b));
  }
  return { matched, removed: left, added: right };
}

export function compareVariants(
  base: Schema,
  head: Schema,
  side: Side,
  path: string,
  recurse: Compare,
): Finding[] {
  const findings: Finding[] = [];
  const before = variantsOf(base);
  const after = variantsOf(head);
  findings.push(...compareNullability(base, head, path));
  const { matched, removed, added } = pairs(before, after);
  findings.push(...removed.map((): Finding => ({ what: 'variant-removed', path, direction: 'narrows' })));
  findings.push(...added.map((): Finding => ({ what: 'variant-added', path, direction: 'widens' })));
  for (const [a, b] of matched) findings.push(...recurse(a, b, side, path));
  return findings;
}
