import { ResponseValidationError } from '@ts-rest/core';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';

import { ApiError } from '../api-error';
import {
  asErrorStatus,
  MAX_PARAM_LENGTH,
  routeNotFound,
  transportErrors,
  urlErrors,
  withinContract,
} from '../core/transport-errors';

/** Fastify's own failures (bad JSON, too large, wrong content type…) in the one error shape. */
function fromFastifyError(err: FastifyError): ApiError {
  const status = asErrorStatus(err.statusCode ?? 500);
  if (status === 413) return transportErrors.tooLarge();
  if (status === 415) return transportErrors.unsupportedType();
  if (status === 429) return transportErrors.rateLimited();
  if (status >= 500) return transportErrors.internal();
  // 4xx from the framework: malformed JSON, an empty JSON body, prototype poisoning, a bad header…
  return new ApiError(status, 'VALIDATION_FAILED', err.message.replace(/^FST_\w+: /, ''));
}

/** One error handler, one 404 handler: every non-2xx answer has the contract's one body, and no stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let apiError: ApiError;
    if (err instanceof ApiError) apiError = err;
    else if (err instanceof ResponseValidationError) {
      request.log.error({ err }, 'answer off the contract');
      apiError = transportErrors.internal();
    } else if (err instanceof Error && 'statusCode' in err) {
      apiError = withinContract(
        fromFastifyError(err as FastifyError),
        request.method,
        request.routeOptions.url,
      );
    } else {
      request.log.error({ err }, 'unhandled error');
      apiError = transportErrors.internal();
    }
    if (apiError.status >= 500) request.log.error({ err }, apiError.message);
    return reply.status(apiError.status).type('application/json; charset=utf-8').send(apiError.toBody());
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(routeNotFound(request.method, request.url.split('?')[0] ?? '')),
  );
}

/**
 * Failures the router meets before any route or hook runs: a URL that is not valid percent-encoding,
 * a path parameter over MAX_PARAM_LENGTH. Fastify answers them with its own body (and a 414) unless
 * the server is built with this handler, so app.ts passes these options to Fastify().
 */
export const frameworkErrorOptions = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const apiError =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? urlErrors.paramTooLong()
        : error.code === 'FST_ERR_BAD_URL'
          ? urlErrors.badEncoding()
          : urlErrors.unreadable();
    void reply.status(400).type('application/json; charset=utf-8').send(apiError.toBody());
  },
} satisfies Pick<FastifyServerOptions, 'routerOptions' | 'frameworkErrors'>;
