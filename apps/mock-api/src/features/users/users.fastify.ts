import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AVATAR_MAX_BYTES } from '@formation/contract';

import { ApiError } from '../../api-error';
import { callOf } from '../../plugins/fastify-call';
import { mountFeature } from '../../plugins/mount-router';
import { PROFILE_FORM_LIMITS, profileFormOf, type FormPart } from './profile-form';
import { UPLOAD_HEADERS, uploadedFile } from './uploads.routes';
import { updateProfile, usersFeature } from './users.routes';

function hasStatus(err: unknown): err is Error & { statusCode: number; code?: unknown } {
  return err instanceof Error && 'statusCode' in err && typeof err.statusCode === 'number';
}

/** Failures of the multipart parser in the one error shape: 413 for limits, 400 for a malformed form. */
function formError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (hasStatus(err) && err.statusCode === 413) {
    return err.code === 'FST_REQ_FILE_TOO_LARGE'
      ? new ApiError(
          413,
          'PAYLOAD_TOO_LARGE',
          `The photo must be at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`,
        )
      : new ApiError(
          413,
          'PAYLOAD_TOO_LARGE',
          'The form has too many parts: send one photo and one data part',
        );
  }
  return new ApiError(400, 'VALIDATION_FAILED', 'Malformed multipart/form-data body');
}

/** Reads a Fastify multipart request into parts, its parser's failures in the one error shape. */
export async function readFormParts(request: FastifyRequest): Promise<FormPart[]> {
  const parts: FormPart[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        parts.push({
          type: 'file',
          fieldname: part.fieldname,
          filename: part.filename,
          bytes: await part.toBuffer(),
        });
      } else {
        if (part.fieldname === 'data' && part.valueTruncated) {
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The data part is too large');
        }
        parts.push({
          type: 'field',
          fieldname: part.fieldname,
          value: typeof part.value === 'string' ? part.value : '',
        });
      }
    }
  } catch (err) {
    throw formError(err);
  }
  return parts;
}

/** The users feature on Fastify: its routes, the profile update (JSON or multipart) and /uploads. */
export function registerUsers(app: FastifyInstance): void {
  mountFeature(app, usersFeature);
  app.register(async (scope) => {
    // Multipart only here: every other route keeps refusing multipart bodies with a 415.
    await scope.register(multipart, { limits: PROFILE_FORM_LIMITS, throwFileSizeLimit: true });
    scope.patch('/users/:id', async (request, reply) => {
      const updated = await updateProfile(
        callOf(request),
        request.params,
        request.isMultipart()
          ? { kind: 'form', read: async () => profileFormOf(await readFormParts(request)) }
          : { kind: 'json', contentType: request.headers['content-type'], body: request.body },
      );
      return reply.status(200).send(updated);
    });
  });
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const file = await uploadedFile(callOf(request), request.params['*']);
    return reply
      .status(200)
      .headers(UPLOAD_HEADERS)
      .header('content-type', file.contentType)
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
}
