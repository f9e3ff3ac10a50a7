import type { z } from 'zod';

import { contract, UpdatedUserSchema } from '@formation/contract';

import { ApiError } from '../../api-error';
import { requireSelf, type UserRow } from '../../auth/current-user';
import type { Call } from '../../core/call';
import { feature } from '../../core/handlers';
import { detailsOf, validationFailed } from '../../core/run-route';
import { toProfile, toUpdatedUser } from '../../views/user.view';
import { parseProfileBody, type ProfileForm } from './profile-form';
import { removeAvatar, saveAvatar } from './uploads-folder';
import { applyProfileChanges, changePassword, profileChanges } from './users.service';

/**
 * ts-rest's routers hold one route per method and path, and the contract has two for PATCH /users/{id}
 * (JSON and multipart). So the feature holds the other routes, and PATCH is `updateProfile`, which
 * each transport calls with the body it read, and which validates like the core does: params and
 * body against the contract, and the answer against UpdatedUserSchema before it leaves.
 */
const routes = { profile: contract.users.profile, changePassword: contract.users.changePassword };

/** Profile and password change; the profile update is `updateProfile` below. */
export const usersFeature = feature(routes, {
  profile: ({ params, call }) =>
    Promise.resolve({ status: 200 as const, body: toProfile(requireSelf(call, params.id)) }),

  changePassword: async ({ params, body, call }) => {
    const user = requireSelf(call, params.id);
    await changePassword(call.store, user, body);
    return { status: 200, body: { message: 'Your password has been changed' } };
  },
});

/** PATCH /users/{id} as a transport read it: JSON (of some content type), or a multipart form. */
export type ProfileUpdate =
  | { kind: 'json'; contentType: string | undefined; body: unknown }
  | { kind: 'form'; read: () => Promise<ProfileForm> };

function isJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

export async function updateProfile(
  call: Call,
  rawParams: unknown,
  update: ProfileUpdate,
): Promise<z.infer<typeof UpdatedUserSchema>> {
  const params = contract.users.update.pathParams.safeParse(rawParams);
  if (!params.success) throw validationFailed(detailsOf('params', params.error));
  const user = requireSelf(call, params.data.id);
  const { store } = call;
  let updated: UserRow;
  if (update.kind === 'form') {
    const form = await update.read();
    const { UPLOADS_DIR } = call.config;
    // The token and the row are read again after every wait (a password change may have ended
    // the sign-in, another update may have changed the row), right before the synchronous write.
    if (form.photo === null) {
      const current = requireSelf(call, user.id);
      updated = applyProfileChanges(store, user.id, profileChanges(store, current, form.body));
    } else {
      const image = await saveAvatar(UPLOADS_DIR, user.id, form.photo.bytes, form.photo.image);
      let replaced: string | null;
      try {
        const current = requireSelf(call, user.id);
        replaced = current.image;
        updated = applyProfileChanges(store, user.id, {
          ...profileChanges(store, current, form.body),
          image,
        });
      } catch (err) {
        await removeAvatar(UPLOADS_DIR, user.id, image);
        throw err;
      }
      await removeAvatar(UPLOADS_DIR, user.id, replaced);
    }
  } else {
    if (!isJson(update.contentType)) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON, or multipart/form-data with a photo');
    }
    updated = applyProfileChanges(store, user.id, profileChanges(store, user, parseProfileBody(update.body)));
  }
  const answer = UpdatedUserSchema.safeParse(toUpdatedUser(updated));
  // An answer off the contract is a bug of ours, answered like the core's response validation.
  if (!answer.success) throw new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
  return answer.data;
}
