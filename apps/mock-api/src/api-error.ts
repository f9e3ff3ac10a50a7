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

/** A request off the contract: 400 with one detail per invalid field (or a message of its own). */
export const validationFailed = (details: ErrorDetail[] = [], message = 'Validation failed') =>
  new ApiError(400, 'VALIDATION_FAILED', message, details.length === 0 ? undefined : details);

/** A multipart/form-data body that cannot be read as one. */
export const malformedMultipart = () => validationFailed([], 'Malformed multipart/form-data body');
