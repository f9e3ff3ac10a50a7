import { ErrorBodySchema, type ErrorBody, type ErrorCode } from '@formation/contract';

/** A non-2xx answer of the API, with its error body when it has the contract's shape. */
export class ApiRequestError extends Error {
  readonly body: ErrorBody | null;

  constructor(
    readonly status: number,
    body: unknown = null,
  ) {
    super(`The API answered ${String(status)}`);
    this.name = 'ApiRequestError';
    const parsed = ErrorBodySchema.safeParse(body);
    this.body = parsed.success ? parsed.data : null;
  }

  get code(): ErrorCode | undefined {
    return this.body?.code;
  }

  /** Spec 8: a server message may be an array; it is joined with commas. */
  get serverMessage(): string | undefined {
    const message = this.body?.message;
    if (message === undefined) return undefined;
    return Array.isArray(message) ? message.join(', ') : message;
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
