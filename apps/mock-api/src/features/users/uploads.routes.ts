import { DEFAULT_AVATAR_FILE } from '@formation/domain';

import { notFound } from '../../api-error';
import type { PlainRoute } from '../../core/handlers';
import { keptPictures } from '../../db/kept-pictures';
import { seedIllustration } from '../../images/seed-illustration';
import { defaultAvatarPng } from './default-avatar';
import { readUpload } from './uploads-folder';

/** How a file of /uploads is answered: never sniffed, never run, cached a little. */
const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=300',
} as const;

/** Where a data set's pictures are served: /uploads/data-set/{name}. */
const DATA_SET_IMAGES = 'data-set/';

/**
 * GET /uploads/{path}, outside the contract: a learner's photo, the default avatar the site shows for
 * users without one (product rules 7), a data set's picture (a recording's, named by its digest), or a
 * seeded course's illustration; 404 otherwise.
 */
export const uploadsRoute: PlainRoute = {
  method: 'GET',
  path: '/uploads/*',
  answer: async ({ params, call }) => {
    const relative = params['*'] ?? '';
    const file = relative.startsWith(DATA_SET_IMAGES)
      ? dataSetPicture(relative.slice(DATA_SET_IMAGES.length))
      : await uploadedFile(call.config.UPLOADS_DIR, relative);
    return {
      status: 200,
      headers: { ...UPLOAD_HEADERS, 'content-type': file.contentType },
      body: file.bytes,
    };
  },
};

/** A data set's picture, by the digest it is named by, with the type its bytes show (a load checked them). */
function dataSetPicture(name: string): { contentType: string; bytes: Uint8Array } {
  const picture = keptPictures.named(name);
  if (picture === undefined) throw notFound('File');
  return { contentType: picture.image.mimeType, bytes: picture.bytes };
}

async function uploadedFile(
  uploadsDir: string,
  relative: string,
): Promise<{ contentType: string; bytes: Uint8Array }> {
  if (relative === DEFAULT_AVATAR_FILE) return { contentType: 'image/png', bytes: defaultAvatarPng() };
  const file = await readUpload(uploadsDir, relative);
  if (file !== null) return file;
  const illustration = seedIllustration(relative);
  if (illustration === null) throw notFound('File');
  return { contentType: 'image/png', bytes: illustration };
}
