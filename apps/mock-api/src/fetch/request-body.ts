import { parse as secureJsonParse } from 'secure-json-parse';

import { AVATAR_MAX_BYTES } from '@formation/contract';

import { ApiError } from '../api-error';
import { transportErrors } from '../core/transport-errors';
import type { FormPart } from '../features/users/profile-form';
import { PROFILE_FORM_LIMITS } from '../features/users/profile-form';

/** What a route accepts besides JSON and plain text (Fastify registers these parsers per scope). */
export type ExtraBody = 'url-encoded' | 'multipart';

/** A request body as the core reads it: a parsed value, or a multipart form's parts. */
export type ReadBody = { kind: 'value'; value: unknown } | { kind: 'form'; parts: FormPart[] };

const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

const invalidJson = () =>
  new ApiError(
    400,
    'VALIDATION_FAILED',
    "Body is not valid JSON but content-type is set to 'application/json'",
  );

/** JSON as Fastify's parser reads it: an empty text is no body, prototype keys are refused. */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return secureJsonParse(text, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw invalidJson();
  }
}

/** A multipart form within the profile photo's limits, with the refusals @fastify/multipart gives. */
async function formParts(request: Request): Promise<FormPart[]> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Malformed multipart/form-data body');
  }
  const entries = [...form.entries()];
  const files = entries.filter(([, value]) => typeof value !== 'string');
  if (
    entries.length > PROFILE_FORM_LIMITS.parts ||
    files.length > PROFILE_FORM_LIMITS.files ||
    entries.length - files.length > PROFILE_FORM_LIMITS.fields
  ) {
    throw new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      'The form has too many parts: send one photo and one data part',
    );
  }
  const parts: FormPart[] = [];
  for (const [fieldname, value] of entries) {
    if (typeof value === 'string') {
      if (value.length > PROFILE_FORM_LIMITS.fieldSize && fieldname === 'data') {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The data part is too large');
      }
      parts.push({ type: 'field', fieldname, value });
    } else {
      if (value.size > AVATAR_MAX_BYTES) {
        throw new ApiError(
          413,
          'PAYLOAD_TOO_LARGE',
          `The photo must be at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`,
        );
      }
      const bytes = new Uint8Array(await value.arrayBuffer());
      parts.push({ type: 'file', fieldname, filename: value.name, bytes });
    }
  }
  return parts;
}

/**
 * Reads a request's body the way the Fastify adapter does: none for GET and HEAD; JSON and plain
 * text anywhere; url-encoded or multipart forms only where the route takes them; anything else,
 * or a body without a content type, is a 415; more than `limit` bytes is a 413.
 */
export async function readBody(
  request: Request,
  extra: ExtraBody | undefined,
  limit: number,
): Promise<ReadBody> {
  if (BODYLESS.has(request.method)) return { kind: 'value', value: undefined };
  const contentType = request.headers.get('content-type');
  const mediaType = contentType === null ? null : mediaTypeOf(contentType);
  if (mediaType === 'multipart/form-data' && extra === 'multipart')
    return { kind: 'form', parts: await formParts(request) };
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (mediaType === null) {
    if (bytes.length === 0) return { kind: 'value', value: undefined };
    throw transportErrors.unsupportedType();
  }
  if (bytes.length > limit) throw transportErrors.tooLarge();
  const text = new TextDecoder().decode(bytes);
  if (mediaType === 'application/json') return { kind: 'value', value: parseJson(text) };
  if (mediaType === 'text/plain') return { kind: 'value', value: text };
  if (mediaType === 'application/x-www-form-urlencoded' && extra === 'url-encoded') {
    return { kind: 'value', value: Object.fromEntries(new URLSearchParams(text)) };
  }
  throw transportErrors.unsupportedType();
}
