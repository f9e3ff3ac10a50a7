import type { InspectedImage } from '@formation/domain';

import { isOwnAvatar, newAvatarPath } from './avatar-names';
import type { UploadedFile } from './uploads-folder';

/**
 * The uploads folder of the in-page mock: the same functions as uploads-folder.ts, keeping photos in
 * memory (the page's persistence saves them with the database). The in-page build swaps the module;
 * the folder argument is the server's and means nothing here.
 */
const files = new Map<string, UploadedFile>();

export function saveAvatar(
  _uploadsDir: string,
  userId: number,
  bytes: Uint8Array,
  image: InspectedImage,
): Promise<string> {
  const path = newAvatarPath(userId, image.extension);
  files.set(path, { bytes: bytes.slice(), contentType: image.mimeType });
  return Promise.resolve(path);
}

export function removeAvatar(_uploadsDir: string, userId: number, image: string | null): Promise<void> {
  if (isOwnAvatar(userId, image)) files.delete(image);
  return Promise.resolve();
}

export function readUpload(_uploadsDir: string, relative: string): Promise<UploadedFile | null> {
  return Promise.resolve(files.get(relative) ?? null);
}

/** Every stored photo, to save with the database; and back, after a reload. */
export const storedUploads = (): Map<string, UploadedFile> => new Map(files);

export function restoreUploads(saved: ReadonlyMap<string, UploadedFile>): void {
  files.clear();
  for (const [path, file] of saved) files.set(path, file);
}
