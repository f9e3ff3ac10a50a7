import multipart from '@fastify/multipart';
import { contract, UpdatedUserSchema } from '@formation/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../api-error';
import { requireSelf, type UserRow } from '../../auth/current-user';
import { configOf, storeOf } from '../../context';
import { mountRouter, s } from '../../plugins/mount-router';
import {
  detailsOf,
  parseProfileBody,
  PROFILE_FORM_LIMITS,
  readProfileForm,
  validationFailed,
} from './profile-form';
import { registerUploads } from './uploads.routes';
import { removeAvatar, saveAvatar } from './uploads-folder';
import { toProfile, toUpdatedUser } from './user.view';
import { applyProfileChanges, changePassword, profileChanges } from './users.service';

/**
 * ts-rest registers one route per method and path, and the contract has two for PATCH /users/{id}
 * (JSON and multipart); Fastify refuses duplicates. So ts-rest mounts the other routes and PATCH is one
 * plain route that validates like ts-rest does: params and body against the contract, and the answer
 * against UpdatedUserSchema before it leaves.
 */
const routes = { profile: contract.users.profile, changePassword: contract.users.changePassword };

const router = s.router(routes, {
  profile: ({ params, request }) =>
    Promise.resolve({ status: 200 as const, body: toProfile(requireSelf(request, params.id)) }),

  changePassword: async ({ params, body, request }) => {
    const user = requireSelf(request, params.id);
    await changePassword(storeOf(request), user, body);
    return { status: 200, body: { message: 'Your password has been changed' } };
  },
});

function isJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

async function updateProfile(request: FastifyRequest, reply: FastifyReply) {
  const params = contract.users.update.pathParams.safeParse(request.params);
  if (!params.success) throw validationFailed(detailsOf('params', params.error));
  const user = requireSelf(request, params.data.id);
  const store = storeOf(request);
  let updated: UserRow;
  if (request.isMultipart()) {
    const form = await readProfileForm(request);
    const { UPLOADS_DIR } = configOf(request);
    // The session and the row are read again after every wait (a password change may have ended
    // the session, another update may have changed the row), right before the synchronous write.
    if (form.photo === null) {
      const current = requireSelf(request, user.id);
      updated = applyProfileChanges(store, user.id, profileChanges(store, current, form.body));
    } else {
      const image = await saveAvatar(UPLOADS_DIR, user.id, form.photo.bytes, form.photo.image);
      let replaced: string | null;
      try {
        const current = requireSelf(request, user.id);
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
    if (!isJson(request.headers['content-type'])) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON, or multipart/form-data with a photo');
    }
    updated = applyProfileChanges(
      store,
      user.id,
      profileChanges(store, user, parseProfileBody(request.body)),
    );
  }
  const answer = UpdatedUserSchema.safeParse(toUpdatedUser(updated));
  if (!answer.success) {
    request.log.error({ issues: answer.error.issues }, 'answer off the contract');
    throw new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
  }
  return reply.status(200).send(answer.data);
}

/** Profile, profile update (JSON or with a photo), password change, and the uploads folder. */
export function registerUsers(app: FastifyInstance): void {
  mountRouter(app, routes, router);
  app.register(async (scope) => {
    // Multipart only here: every other route keeps refusing multipart bodies with a 415.
    await scope.register(multipart, { limits: PROFILE_FORM_LIMITS, throwFileSizeLimit: true });
    scope.patch('/users/:id', updateProfile);
  });
  registerUploads(app);
}
