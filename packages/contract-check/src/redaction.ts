import type { JsonPath } from './json-path';

/** Keys whose values are credentials: never printed, whatever else the report shows. */
const SECRET_KEY = /^(jwt|authorization|secret)$|token$|password$/i;
export const REDACTED = '(redacted)';
export const ABSENT = '(absent)';
const SEEN_MAX_LENGTH = 80;
/** A whole answer, as a report shows it beside its findings. */
const PAYLOAD_MAX_LENGTH = 4000;

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function redactDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactDeep);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : redactDeep(item)]),
  );
}

/**
 * Turns values seen into short printable text without leaking credentials: values under secret-looking
 * keys, and the password and token this run uses wherever they appear, become `(redacted)`.
 */
export class Redactor {
  private readonly secrets = new Set<string>();

  /** Remembers a secret (the password given, the token obtained) to blank it out of any text. */
  addSecret(secret: string): void {
    if (secret.length >= 4) this.secrets.add(secret);
  }

  private scrub(text: string): string {
    let out = text;
    for (const secret of this.secrets) out = out.split(secret).join(REDACTED);
    return out;
  }

  /** A JSON value seen at a path. */
  value(value: unknown, path: JsonPath, absent = false): string {
    if (absent) return ABSENT;
    const last = path.findLast((segment) => typeof segment === 'string');
    if (last !== undefined && SECRET_KEY.test(last)) return REDACTED;
    const json = JSON.stringify(redactDeep(value)) as string | undefined;
    return truncate(this.scrub(json ?? String(value)), SEEN_MAX_LENGTH);
  }

  /** A raw body: JSON is redacted field by field, other text only of the known secrets. */
  body(text: string, max = SEEN_MAX_LENGTH): string {
    if (text.trim() === '') return '(empty body)';
    let shown: string;
    try {
      shown = JSON.stringify(redactDeep(JSON.parse(text)));
    } catch {
      shown = text.replace(/\s+/g, ' ').trim();
    }
    return truncate(this.scrub(shown), max);
  }

  /** The whole answer a call received, as long as a report can show it. */
  payload(text: string): string {
    return this.body(text, PAYLOAD_MAX_LENGTH);
  }

  /** A JSON value sent (a request body), with secret-looking fields and known secrets redacted. */
  sent(value: unknown): unknown {
    return JSON.parse(this.scrub(JSON.stringify(redactDeep(value)))) as unknown;
  }

  /** Any other text (URLs, messages) with the known secrets blanked out. */
  text(text: string): string {
    return this.scrub(text);
  }
}
