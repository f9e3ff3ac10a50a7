import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@formation/contract';

export type PhotoProblem = 'type' | 'size';

/** Checked before upload, as the API will: a JPEG, PNG or WebP image of at most 2 MB. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export const PHOTO_ACCEPT = AVATAR_MIME_TYPES.join(',');
export const PHOTO_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
