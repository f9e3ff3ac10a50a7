import { z } from 'zod';

import { DATA_SET_IMAGE_MAX_BYTES } from '@formation/contract';
import { inspectImage, MAX_IMAGE_SIDE, type InspectedImage } from '@formation/domain';

import { bytesOfBase64 } from '../portable/crypto';

/** A digest of the picture's bytes in hex, then its type's extension: never a path. */
const IMAGE_NAME = /^[0-9a-f]{16,64}\.(?:jpg|png|webp)$/;

/** The picture a data set row holds, or null when its text is not base64 of one the mock serves. */
export function imageOfRow(data: string): { bytes: Uint8Array; image: InspectedImage } | null {
  // Base64 is 4 characters for 3 bytes: a longer text is a larger picture, and is not decoded.
  const bytes = data.length <= (DATA_SET_IMAGE_MAX_BYTES / 3) * 4 + 4 ? bytesOfBase64(data) : null;
  const image = bytes !== null && bytes.byteLength <= DATA_SET_IMAGE_MAX_BYTES ? inspectImage(bytes) : null;
  if (bytes === null || image === null || image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE)
    return null;
  return { bytes, image };
}

/** The columns of `images.json`, checked as a load checks every row. */
export const IMAGE_COLUMNS: Readonly<Record<string, z.ZodTypeAny>> = {
  name: z.string().regex(IMAGE_NAME, 'Not a picture name: a hex digest, then .jpg, .png or .webp'),
  data: z.string().refine((data) => imageOfRow(data) !== null, {
    message: `Not base64 of a JPEG, PNG or WebP picture of at most ${String(DATA_SET_IMAGE_MAX_BYTES / 1024 / 1024)} MB and ${String(MAX_IMAGE_SIDE)} px a side`,
  }),
};
