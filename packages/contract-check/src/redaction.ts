import type { JsonPath } from './json-path';

/**
 * Keys whose values are credentials: never printed, whatever else the report shows (`token`,
 * `access_token`, `password`, `passwordHash`, `clientSecret`, `apiKey`…).
 */
const SECRET_KEY = /^(jwt|authorization|cookie)$|(token|password|passwd|secret|api[-_]?key|hash)$/i;
export const REDACTED = '(redacted)';
export const ABSENT = '(absent)';
const SEEN_MAX_LENGTH = 80;
/** A whole answer, as a report shows it beside its findings. */
const PAYLOAD_MAX_LENGTH = 4000;

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Turns values seen into short printable text without leaking credentials: values under secret-looking
 * keys, and the password and token this run uses wherever they appear, become `(redacted)`. Secrets
 * are blanked in the values themselves, before any text is made of them: in JSON text a password
 * holding a quote or a backslash would be escaped and no longer match.
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

  /** A JSON value with secret keys' values and the known secrets in its strings redacted. */
  private redactDeep(value: unknown): unknown {
    if (typeof value === 'string') return this.scrub(value);
    if (Array.isArray(value)) return value.map((item) => this.redactDeep(item));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_KEY.test(key) ? REDACTED : this.redactDeep(item),
      ]),
    );
  }

  /** A JSON value seen at a path. */
  value(value: unknown, path: JsonPath, absent = false): string {
    if (absent) return ABSENT;
    const last = path.findLast((segment) => typeof segment === 'string');
    if (last !== undefined && SECRET_KEY.test(last)) return REDACTED;
    const json = JSON.stringify(this.redactDeep(value)) as string | undefined;
    return truncate(json ?? String(value), SEEN_MAX_LENGTH);
  }

  /** A raw body: JSON is redacted field by field, other text of the known secrets before anything else. */
  body(text: string, max = SEEN_MAX_LENGTH): string {
    if (text.trim() === '') return '(empty body)';
    let shown: string;
    try {
      shown = JSON.stringify(this.redactDeep(JSON.parse(text)));
    } catch {
      shown = this.scrub(text).replace(/\s+/g, ' ').trim();
    }
    return truncate(shown, max);
  }

  /** The whole answer a call received, as long as a report can show it. */
  payload(text: string): string {
    return this.body(text, PAYLOAD_MAX_LENGTH);
  }

  /** A JSON value sent (a request body), with secret-looking fields and known secrets redacted. */
  sent(value: unknown): unknown {
    return this.redactDeep(value);
  }

  /** Any other text (URLs, messages) with the known secrets blanked out. */
  text(text: string): string {
    return this.scrub(text);
  }
}
