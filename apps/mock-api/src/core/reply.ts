import type { ApiError } from '../api-error';

/** A reply as data: the status, the headers the answer sets, and the body (JSON value, text, bytes or none). */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** A failure in the contract's one error body, with the headers it carries (an injected fault's mark). */
export function errorReply(error: ApiError, headers: Record<string, string> = {}): Reply {
  return { status: error.status, headers: { ...headers, 'content-type': JSON_TYPE }, body: error.toBody() };
}
