import { z } from 'zod';

import { ERROR_CODES } from './values.js';

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorDetailSchema = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. "body.email" or "query.page".'),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

/**
 * The one error body of every non-2xx answer, NestJS-style because the real backend reads that way
 * (its `message` may be an array of strings).
 */
export const ErrorBodySchema = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    error: z.string().describe('The HTTP reason phrase, e.g. "Bad Request".'),
    message: z.union([z.string(), z.array(z.string())]),
    code: ErrorCodeSchema.optional(),
    details: z.array(ErrorDetailSchema).optional().describe('One entry per invalid field.'),
  })
  .describe('The one error body of every non-2xx answer.');
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 421, 422, 429, 500, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

const REASON_PHRASES: Record<ErrorStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function reasonPhrase(status: number): string {
  return (REASON_PHRASES as Record<number, string | undefined>)[status] ?? 'Error';
}

/** Builds an error body; the one constructor the mock API and the tests use. */
export function errorBody(
  statusCode: ErrorStatus,
  message: string | string[],
  extra: { code?: ErrorCode; details?: ErrorDetail[] } = {},
): ErrorBody {
  return {
    statusCode,
    error: reasonPhrase(statusCode),
    message,
    ...(extra.code === undefined ? {} : { code: extra.code }),
    ...(extra.details === undefined ? {} : { details: extra.details }),
  };
}

/**
 * The message as one line: arrays (class-validator style) are joined with commas, as product rules 8 says.
 */
export function errorMessageText(body: Pick<ErrorBody, 'message'>): string {
  return Array.isArray(body.message) ? body.message.join(', ') : body.message;
}
