import { isZodObjectStrict, isZodType, type AppRoute } from '@ts-rest/core';

import {
  listRoutes,
  reasonPhrase,
  siteContract,
  type ErrorCode,
  type ErrorDetail,
  type ErrorStatus,
} from '@formation/contract';

import { ApiError, forbidden, notFound, unauthenticated, validationFailed } from '../api-error';
import {
  alreadyVerified,
  currentPasswordWrong,
  deactivated,
  emailTaken,
  invalidCredentials,
  providerConflict,
  providerTokenInvalid,
  resendCooldown,
  resetTokenInvalid,
  verificationCodeInvalid,
} from '../auth/account-errors';
import { MAX_CODE_ATTEMPTS, RESEND_COOLDOWN_SECONDS } from '../auth/account-rules';
import {
  alreadyEnrolled,
  alreadyPaid,
  onlinePaymentUnavailable,
  promoExhausted,
  promoInvalid,
} from '../commerce/commerce-errors';
import { transportErrors } from './transport-errors';

type Answer = () => ApiError;

/*
 * What the mock really answers, so an injected fault reads like the real failure to the site: the
 * services' own constructors where they have them; fault-answers.test.ts provokes the real answer of
 * every route and compares.
 */

/** Any route's answer for a status, unless the route has its own below. */
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

/** Per route ("METHOD /pattern"): the business failures its service answers. */
export const ROUTE_ANSWERS: Readonly<Record<string, Partial<Record<ErrorStatus, Answer>>>> = {
  'POST /auth/login': {
    401: invalidCredentials,
    403: () => deactivated(403),
  },
  'POST /auth/register': { 409: emailTaken },
  'POST /auth/check-google-user': {
    401: () => providerTokenInvalid(),
    404: () => notFound('User'),
    409: () => providerConflict(),
  },
  'POST /auth/google-signin': { 401: () => providerTokenInvalid(), 409: providerConflict },
  'POST /auth/google-signup': { 401: () => providerTokenInvalid(), 409: providerConflict },
  'POST /auth/verify-email': {
    404: () => notFound('Account'),
    409: alreadyVerified,
    // The first wrong code of a fresh one.
    422: () => verificationCodeInvalid(MAX_CODE_ATTEMPTS - 1),
  },
  'POST /auth/resend-code': {
    404: () => notFound('Account'),
    409: alreadyVerified,
    429: () => resendCooldown(RESEND_COOLDOWN_SECONDS),
  },
  'POST /auth/reset-password': {
    422: resetTokenInvalid,
  },
  'GET /courses/slug/:slug': { 404: () => notFound('Course') },
  'GET /courses/:id/related': { 404: () => notFound('Course') },
  'GET /courses/:id': { 404: () => notFound('Course') },
  'GET /comments/course/:courseId': { 404: () => notFound('Course') },
  'POST /comments': { 404: () => notFound('Course') },
  'PUT /comments/:id': {
    403: () => forbidden('You may only change your own comments'),
    404: () => notFound('Comment'),
  },
  'DELETE /comments/:id': {
    403: () => forbidden('You may only change your own comments'),
    404: () => notFound('Comment'),
  },
  'POST /favorites/:courseId': { 404: () => notFound('Course') },
  'DELETE /favorites/:courseId': { 404: () => notFound('Favourite') },
  'GET /users/profile/:id': { 404: () => notFound('User') },
  'PATCH /users/:id': {
    404: () => notFound('User'),
    409: emailTaken,
  },
  'POST /users/:id/reset-password': {
    404: () => notFound('User'),
    422: currentPasswordWrong,
  },
  'POST /payments/onsite': { 404: () => notFound('Enrollment'), 409: alreadyPaid },
  'POST /payments/online': {
    404: () => notFound('Enrollment'),
    409: alreadyPaid,
    503: onlinePaymentUnavailable,
  },
  'GET /payments/:id': { 404: () => notFound('Payment') },
  'POST /coupon-usage/verify': { 404: () => notFound('Course'), 422: promoInvalid },
  'POST /coupon-usage/apply': {
    404: () => notFound('Enrollment'),
    409: () => promoExhausted(409),
    422: promoInvalid,
  },
  'POST /enrollments': {
    404: () => notFound('Course'),
    409: alreadyEnrolled,
    422: promoInvalid,
  },
  'POST /connection-users': { 404: () => notFound('Enrollment') },
  'GET /blog/slug/:slug': { 404: () => notFound('Article') },
  'GET /blog/:slug': { 404: () => notFound('Article') },
};

const SITE_ROUTES = new Map<string, AppRoute>();
for (const { method, path, route } of listRoutes(siteContract)) {
  // PATCH /users/:id is there twice (JSON, multipart): the JSON one speaks for both.
  if (!SITE_ROUTES.has(`${method} ${path}`)) SITE_ROUTES.set(`${method} ${path}`, route);
}

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

/** The mock's own answer of a route for a status, before any override of the rule. */
export function realisticAnswer(method: string, path: string, status: ErrorStatus): ApiError {
  const key = `${method} ${path}`;
  if (status === 400) return validationFailed(badRequestDetails(SITE_ROUTES.get(key)));
  const answer = ROUTE_ANSWERS[key]?.[status] ?? COMMON_ANSWERS[status];
  // Only a status no route of the mock answers for itself (a 404 of a route that finds nothing).
  return answer?.() ?? new ApiError(status, 'FAULT_INJECTED', `${reasonPhrase(status)} (injected fault)`);
}

export interface FaultAnswerRule {
  status: ErrorStatus;
  code?: ErrorCode | undefined;
  message?: string | undefined;
}

/** The injected answer: the route's realistic one, with the rule's code and message when it gives them. */
export function faultAnswer(method: string, path: string, rule: FaultAnswerRule): ApiError {
  const real = realisticAnswer(method, path, rule.status);
  return new ApiError(rule.status, rule.code ?? real.code, rule.message ?? real.message, real.details);
}
