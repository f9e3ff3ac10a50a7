import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@formation/contract';

const isErrorCode = (value: unknown): value is ErrorCode =>
  (ERROR_CODES as readonly unknown[]).includes(value);
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The error body's fields as they arrive, unchecked. Named by the contract's type (a type only, no
 * zod at run time) so that what the site reads of it is recorded as read (contract:diff usage).
 */
type UncheckedErrorBody = { [Field in keyof ErrorBody]?: unknown };

/**
 * A non-2xx answer of the API. Of its body the site reads only `code` (ours; the real backend may
 * leave it out) and `message` (a text or a list of texts, product rules 8), each when it has its shape. They
 * are read by hand, not with the contract's schema, so that this class does not load zod with the
 * first page.
 */
export class ApiRequestError extends Error {
  readonly code: ErrorCode | undefined;
  /**
   * The server's message; a list of messages (class-validator style) is joined with commas (product rules 8).
   */
  readonly serverMessage: string | undefined;
  /** Whether the server sent its message as a list, one entry per invalid field. */
  readonly messageIsList: boolean;

  constructor(
    readonly status: number,
    body: unknown = null,
  ) {
    super(`The API answered ${String(status)}`);
    this.name = 'ApiRequestError';
    const { code, message } = typeof body === 'object' && body !== null ? (body as UncheckedErrorBody) : {};
    this.code = isErrorCode(code) ? code : undefined;
    const list = isTextList(message) ? message : undefined;
    this.messageIsList = list !== undefined;
    this.serverMessage = list?.join(', ') ?? (typeof message === 'string' ? message : undefined);
  }
}

/** Throws unless the answer has the expected status; narrows the answer's type. */
export function expectStatus<R extends { status: number; body: unknown }, S extends R['status']>(
  response: R,
  ...statuses: S[]
): Extract<R, { status: S }> {
  if (!(statuses as number[]).includes(response.status))
    throw new ApiRequestError(response.status, response.body);
  return response as Extract<R, { status: S }>;
}

/** A 404 is an answer (the thing does not exist), not a failure: pages show their not-found view. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** fetch rejects with a TypeError when no answer came (offline, refused, CORS). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
