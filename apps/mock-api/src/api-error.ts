import {
  errorBody,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetail,
  type ErrorStatus,
} from '@formation/contract';

/** The one way a handler fails: thrown, turned into the one error body by the error plugin. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return errorBody(this.status, this.message, {
      code: this.code,
      ...(this.details === undefined ? {} : { details: this.details }),
    });
  }
}

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You may only act on your own data') =>
  new ApiError(403, 'FORBIDDEN', message);
export const unauthenticated = (message = 'Authentication required') =>
  new ApiError(401, 'UNAUTHENTICATED', message);
