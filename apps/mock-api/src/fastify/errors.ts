import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';

import { ApiError, validationFailed } from '../api-error';
import {
  asErrorStatus,
  MAX_PARAM_LENGTH,
  transportErrors,
  urlErrors,
  withinContract,
} from '../core/transport-errors';

/** Fastify's own failures (a malformed content type, a hook's refusal…) in the one error shape. */
function fromFastifyError(err: FastifyError): ApiError {
  const status = asErrorStatus(err.statusCode ?? 500);
  if (status === 413) return transportErrors.tooLarge();
  if (status === 415) return transportErrors.unsupportedType();
  if (status === 429) return transportErrors.rateLimited();
  if (status >= 500) return transportErrors.internal();
  // 4xx from the framework: a malformed content type or length…
  const refusal = validationFailed([], err.message.replace(/^FST_\w+: /, ''));
  return status === 400 ? refusal : new ApiError(status, refusal.code, refusal.message);
}

/**
 * What fails before the pipeline (a hook of security.ts or admin-guard.ts, Fastify reading the request)
 * in the contract's one body, with no stack; the pipeline answers its own failures.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let apiError: ApiError;
    if (err instanceof ApiError) apiError = err;
    else if (err instanceof Error && 'statusCode' in err) {
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
