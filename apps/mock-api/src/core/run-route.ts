import {
  checkZodSchema,
  isAppRouteNoBody,
  isAppRouteOtherResponse,
  validateResponse,
  type AppRoute,
} from '@ts-rest/core';
import type { ZodError } from 'zod';

import type { ErrorDetail } from '@formation/contract';

import { validationFailed, type ApiError } from '../api-error';
import type { Call } from './call';
import { isListOfCheckedParts } from './checked-parts';
import { Redirect, type RouteHandler } from './handlers';
import type { Reply } from './reply';

/** A request as data: what the transport read, before the contract checks it. */
export interface RouteInput {
  params: unknown;
  query: unknown;
  headers: Readonly<Record<string, string | undefined>>;
  body: unknown;
}

/** A zod error's issues as the one error body's details, each path under `where` (params, body…). */
export function detailsOf(where: string, error: ZodError | null): ErrorDetail[] {
  return (error?.issues ?? []).map((issue) => ({
    path: [where, ...issue.path].join('.'),
    message: issue.message,
  }));
}

/** A request off the contract → 400 with one detail per invalid field, in the one error body. */
export function requestValidationFailed(parts: {
  params?: ZodError | null;
  headers?: ZodError | null;
  query?: ZodError | null;
  body?: ZodError | null;
}): ApiError {
  return validationFailed([
    ...detailsOf('params', parts.params ?? null),
    ...detailsOf('headers', parts.headers ?? null),
    ...detailsOf('query', parts.query ?? null),
    ...detailsOf('body', parts.body ?? null),
  ]);
}

const failure = (result: ReturnType<typeof checkZodSchema>): ZodError | null =>
  result.success ? null : result.error;

/**
 * Runs one route of the contract the way every transport does: the request checked against the
 * route's schemas (unknown path and header keys pass, like ts-rest), the handler, then its answer
 * checked against the schema of the status it chose (a ResponseValidationError is a bug of ours: 500),
 * unless it is a list of parts already checked against that schema's items (checked-parts.ts).
 */
export async function runRoute(
  route: AppRoute,
  handler: RouteHandler<AppRoute>,
  input: RouteInput,
  call: Call,
): Promise<Reply> {
  const params = checkZodSchema(input.params, route.pathParams, { passThroughExtraKeys: true });
  const headers = checkZodSchema(input.headers, route.headers, { passThroughExtraKeys: true });
  const query = checkZodSchema(input.query, route.query);
  // A multipart form is read, and checked, by its handler once it knows who calls.
  const body =
    'contentType' in route && route.contentType === 'multipart/form-data'
      ? { success: true as const, data: input.body }
      : checkZodSchema(input.body, 'body' in route ? route.body : null);
  if (!params.success || !headers.success || !query.success || !body.success) {
    throw requestValidationFailed({
      params: failure(params),
      headers: failure(headers),
      query: failure(query),
      body: failure(body),
    });
  }
  let answer;
  try {
    answer = await handler({
      params: params.data,
      query: query.data,
      headers: headers.data,
      body: body.data,
      call,
    } as Parameters<RouteHandler<AppRoute>>[0]);
  } catch (err) {
    if (err instanceof Redirect)
      return { status: err.status, headers: { location: err.location }, body: undefined };
    throw err;
  }
  const responseType = route.responses[answer.status];
  const validated = isListOfCheckedParts(responseType, answer.body)
    ? answer
    : validateResponse({ appRoute: route, response: { status: answer.status, body: answer.body } });
  const extra = { ...answer.headers };
  if (responseType !== undefined && isAppRouteNoBody(responseType)) {
    return { status: answer.status, headers: extra, body: undefined };
  }
  if (responseType !== undefined && isAppRouteOtherResponse(responseType)) {
    extra['content-type'] ??= responseType.contentType;
  }
  return { status: answer.status, headers: extra, body: validated.body };
}
