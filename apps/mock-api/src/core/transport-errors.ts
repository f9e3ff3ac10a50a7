import { isZodType } from '@ts-rest/core';

import {
  contract,
  ERROR_STATUSES,
  errorBody,
  listRoutes,
  type ErrorBody,
  type ErrorStatus,
} from '@formation/contract';

import { ApiError, validationFailed } from '../api-error';

/** A status the contract knows, else the nearest one every route declares (400 or 500). */
export const asErrorStatus = (status: number): ErrorStatus =>
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

/**
 * A transport's failure the route's contract does not declare (a body sent to a call that takes none,
 * a 413 where the contract lists no 413) is answered with the 400 every route declares, keeping its
 * code: an undeclared status would break the clients generated from the contract.
 */
export function withinContract(error: ApiError, method: string, pattern: string | undefined): ApiError {
  const facts = pattern === undefined ? undefined : routeFacts.get(`${method} ${pattern}`);
  if (facts === undefined || facts.statuses.has(error.status) || error.status >= 500) return error;
  if (!facts.takesBody && (error.status === 413 || error.status === 415)) {
    return validationFailed([{ path: 'body', message: 'This call takes no request body' }]);
  }
  return new ApiError(400, error.code, error.message, error.details);
}

/** The transport's own refusals, worded the same whichever transport refuses. */
export const transportErrors = {
  tooLarge: () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'),
  unsupportedType: () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'),
  rateLimited: () => new ApiError(429, 'RATE_LIMITED', 'Too many requests, please try again later'),
  internal: () => new ApiError(500, 'INTERNAL_ERROR', 'Internal server error'),
};

/** The one body of a path no route answers. */
export function routeNotFound(method: string, path: string): ErrorBody {
  return errorBody(404, `Route ${method} ${path} not found`, { code: 'ROUTE_NOT_FOUND' });
}

/** The longest path parameter the contract allows is a 200-character slug; ids are far shorter. */
export const MAX_PARAM_LENGTH = 256;

const urlError = (message: string) => validationFailed([{ path: 'params', message }]);

/** A URL the router cannot read, refused before any route runs. */
export const urlErrors = {
  paramTooLong: () => urlError(`A path parameter is longer than ${MAX_PARAM_LENGTH} characters`),
  badEncoding: () => urlError('The URL is not valid percent-encoded text'),
  unreadable: () => urlError('The URL could not be read'),
};
