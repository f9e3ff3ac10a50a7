import { mkdir, readFile, realpath, stat, unlink, writeFile } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { hexOf, randomBytes } from '../../portable/crypto';
import type { InspectedImage } from './image-inspection';

const AVATARS = 'avatars';

/** The types the uploads folder serves; anything else (HTML, SVG, scripts…) is never served. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** Writes an avatar under UPLOADS_DIR/avatars/<userId>-<random>.<ext>; returns its path under the uploads folder. */
export async function saveAvatar(
  uploadsDir: string,
  userId: number,
  bytes: Uint8Array,
  image: InspectedImage,
): Promise<string> {
  const file = `${userId}-${hexOf(randomBytes(8))}.${image.extension}`;
  await mkdir(join(uploadsDir, AVATARS), { recursive: true });
  await writeFile(join(uploadsDir, AVATARS, file), bytes, { flag: 'wx' });
  return `${AVATARS}/${file}`;
}

/** Removes an avatar this mock stored for this user (never a seed image or another user's file). */
export async function removeAvatar(uploadsDir: string, userId: number, image: string | null): Promise<void> {
  if (image === null) return;
  const match = /^avatars\/(\d+)-[0-9a-f]{16}\.(?:jpg|png|webp)$/.exec(image);
  if (match?.[1] !== String(userId)) return;
  await unlink(join(uploadsDir, image)).catch(() => undefined);
}

export interface UploadedFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * A file under the uploads folder, or null. Refused: empty, `.` or `..` segments, backslashes, NUL,
 * hidden files, types other than images, and anything whose real path (symbolic links followed) leaves
 * the folder.
 */
export async function readUpload(uploadsDir: string, relative: string): Promise<UploadedFile | null> {
  if (relative === '' || relative.includes('\\') || relative.includes('\0')) return null;
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  const contentType = CONTENT_TYPES[extname(relative).toLowerCase()];
  if (contentType === undefined) return null;
  try {
    const root = await realpath(uploadsDir);
    const file = await realpath(join(root, ...segments));
    if (!file.startsWith(root + sep)) return null;
    if (!(await stat(file)).isFile()) return null;
    return { bytes: await readFile(file), contentType };
  } catch {
    return null;
  }
}
