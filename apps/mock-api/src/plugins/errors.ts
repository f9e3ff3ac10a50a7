import { contract, ERROR_STATUSES, errorBody, listRoutes, type ErrorStatus } from '@formation/contract';
import { isZodType, ResponseValidationError } from '@ts-rest/core';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { ApiError } from '../api-error';

const asErrorStatus = (status: number): ErrorStatus =>
  (ERROR_STATUSES as readonly number[]).includes(status) ? (status as ErrorStatus) : status < 500 ? 400 : 500;

interface RouteFacts {
  /** Every status the contract declares for the route (the common 400, 500 and 503 included). */
  statuses: ReadonlySet<number>;
  takesBody: boolean;
}

/** What the contract says of each route, by method and path pattern (two routes may share one). */
const routeFacts = new Map<string, RouteFacts>();
for (const { method, path, route } of listRoutes(contract)) {
  const key = `${method} ${path}`;
  const known = routeFacts.get(key);
  const statuses = Object.keys(route.responses).map(Number);
  const takesBody = 'body' in route && (isZodType(route.body) || route.contentType === 'multipart/form-data');
  routeFacts.set(key, {
    statuses: new Set([...(known?.statuses ?? []), ...statuses]),
    takesBody: takesBody || (known?.takesBody ?? false),
  });
}

function factsOf(request: FastifyRequest): RouteFacts | undefined {
  const url = request.routeOptions.url;
  return url === undefined ? undefined : routeFacts.get(`${request.method} ${url}`);
}

/**
 * A framework failure the route's contract does not declare (a body sent to a call that takes none,
 * a 413 where the contract lists no 413) is answered with the 400 every route declares, keeping its
 * code: an undeclared status would break the clients generated from the contract.
 */
function withinContract(error: ApiError, facts: RouteFacts | undefined): ApiError {
  if (facts === undefined || facts.statuses.has(error.status) || error.status >= 500) return error;
  if (!facts.takesBody && (error.status === 413 || error.status === 415)) {
    return new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', [
      { path: 'body', message: 'This call takes no request body' },
    ]);
  }
  return new ApiError(400, error.code, error.message, error.details);
}

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
    else if (err instanceof ResponseValidationError) {
      request.log.error({ err }, 'answer off the contract');
      apiError = new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
    } else if (err instanceof Error && 'statusCode' in err) {
      apiError = withinContract(fromFastifyError(err as FastifyError), factsOf(request));
    } else {
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

/** The longest path parameter the contract allows is a 200-character slug; ids are far shorter. */
export const MAX_PARAM_LENGTH = 256;

/**
 * Failures the router meets before any route or hook runs: a URL that is not valid percent-encoding,
 * a path parameter over MAX_PARAM_LENGTH. Fastify answers them with its own body (and a 414) unless
 * the server is built with this handler, so app.ts passes these options to Fastify().
 */
export const frameworkErrorOptions = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const messages: Record<string, string> = {
      FST_ERR_MAX_PARAM_LENGTH: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
      FST_ERR_BAD_URL: 'The URL is not valid percent-encoded text',
    };
    const message = messages[error.code] ?? 'The URL could not be read';
    const apiError = new ApiError(400, 'VALIDATION_FAILED', 'Validation failed', [
      { path: 'params', message },
    ]);
    void reply.status(400).type('application/json; charset=utf-8').send(apiError.toBody());
  },
} satisfies Pick<FastifyServerOptions, 'routerOptions' | 'frameworkErrors'>;
