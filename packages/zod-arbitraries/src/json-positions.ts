import { isRawJson } from './json-text';

/** Positions in a JSON value, and copies of it with one position replaced. */
export type PathKey = string | number;

/** Every position in a JSON value (the root included), with the value there. */
export function positionsOf(value: unknown, path: PathKey[] = []): { path: PathKey[]; value: unknown }[] {
  const here = { path, value };
  if (Array.isArray(value)) {
    return [here, ...value.flatMap((item, i) => positionsOf(item, [...path, i]))];
  }
  if (isPlainObject(value)) {
    return [here, ...Object.keys(value).flatMap((key) => positionsOf(value[key], [...path, key]))];
  }
  return [here];
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isRawJson(value);
}

/**
 * Sets an own, enumerable property, even for `__proto__`: plain assignment of `__proto__` would
 * change the object's prototype instead of adding a key the JSON text then carries.
 */
export function defineKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A deep copy that keeps own `__proto__` keys (spreads and structuredClone are not relied upon). */
export function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) defineKey(copy, key, copyOf(value[key]));
    return copy;
  }
  return value;
}

/** `root` with the position `path` replaced (or removed, with `remove`); `root` is left untouched. */
export function replaceAt(root: unknown, path: PathKey[], replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = copyOf(root);
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<PathKey, unknown>)[key];
  const last = path[path.length - 1] as PathKey;
  if (Array.isArray(parent) && typeof last === 'number') {
    if (remove) parent.splice(last, 1);
    else parent[last] = replacement;
  } else if (isPlainObject(parent)) {
    if (remove) Reflect.deleteProperty(parent, String(last));
    else defineKey(parent, String(last), replacement);
  }
  return copy;
}

export function pathText(path: PathKey[]): string {
  return ['$', ...path.map(String)].join('.');
}

export function typeOfJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
