/** One step into a JSON value: an object key or an array index. */
export type PathSegment = string | number;
export type JsonPath = readonly PathSegment[];

const IDENTIFIER = /^[a-z_$][\w$]*$/i;

/** `$[3].sessionDates[0].startDate`; keys that are not identifiers are quoted: `$["a b"]`. */
export function formatPath(path: JsonPath): string {
  return `$${path
    .map((segment) => {
      if (typeof segment === 'number') return `[${segment}]`;
      return IDENTIFIER.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`;
    })
    .join('')}`;
}

type PatternSegment =
  { kind: 'key'; match: RegExp } | { kind: 'any' } | { kind: 'index'; index: number } | { kind: 'any-index' };

/** A parsed path pattern (the syntax of `--ignore` and of the varying-field list). */
export interface PathPattern {
  source: string;
  /** Starts with `$`: matched from the root only; otherwise at any depth. */
  anchored: boolean;
  segments: readonly PatternSegment[];
}

export class PatternError extends Error {
  constructor(source: string, reason: string) {
    super(`Invalid path pattern "${source}": ${reason}`);
    this.name = 'PatternError';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function keySegment(name: string): PatternSegment {
  if (name === '*') return { kind: 'any' };
  // `*` inside a name is a wildcard for any run of characters: `*At` matches `createdAt`.
  return { kind: 'key', match: new RegExp(`^${name.split('*').map(escapeRegExp).join('.*')}$`) };
}

function bracketSegment(source: string, inner: string): PatternSegment {
  if (inner === '*') return { kind: 'any-index' };
  if (/^\d+$/.test(inner)) return { kind: 'index', index: Number(inner) };
  if (inner.startsWith('"')) {
    let key: unknown;
    try {
      key = JSON.parse(inner);
    } catch {
      throw new PatternError(source, `bad quoted key ${inner}`);
    }
    if (typeof key !== 'string') throw new PatternError(source, `bad quoted key ${inner}`);
    return { kind: 'key', match: new RegExp(`^${escapeRegExp(key)}$`) };
  }
  throw new PatternError(source, `"[${inner}]" is neither [n], [*] nor ["key"]`);
}

/**
 * Parses `$.token`, `$[*].id`, `*.createdAt`, `sessionDates[*].startDate`, `createdAt`, `*At`.
 * A pattern starting with `$` is anchored at the root; any other pattern may match at any depth.
 */
export function parsePattern(input: string): PathPattern {
  const source = input.trim();
  if (source === '') throw new PatternError(input, 'empty');
  const anchored = source.startsWith('$');
  let rest = anchored ? source.slice(1) : source;
  const segments: PatternSegment[] = [];
  // An unanchored pattern may open with a bare name: `createdAt`, `*.id`.
  if (!anchored && !rest.startsWith('[')) rest = `.${rest}`;
  while (rest !== '') {
    if (rest.startsWith('.')) {
      const name = /^\.([^.[\]]*)/.exec(rest)?.[1] ?? '';
      if (name === '') throw new PatternError(source, 'a "." must be followed by a field name');
      segments.push(keySegment(name));
      rest = rest.slice(name.length + 1);
    } else if (rest.startsWith('[')) {
      const close = rest.startsWith('["') ? rest.indexOf('"]', 2) + 1 : rest.indexOf(']');
      if (close <= 0) throw new PatternError(source, 'unclosed "["');
      segments.push(bracketSegment(source, rest.slice(1, close)));
      rest = rest.slice(close + 1);
    } else {
      throw new PatternError(source, `unexpected "${rest.charAt(0)}"`);
    }
  }
  return { source, anchored, segments };
}

function segmentMatches(pattern: PatternSegment, segment: PathSegment): boolean {
  switch (pattern.kind) {
    case 'any':
      return true;
    case 'any-index':
      return typeof segment === 'number';
    case 'index':
      return segment === pattern.index;
    case 'key':
      return typeof segment === 'string' && pattern.match.test(segment);
  }
}

function matchesFrom(pattern: PathPattern, path: JsonPath, start: number): boolean {
  if (start + pattern.segments.length > path.length) return false;
  return pattern.segments.every((segment, i) => {
    const actual = path[start + i];
    return actual !== undefined && segmentMatches(segment, actual);
  });
}

function starts(pattern: PathPattern, path: JsonPath): number[] {
  if (pattern.anchored) return [0];
  return Array.from({ length: path.length + 1 }, (_, i) => i);
}

/** The path is at or below a place the pattern names (how `--ignore` reads a pattern). */
export function coversPath(pattern: PathPattern, path: JsonPath): boolean {
  return starts(pattern, path).some((start) => matchesFrom(pattern, path, start));
}

/**
 * The pattern names the path's own field: the match ends at the last key, array indices after it
 * aside, so `*Date` names `$.sessionDates[0].startDate` but not `$.startDate.year` (how the varying
 * list reads a pattern: it relaxes a value, not everything below it).
 */
export function namesField(pattern: PathPattern, path: JsonPath): boolean {
  let end = path.length;
  while (end > 0 && typeof path[end - 1] === 'number') end -= 1;
  const field = path.slice(0, end);
  return starts(pattern, field).some(
    (start) => start + pattern.segments.length === field.length && matchesFrom(pattern, field, start),
  );
}

/** The value at a path, or undefined when the path leads nowhere. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    if (!Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<PathSegment, unknown>)[segment];
  }
  return current;
}
