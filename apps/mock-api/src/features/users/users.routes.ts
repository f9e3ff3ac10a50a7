import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import { currentPasswordWrong, emailTaken } from '../../auth/account-errors';
import { requireSelf, type UserRow } from '../../auth/current-user';
import type { Call } from '../../core/call';
import { feature } from '../../core/handlers';
import { toProfile, toUpdatedUser } from '../../views/user.view';
import { PROFILE_FORM, profileFormOf, type ProfileForm } from './profile-form';
import { removeAvatar, saveAvatar } from './uploads-folder';
import { uploadsRoute } from './uploads.routes';
import { applyProfileChanges, changePassword, profileChanges } from './users.service';

/**
 * The profile with its new photo. The token and the row are read again after every wait (a password
 * change may have ended the sign-in, another update may have changed the row), right before the
 * synchronous write; a photo saved for an update that failed is removed.
 */
async function updateWithPhoto(call: Call, userId: number, form: ProfileForm): Promise<UserRow> {
  const { store } = call;
  const { UPLOADS_DIR } = call.config;
  if (form.photo === null) {
    const current = requireSelf(call, userId);
    return applyProfileChanges(store, userId, profileChanges(store, current, form.body));
  }
  const image = await saveAvatar(UPLOADS_DIR, userId, form.photo.bytes, form.photo.image);
  let updated: UserRow;
  let replaced: string | null;
  try {
    const current = requireSelf(call, userId);
    replaced = current.image;
    updated = applyProfileChanges(store, userId, { ...profileChanges(store, current, form.body), image });
  } catch (err) {
    await removeAvatar(UPLOADS_DIR, userId, image);
    throw err;
  }
  await removeAvatar(UPLOADS_DIR, userId, replaced);
  return updated;
}

/**
 * Profile, its update (JSON, or multipart/form-data with a photo: two routes of the contract on one
 * path, told apart by the content type), the password change, and the files of /uploads.
 */
export const usersFeature = feature(
  contract.users,
  {
    profile: ({ params, call }) =>
      Promise.resolve({ status: 200 as const, body: toProfile(requireSelf(call, params.id)) }),

    update: ({ params, body, call }) => {
      const user = requireSelf(call, params.id);
      const updated = applyProfileChanges(call.store, user.id, profileChanges(call.store, user, body));
      return Promise.resolve({ status: 200 as const, body: toUpdatedUser(updated) });
    },

    // The form is read once the token and the owner are checked.
    updateWithPhoto: async ({ params, body, call }) => {
      const user = requireSelf(call, params.id);
      const form = profileFormOf(await body.parts());
      return { status: 200, body: toUpdatedUser(await updateWithPhoto(call, user.id, form)) };
    },

    changePassword: async ({ params, body, call }) => {
      const user = requireSelf(call, params.id);
      await changePassword(call.store, user, body);
      return { status: 200, body: { message: 'Your password has been changed' } };
    },
  },
  {
    formRules: PROFILE_FORM,
    plain: [uploadsRoute],
    facts: {
      profile: { failures: { 404: () => notFound('User') } },
      // A comment shows its author's name and photo.
      update: { changes: ['comments'], failures: { 404: () => notFound('User'), 409: emailTaken } },
      updateWithPhoto: { changes: ['comments'] },
      changePassword: { changes: [], failures: { 404: () => notFound('User'), 422: currentPasswordWrong } },
    },
  },
);
