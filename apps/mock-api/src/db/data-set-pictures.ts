import { z } from 'zod';

import { DATA_SET_IMAGE_MAX_BYTES } from '@formation/contract';
import { inspectImage, MAX_IMAGE_SIDE, type InspectedImage } from '@formation/domain';

import { bytesOfBase64, hexOf, sha256Of } from '../portable/crypto';

/**
 * A data set's pictures (`images.json`, a recording made with --with-images), served as
 * /uploads/data-set/{name}. A name is the start of the SHA-256 of the picture's bytes, so a name
 * always means the same picture, whichever data set brought it: the pictures are kept once for the
 * process (kept-pictures.ts), not in each data set's database, where every private copy would carry
 * them again.
 */
export const IMAGES_FILE = 'images.json';

/**
 * A picture's name: at least 32 hex characters (128 bits) of the SHA-256 of its bytes. The process
 * keeps one picture per name, whoever loaded it first, and shows it to every data set that names it:
 * two pictures made to share 64 bits of digest take about 2^32 tries, so a name that short could
 * show someone else's bytes in place of the picture a team meant.
 */
const PICTURE_NAME = /^([\da-f]{32,64})\.(jpg|png|webp)$/;
/** Where the rows of a data set name its pictures: `data-set/<name>`, under the uploads path. */
export const PICTURE_PATH = /data-set\/([\da-f]{32,64}\.(?:jpg|png|webp))/g;

export interface Picture {
  name: string;
  bytes: Uint8Array;
  image: InspectedImage;
}

/** The picture a row holds: base64 of a JPEG, PNG or WebP within the limits, else why not. */
function pictureOf(row: { name: string; data: string }): Picture | string {
  const [, digest = '', extension] = PICTURE_NAME.exec(row.name) ?? [];
  if (extension === undefined) {
    return 'name: Not a picture name: 32 to 64 hex characters of the SHA-256 of its bytes, then .jpg, .png or .webp';
  }
  // Base64 is 4 characters for 3 bytes: a longer text is a larger picture, and is not decoded.
  const bytes = row.data.length <= (DATA_SET_IMAGE_MAX_BYTES / 3) * 4 + 4 ? bytesOfBase64(row.data) : null;
  const image = bytes !== null && bytes.byteLength <= DATA_SET_IMAGE_MAX_BYTES ? inspectImage(bytes) : null;
  if (bytes === null || image === null || image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE) {
    return `data: Not base64 of a JPEG, PNG or WebP picture of at most ${String(DATA_SET_IMAGE_MAX_BYTES / 1024 / 1024)} MB and ${String(MAX_IMAGE_SIDE)} px a side`;
  }
  if (!hexOf(sha256Of(bytes)).startsWith(digest) || image.extension !== extension) {
    return 'name: Not the start of the SHA-256 of the picture’s bytes, then its type’s extension';
  }
  return { name: row.name, bytes, image };
}

const RowsSchema = z.array(z.object({ name: z.string(), data: z.string() }).strict());

/** `images.json` checked: its pictures, or the problems, named by row and field as the other files'. */
export function checkPictures(content: unknown): { pictures: Picture[]; problems: string[] } {
  const rows = RowsSchema.safeParse(content);
  if (!rows.success) {
    return {
      pictures: [],
      problems: rows.error.issues.map(
        (issue) => `${IMAGES_FILE}: ${issue.path.join(', ') || '(the file)'}: ${issue.message}`,
      ),
    };
  }
  const pictures: Picture[] = [];
  const problems: string[] = [];
  rows.data.forEach((row, index) => {
    const picture = pictureOf(row);
    if (typeof picture === 'string') problems.push(`${IMAGES_FILE}: row ${String(index)}, ${picture}`);
    else pictures.push(picture);
  });
  return { pictures, problems };
}
