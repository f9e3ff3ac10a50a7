import { isZodObjectStrict, isZodType, type AppRoute } from '@ts-rest/core';

import { reasonPhrase, type ErrorCode, type ErrorDetail, type ErrorStatus } from '@formation/contract';

import { ApiError, forbidden, unauthenticated, validationFailed } from '../api-error';
import type { Operation } from './pipeline/route-table';
import { transportErrors } from './transport-errors';

type Answer = () => ApiError;

/*
 * What the mock really answers, so an injected fault reads like the real failure to the site: the
 * route's own failures (its facts, beside its handler), else the common answer of the status;
 * fault-answers.test.ts provokes the real answer of every route and compares.
 */

/** Any route's answer for a status, unless the route's facts give its own. */
const COMMON_ANSWERS: Partial<Record<ErrorStatus, Answer>> = {
  401: () => unauthenticated(),
  403: () => forbidden(),
  413: transportErrors.tooLarge,
  415: transportErrors.unsupportedType,
  429: transportErrors.rateLimited,
  500: transportErrors.internal,
  503: () =>
    new ApiError(
      503,
      'SERVICE_UNAVAILABLE',
      'The service is temporarily unavailable, please try again later',
    ),
};

function issuesOf(where: string, schema: unknown, input: unknown): ErrorDetail[] {
  if (!isZodType(schema)) return [];
  const parsed = schema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: [where, ...issue.path].join('.'),
    message: issue.message,
  }));
}

/** The first path or query field a malformed value ("x") fails, as ts-rest would word it. */
function malformedField(where: 'params' | 'query', schema: unknown): ErrorDetail[] {
  if (!isZodObjectStrict(schema)) return [];
  for (const key of Object.keys(schema.shape as Record<string, unknown>)) {
    const issues = issuesOf(where, schema, { [key]: 'x' }).filter((d) => d.path === `${where}.${key}`);
    if (issues.length > 0) return issues;
  }
  return [];
}

/**
 * A plausible 400 for the route, read from its own schemas: what it answers for an empty body, else
 * for a missing or malformed query or path value; a route that takes nothing gets zod's generic words.
 */
function badRequestDetails(route: AppRoute | undefined): ErrorDetail[] {
  if (route === undefined) return [{ path: 'body', message: 'Invalid input' }];
  const candidates = [
    () => ('body' in route ? issuesOf('body', route.body, {}) : []),
    () => issuesOf('query', route.query, {}),
    () => malformedField('params', route.pathParams),
    () => malformedField('query', route.query),
  ];
  for (const candidate of candidates) {
    const details = candidate();
    if (details.length > 0) return details;
  }
  const param = /:(\w+)/.exec(route.path)?.[1];
  return [{ path: param === undefined ? 'query' : `params.${param}`, message: 'Invalid input' }];
}

/** The mock's own answer of an operation for a status, before any override of the rule. */
export function realisticAnswer(operation: Operation, status: ErrorStatus): ApiError {
  // PATCH /users/:id has a JSON and a multipart route: the JSON one, first, speaks for both.
  if (status === 400) return validationFailed(badRequestDetails(operation.variants[0]?.route));
  const answer = operation.facts.failures?.[status] ?? COMMON_ANSWERS[status];
  // Only a status no route of the mock answers for itself (a 404 of a route that finds nothing).
  return answer?.() ?? new ApiError(status, 'FAULT_INJECTED', `${reasonPhrase(status)} (injected fault)`);
}

export interface FaultAnswerRule {
  status: ErrorStatus;
  code?: ErrorCode | undefined;
  message?: string | undefined;
}

/** The injected answer: the route's realistic one, with the rule's code and message when it gives them. */
export function faultAnswer(operation: Operation, rule: FaultAnswerRule): ApiError {
  const real = realisticAnswer(operation, rule.status);
  return new ApiError(rule.status, rule.code ?? real.code, rule.message ?? real.message, real.details);
}
