import { parse as secureJsonParse } from 'secure-json-parse';

import { ApiError, malformedMultipart, validationFailed } from '../../api-error';
import { transportErrors } from '../transport-errors';

/** A body by its media type: what a route may take. */
export type BodyKind = 'json' | 'text' | 'url-encoded' | 'multipart';

/** Where a transport keeps a request's body until the pipeline reads it. */
export interface BodySource {
  /** The body's bytes; rejects with a 413 past `limit` (without reading the rest, where it can). */
  bytes(limit: number): Promise<Uint8Array>;
}

/** One part of a multipart form. */
export type FormPart =
  | { type: 'file'; fieldname: string; filename: string; bytes: Uint8Array }
  | { type: 'field'; fieldname: string; value: string };

/** A multipart body, read when its handler asks (once it knows who calls). */
export interface FormBody {
  parts(): Promise<FormPart[]>;
}

/** What a multipart route takes, and how it words a refusal. */
export interface FormRules {
  fileSize: number;
  files: number;
  fields: number;
  parts: number;
  fieldSize: number;
  /** The refusal of a file over `fileSize` ("The photo must be at most 2 MB"). */
  fileTooLarge: string;
  /** The refusal of a form over `parts`, `files` or `fields`. */
  tooManyParts: string;
}

const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

/** The kind of a content type; `none` without one, `other` for a type no route takes. */
export function bodyKindOf(contentType: string | undefined): BodyKind | 'none' | 'other' {
  if (contentType === undefined) return 'none';
  switch (contentType.split(';')[0]?.trim().toLowerCase()) {
    case 'application/json':
      return 'json';
    case 'text/plain':
      return 'text';
    case 'application/x-www-form-urlencoded':
      return 'url-encoded';
    case 'multipart/form-data':
      return 'multipart';
    default:
      return 'other';
  }
}

/** JSON as Fastify's parser reads it: an empty text is no body, prototype keys are refused. */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return secureJsonParse(text, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw validationFailed([], "Body is not valid JSON but content-type is set to 'application/json'");
  }
}

/**
 * Reads a request's body as a route takes it: none for GET and HEAD; JSON, text or a url-encoded form
 * when the route takes it; anything else, or a body without a content type, is a 415; more than
 * `limit` (the route's) is a 413.
 */
export async function readValue(
  method: string,
  contentType: string | undefined,
  source: BodySource,
  takes: ReadonlySet<BodyKind>,
  limit: number,
): Promise<unknown> {
  if (BODYLESS.has(method)) return undefined;
  const kind = bodyKindOf(contentType);
  if (kind === 'none') {
    const bytes = await source.bytes(limit).catch(() => null);
    if (bytes !== null && bytes.length === 0) return undefined;
    throw transportErrors.unsupportedType();
  }
  if (kind === 'other' || kind === 'multipart' || !takes.has(kind)) throw transportErrors.unsupportedType();
  const text = new TextDecoder().decode(await source.bytes(limit));
  if (kind === 'json') return parseJson(text);
  if (kind === 'text') return text;
  return Object.fromEntries(new URLSearchParams(text));
}

/** What a form may hold in all: its file, its fields, and the parts' own headers. */
const rawLimitOf = (rules: FormRules) => rules.fileSize + rules.parts * rules.fieldSize + 64 * 1024;

/** A multipart form within its rules' limits, read when `parts()` is first called. */
export function formBody(contentType: string, source: BodySource, rules: FormRules): FormBody {
  let read: Promise<FormPart[]> | undefined;
  return {
    parts: () => (read ??= formParts(contentType, source, rules)),
  };
}

async function formParts(contentType: string, source: BodySource, rules: FormRules): Promise<FormPart[]> {
  const bytes = await source.bytes(rawLimitOf(rules)).catch((err: unknown) => {
    throw err instanceof ApiError && err.status === 413
      ? new ApiError(413, 'PAYLOAD_TOO_LARGE', rules.fileTooLarge)
      : err;
  });
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw malformedMultipart();
  }
  const entries = [...form.entries()];
  const files = entries.filter(([, value]) => typeof value !== 'string');
  if (
    entries.length > rules.parts ||
    files.length > rules.files ||
    entries.length - files.length > rules.fields
  ) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', rules.tooManyParts);
  }
  const parts: FormPart[] = [];
  for (const [fieldname, value] of entries) {
    if (typeof value === 'string') {
      if (value.length > rules.fieldSize) {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The ${fieldname} part is too large`);
      }
      parts.push({ type: 'field', fieldname, value });
    } else {
      if (value.size > rules.fileSize) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', rules.fileTooLarge);
      parts.push({
        type: 'file',
        fieldname,
        filename: value.name,
        bytes: new Uint8Array(await value.arrayBuffer()),
      });
    }
  }
  return parts;
}
