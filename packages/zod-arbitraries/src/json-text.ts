/**
 * JSON text as a hostile client writes it. `RawJson` holds text JSON.stringify cannot produce
 * (`-0`, `1e400`, over-precise numbers); own `__proto__` keys are written like any other key.
 */
export class RawJson {
  constructor(readonly text: string) {}

  toJSON(): never {
    throw new Error('RawJson is written by toJsonText, not JSON.stringify');
  }
}

export function isRawJson(value: unknown): value is RawJson {
  return value instanceof RawJson;
}

export function toJsonText(value: unknown): string {
  if (isRawJson(value)) return value.text;
  if (Array.isArray(value))
    return `[${value.map((item) => toJsonText(item === undefined ? null : item)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${toJsonText(record[key])}`);
    return `{${members.join(',')}}`;
  }
  // Top-level undefined (a body left out entirely) is written as nothing.
  return value === undefined ? '' : JSON.stringify(value);
}
