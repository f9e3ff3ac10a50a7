import { AVATAR_MAX_BYTES, UpdateProfileBodySchema, type UpdateProfileBody } from '@formation/contract';
import { inspectImage, MAX_IMAGE_SIDE, type InspectedImage } from '@formation/domain';

import { ApiError, validationFailed } from '../../api-error';
import type { FormPart, FormRules } from '../../core/pipeline/request-body';
import { detailsOf } from '../../core/run-route';

/** PATCH /users/{id} as multipart/form-data: one photo of at most 2 MB and a small `data` part. */
export const PROFILE_FORM: FormRules = {
  fileSize: AVATAR_MAX_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: 64 * 1024,
  fileTooLarge: `The photo must be at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`,
  tooManyParts: 'The form has too many parts: send one photo and one data part',
};

const PHOTO = 'photo';
const DATA = 'data';

/** The JSON variant's body (also the `data` part of the multipart variant). */
export function parseProfileBody(body: unknown): UpdateProfileBody {
  const parsed = UpdateProfileBodySchema.safeParse(body);
  if (!parsed.success) throw validationFailed(detailsOf('body', parsed.error));
  return parsed.data;
}

export interface ProfilePhoto {
  bytes: Uint8Array;
  image: InspectedImage;
}

export interface ProfileForm {
  body: UpdateProfileBody;
  photo: ProfilePhoto | null;
}

/** The photo's real type from its bytes; 415 unless JPEG, PNG or WebP within 4096 × 4096 pixels. */
export function checkPhoto(bytes: Uint8Array): InspectedImage {
  const image = inspectImage(bytes);
  if (image === null) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The photo must be a JPEG, PNG or WebP image');
  }
  if (image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `The photo must be at most ${MAX_IMAGE_SIDE} x ${MAX_IMAGE_SIDE} pixels`,
    );
  }
  return image;
}

/**
 * PATCH /users/{id} as multipart/form-data: a `photo` file part and an optional `data` text part
 * holding the JSON fields. An empty file part without a name (a form whose file input was left empty)
 * counts as no photo.
 */
export function profileFormOf(parts: readonly FormPart[]): ProfileForm {
  let bytes: Uint8Array | null = null;
  let data: string | null = null;
  const unexpected: string[] = [];
  for (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== PHOTO) unexpected.push(part.fieldname);
      else if (part.bytes.length > 0 || part.filename !== '') bytes = part.bytes;
    } else if (part.fieldname !== DATA) {
      unexpected.push(part.fieldname);
    } else {
      data = part.value;
    }
  }
  if (unexpected.length > 0) {
    throw validationFailed(
      unexpected.map((name) => ({
        path: `body.${name}`,
        message: 'Unexpected part: only "photo" and "data" are accepted',
      })),
    );
  }
  let json: unknown = {};
  if (data !== null && data.trim() !== '') {
    try {
      json = JSON.parse(data);
    } catch {
      throw validationFailed([{ path: `body.${DATA}`, message: 'The data part must be a JSON object' }]);
    }
  }
  const body = parseProfileBody(json);
  return { body, photo: bytes === null ? null : { bytes, image: checkPhoto(bytes) } };
}
