import type { JsonPath } from './json-path';

export const REDACTED = '(redacted)';
export const ABSENT = '(absent)';

/**
 * A key with its case and its word separators dropped, so that one list covers camelCase, snake_case
 * and kebab-case: `private_key`, `Session-ID` and `sessionId` all read `privatekey`, `sessionid`.
 */
function keyWords(key: string): string {
  return key.toLowerCase().replace(/[-_.\s]/g, '');
}

/**
 * Keys whose values are credentials, as keyWords reads them: never printed, whatever else the report
 * shows (`token`, `access_token`, `password`, `passwordHash`, `clientSecret`, `apiKey`, `private_key`,
 * `sessionId`, `otp`…).
 */
const SECRET_KEY =
  /^(?:jwt|authorization|cookie|setcookie)$|(?:token|password|passwd|secret|apikey|hash|privatekey|sessionid|otp)$/;
/** Keys of a one-time code: `code`, `verificationCode`, `auth_code`, `reset-code`… */
const CODE_KEY =
  /^(?:verification|confirmation|auth|authorization|reset|security|login|signin|mfa|twofactor|onetime)?code$/;
/**
 * The one error body's `code` (`INVALID_CREDENTIALS`, `EMAIL_TAKEN`) is what a report of a refusal
 * needs, even one the contract does not know, and a small number under `code` is a status. A mailed
 * verification code, an identity provider's code or a promo code is a string of another shape (digits,
 * mixed case), or a longer number: those are hidden. So a code shows only as capitals in words joined
 * by underscores, or as a number under 1000.
 */
const ERROR_CODE_SHAPE = /^[A-Z]+(?:_[A-Z]+)*$/;

function isShownCode(value: unknown): boolean {
  if (typeof value === 'string') return ERROR_CODE_SHAPE.test(value);
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value < 1000;
  return typeof value === 'boolean' || value === null;
}

/** Whether the value under `key` is hidden whole. */
function hidesField(key: string, value: unknown): boolean {
  const words = keyWords(key);
  return SECRET_KEY.test(words) || (CODE_KEY.test(words) && !isShownCode(value));
}

/**
 * Query and fragment parameters that carry a credential in a link, as keyWords reads their names:
 * `?token=`, `?code=` (an identity provider's), `#access_token=`, `&id_token=`, `?sig=`,
 * `X-Amz-Signature`, `?sessionId=`…
 */
const SECRET_PARAM =
  /^(?:code|key|sig|session|auth|jwt|otp)$|(?:token|secret|password|passwd|pwd|signature|key|otp|sessionid|credential)$/;
/**
 * `name=value` after `?`, `&`, `#` or `;` (`&amp;` in HTML): in a URL, inside longer text or in a
 * relative link alike. Each part stops at a character the next one starts with, so matching stays linear.
 */
const LINK_PARAM = /([?&#;])([^\s"'<>=&#;?]+)=([^\s"'<>&#;]*)/g;
/** A run of characters a link can be made of: where a link in text starts and ends. */
const LINK_RUN = /[^\s"'<>]+/g;
/**
 * A path segment after which a link carries its secret: `/reset-password/`, `/set-new-password/`,
 * `/verify/`, `/verify-email/`, `/confirm/`, `/activate/`, `/invite/`, `/magic-link/`, `/unsubscribe/`…
 */
const SECRET_STEP = /password|reset|verif|confirm|activat|invit|magic|unsubscribe|otp|token/;
/**
 * A long opaque segment: a token in hex or base64url. A readable slug (lowercase words and dashes) is
 * no token, and a short segment (an id) neither.
 */
function isOpaque(segment: string): boolean {
  return (
    /^[\w.~%+=-]{16,}$/.test(segment) &&
    (/\d/.test(segment) || (/[a-z]/.test(segment) && /[A-Z]/.test(segment)))
  );
}

/** A run of text with the opaque path segments that follow a reset or verify step hidden. */
function hidePathSecrets(run: string): string {
  if (!run.includes('/')) return run;
  const cut = run.search(/[?#]/);
  const path = cut === -1 ? run : run.slice(0, cut);
  const segments = path.split('/');
  const step = segments.findIndex((segment) => SECRET_STEP.test(keyWords(segment)));
  if (step === -1) return run;
  const shown = segments.map((segment, i) => (i > step && isOpaque(segment) ? REDACTED : segment));
  return `${shown.join('/')}${cut === -1 ? '' : run.slice(cut)}`;
}

/**
 * Text with the secrets of the links in it hidden, the rest of each link kept to read:
 * `https://site/reset-password?token=(redacted)`, `https://site/set-new-password/(redacted)`.
 */
function hideLinkSecrets(text: string): string {
  const params = text.replace(LINK_PARAM, (whole, separator: string, name: string, value: string) =>
    value !== '' && SECRET_PARAM.test(keyWords(name)) ? `${separator}${name}=${REDACTED}` : whole,
  );
  return params.replace(LINK_RUN, hidePathSecrets);
}

const SEEN_MAX_LENGTH = 80;
/** A whole answer, as a report shows it beside its findings. */
const PAYLOAD_MAX_LENGTH = 4000;

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Turns values seen into short printable text without leaking credentials: values under secret-looking
 * keys, the secret part of links (a token in the query, the fragment or after a reset step of the
 * path), and the password and token this run uses wherever they appear, become `(redacted)`. Secrets
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
    return hideLinkSecrets(out);
  }

  /** A JSON value with secret keys' values and the known secrets in its strings redacted. */
  private redactDeep(value: unknown): unknown {
    if (typeof value === 'string') return this.scrub(value);
    if (Array.isArray(value)) return value.map((item) => this.redactDeep(item));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        hidesField(key, item) ? REDACTED : this.redactDeep(item),
      ]),
    );
  }

  /** A JSON value seen at a path. */
  value(value: unknown, path: JsonPath, absent = false): string {
    if (absent) return ABSENT;
    const last = path.findLast((segment) => typeof segment === 'string');
    if (last !== undefined && hidesField(last, value)) return REDACTED;
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

  /**
   * A value to save and send again (a generated call): only this run's password and token are blanked
   * out; a field under a secret-looking key keeps its generated value, or the call would change.
   */
  secretsOnly(value: unknown): unknown {
    if (typeof value === 'string') {
      let out = value;
      for (const secret of this.secrets) out = out.split(secret).join(REDACTED);
      return out;
    }
    if (Array.isArray(value)) return value.map((item) => this.secretsOnly(item));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.secretsOnly(item)]));
  }

  /** Any other text (URLs, messages) with the known secrets and the links' secrets blanked out. */
  text(text: string): string {
    return this.scrub(text);
  }
}
