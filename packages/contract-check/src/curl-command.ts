import { TOKEN_ENV } from './secret-env';

/** A word for a POSIX shell: single-quoted, a quote inside written as '\''. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export interface CurlRequest {
  method: string;
  url: string;
  /** The JSON body sent, secrets already redacted. */
  body?: unknown;
  /** The call carried the bearer token: the command reads it from the environment, never prints it. */
  authenticated: boolean;
}

/**
 * The call as a curl command to paste into a terminal and see the answer again. The token is never
 * written: the command reads it from ${TOKEN_ENV}, which the person running it exports.
 */
export function curlCommand(request: CurlRequest): string {
  const parts = [
    'curl',
    '-sS',
    '-i',
    '-X',
    request.method,
    shellQuote(request.url),
    '-H',
    shellQuote('accept: application/json'),
  ];
  if (request.authenticated) parts.push('-H', `"authorization: Bearer $${TOKEN_ENV}"`);
  if (request.body !== undefined)
    parts.push(
      '-H',
      shellQuote('content-type: application/json'),
      '--data-raw',
      shellQuote(JSON.stringify(request.body)),
    );
  return parts.join(' ');
}
