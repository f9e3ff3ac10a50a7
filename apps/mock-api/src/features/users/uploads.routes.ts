import { DEFAULT_AVATAR_FILE } from '@formation/domain';

import { notFound } from '../../api-error';
import type { Call } from '../../core/call';
import { seedIllustration } from '../../images/seed-illustration';
import { defaultAvatarPng } from './default-avatar';
import { readUpload } from './uploads-folder';

/** How every transport answers a file of /uploads: never sniffed, never run, cached a little. */
export const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=300',
} as const;

/**
 * GET /uploads/{path}: a learner's photo, the default avatar the site shows for users without one
 * (product rules 7), or a seeded course's illustration; 404 otherwise.
 */
export async function uploadedFile(
  call: Call,
  relative: string,
): Promise<{ contentType: string; bytes: Uint8Array }> {
  if (relative === DEFAULT_AVATAR_FILE) return { contentType: 'image/png', bytes: defaultAvatarPng() };
  const file = await readUpload(call.config.UPLOADS_DIR, relative);
  if (file !== null) return file;
  const illustration = seedIllustration(relative);
  if (illustration === null) throw notFound('File');
  return { contentType: 'image/png', bytes: illustration };
}
