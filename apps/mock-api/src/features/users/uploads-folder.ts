import { mkdir, readFile, realpath, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, join, sep } from 'node:path';

import type { InspectedImage } from '@formation/domain';

import { isOwnAvatar, newAvatarPath } from './avatar-names';

/** The types the uploads folder serves; anything else (HTML, SVG, scripts…) is never served. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/**
 * Writes an avatar under UPLOADS_DIR/avatars/<userId>-<random>.<ext>; returns its path under the uploads
 * folder.
 */
export async function saveAvatar(
  uploadsDir: string,
  userId: number,
  bytes: Uint8Array,
  image: InspectedImage,
): Promise<string> {
  const path = newAvatarPath(userId, image.extension);
  await mkdir(dirname(join(uploadsDir, path)), { recursive: true });
  await writeFile(join(uploadsDir, path), bytes, { flag: 'wx' });
  return path;
}

/** Removes an avatar this mock stored for this user (never a seed image or another user's file). */
export async function removeAvatar(uploadsDir: string, userId: number, image: string | null): Promise<void> {
  if (!isOwnAvatar(userId, image)) return;
  await unlink(join(uploadsDir, image)).catch(() => undefined);
}

export interface UploadedFile {
  bytes: Uint8Array;
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
