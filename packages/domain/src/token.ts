// Product rules 8: the exact text shown when a sign-in reply carries no access token.
export const NO_ACCESS_TOKEN_MESSAGE = 'No access token returned from server';

export class MissingAccessTokenError extends Error {
  readonly code = 'NO_ACCESS_TOKEN';

  constructor() {
    super(NO_ACCESS_TOKEN_MESSAGE);
    this.name = 'MissingAccessTokenError';
  }
}

// The login, provider check and provider sign-in replies do not agree on where the token sits, so every
// known place is tried in this order (product rules 4: token.access_token, access_token and other places).
export const ACCESS_TOKEN_PATHS: readonly (readonly string[])[] = [
  ['token', 'access_token'],
  ['access_token'],
  ['token'],
  ['accessToken'],
  ['data', 'token', 'access_token'],
  ['data', 'access_token'],
  ['data', 'accessToken'],
  ['data', 'token'],
  ['jwt'],
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(reply: unknown, path: readonly string[]): unknown {
  let current: unknown = reply;
  for (const key of path) {
    // Own properties only: a token must come from the reply itself, never from a prototype.
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * The access token of a sign-in reply, or undefined. The first non-blank string found wins; a place
 * holding a number, an object or a blank string is skipped rather than fatal, since a later place may
 * still hold the token. The token comes back trimmed because it goes into an Authorization header.
 */
export function findAccessToken(reply: unknown): string | undefined {
  for (const path of ACCESS_TOKEN_PATHS) {
    const value = valueAt(reply, path);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** Like findAccessToken, but a reply without a usable token throws MissingAccessTokenError. */
export function extractAccessToken(reply: unknown): string {
  const token = findAccessToken(reply);
  if (token === undefined) throw new MissingAccessTokenError();
  return token;
}
