import { ERROR_STATUSES, errorBody, type ErrorDetail, type ErrorStatus } from '@formation/contract';
import { ResponseValidationError } from '@ts-rest/core';
import { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { ApiError } from '../api-error';

function issuesOf(where: string, error: ZodError | null): ErrorDetail[] {
  return (error?.issues ?? []).map((issue) => ({
    path: [where, ...issue.path].join('.'),
    message: issue.message,
  }));
}

/** ts-rest's request validation → 400 with one detail per invalid field. */
export function validationError(err: RequestValidationError): ApiError {
  const details = [
    ...issuesOf('params', err.pathParams),
    ...issuesOf('headers', err.headers),
    ...issuesOf('query', err.query),
    ...issuesOf('body', err.body),
  ];
  return new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', details);
}

const asErrorStatus = (status: number): ErrorStatus =>
  (ERROR_STATUSES as readonly number[]).includes(status) ? (status as ErrorStatus) : status < 500 ? 400 : 500;

/** Fastify's own failures (bad JSON, too large, wrong content type…) in the one error shape. */
function fromFastifyError(err: FastifyError): ApiError {
  const status = asErrorStatus(err.statusCode ?? 500);
  if (status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (status === 415) return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
  if (status === 429) return new ApiError(429, 'RATE_LIMITED', 'Too many requests, please try again later');
  if (status >= 500) return new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
  // 4xx from the framework: malformed JSON, an empty JSON body, prototype poisoning, a bad header…
  return new ApiError(status, 'VALIDATION_FAILED', err.message.replace(/^FST_\w+: /, ''));
}

/** One error handler, one 404 handler: every non-2xx answer has the contract's one body, and no stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let apiError: ApiError;
    if (err instanceof ApiError) apiError = err;
    else if (err instanceof RequestValidationError) apiError = validationError(err);
    else if (err instanceof ResponseValidationError) {
      request.log.error({ err }, 'answer off the contract');
      apiError = new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
    } else if (err instanceof Error && 'statusCode' in err) apiError = fromFastifyError(err as FastifyError);
    else {
      request.log.error({ err }, 'unhandled error');
      apiError = new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
    }
    if (apiError.status >= 500) request.log.error({ err }, apiError.message);
    return reply.status(apiError.status).type('application/json; charset=utf-8').send(apiError.toBody());
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(
      errorBody(404, `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`, {
        code: 'ROUTE_NOT_FOUND',
      }),
    ),
  );
}
