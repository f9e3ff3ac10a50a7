import { formatPath, type PathSegment } from '../json-path';
import type { LeftOut } from './recorded-answers';

/**
 * 64 Ki characters: a course's description or an article's content runs to a few thousand; a text
 * far past this is not one a mock needs to show, and every mock loaded from the folder would hold it.
 */
export const DEFAULT_MAX_FIELD_CHARS = 64 * 1024;

/** The first text in `value` longer than `maxChars`, with its path, or null. */
export function overlongText(value: unknown, maxChars: number): { path: string; length: number } | null {
  // A stack, not recursion: an answer nested thousands deep must not overflow the call stack.
  const stack: { value: unknown; path: PathSegment[] }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.length > maxChars) return { path: formatPath(path), length: current.length };
    } else if (Array.isArray(current)) {
      current.forEach((item: unknown, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/**
 * Whether an answer's texts all fit the recording's per-field limit; one that does not is left out
 * whole, named with the field, rather than cut: a cut text is one the backend never sent (an
 * article's content cut mid-tag would show as a fault of the site), and the rule of a recording is
 * to keep what it can keep faithfully and name the rest.
 */
export function fitsFieldLimit(value: unknown, maxChars: number, what: string, leftOut: LeftOut[]): boolean {
  const long = overlongText(value, maxChars);
  if (long === null) return true;
  leftOut.push({
    what,
    why: `${long.path} is ${String(long.length)} characters long, more than the ${String(maxChars)} a recording keeps (--max-field-chars)`,
  });
  return false;
}
