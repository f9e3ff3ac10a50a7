import type { AuthUser, StoredUser } from '@formation/contract';

import { upgradeProviderPicture } from './image-url';

/**
 * Login reply user → the user the site stores (product rules 3): missing optional fields are "", avatar =
 * image.
 */
export function toStoredUser(user: AuthUser): StoredUser {
  const image = upgradeProviderPicture(user.image ?? '');
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    role: user.role || 'user',
    avatar: image,
    image,
    phoneNumber: user.phoneNumber ?? '',
    birthDate: user.birthDate ?? '',
    country: user.country ?? '',
    city: user.city ?? '',
    industry: user.industry ?? '',
    position: user.position ?? '',
  };
}

/** Product rules 4: profile updates merge into the stored user; fields not sent keep their value. */
export function mergeStoredUser(stored: StoredUser, update: Partial<AuthUser>): StoredUser {
  return toStoredUser({ ...stored, ...update });
}
