import { hexOf, randomBytes } from '../../portable/crypto';

/** The folder of the photos learners send, under the uploads root. */
export const AVATARS = 'avatars';

/** A new photo's path: `avatars/<userId>-<random>.<ext>` (random: private data sets share the store). */
export const newAvatarPath = (userId: number, extension: string) =>
  `${AVATARS}/${String(userId)}-${hexOf(randomBytes(8))}.${extension}`;

/** Whether `image` is a photo this mock stored for this user (never a seed image or another's). */
export function isOwnAvatar(userId: number, image: string | null): image is string {
  const match = image === null ? null : /^avatars\/(\d+)-[0-9a-f]{16}\.(?:jpg|png|webp)$/.exec(image);
  return match?.[1] === String(userId);
}
