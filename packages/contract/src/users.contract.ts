import { z } from 'zod';

import { c } from './contract-instance.js';
import { definedByUs, errors, ours } from './responses.js';
import { docs } from './route-docs.js';
import { IdParamSchema, MessageReplySchema } from './schemas/common.schemas.js';
import {
  AuthUserSchema,
  ChangePasswordBodySchema,
  ProfileSchema,
  UpdateProfileBodySchema,
  UpdateProfileMultipartBodySchema,
} from './schemas/user.schemas.js';

const byId = z.object({ id: IdParamSchema });

/** The updated user: what the site merges into the stored user (product rules 4), plus the full profile. */
export const UpdatedUserSchema = AuthUserSchema.extend({
  profile: ours(ProfileSchema, 'the whole profile after the update', 'reads the profile again'),
}).passthrough();

export const usersContract = c.router({
  profile: {
    method: 'GET',
    path: '/users/profile/:id',
    metadata: docs(7, 'user'),
    summary: "One's own profile",
    pathParams: byId,
    responses: { 200: ProfileSchema, ...errors(401, 403, 404) },
  },
  update: {
    method: 'PATCH',
    path: '/users/:id',
    metadata: docs(7, 'user'),
    summary: "Update one's own profile (JSON, when no file is included)",
    description: '409 EMAIL_TAKEN when the new email belongs to another account.',
    pathParams: byId,
    body: UpdateProfileBodySchema,
    responses: { 200: UpdatedUserSchema, ...errors(401, 403, 404, 409, 413, 415) },
  },
  updateWithPhoto: {
    method: 'PATCH',
    path: '/users/:id',
    metadata: docs(7, 'user'),
    contentType: 'multipart/form-data',
    summary: "Update one's own profile with a new photo (multipart/form-data)",
    description:
      'Same path as the JSON update (product rules 7: multipart when a file is included). 413 above 2 MB, ' +
      '415 when the content is not a JPEG, PNG or WebP image, whatever its name or declared type says.',
    pathParams: byId,
    body: UpdateProfileMultipartBodySchema,
    responses: { 200: UpdatedUserSchema, ...errors(401, 403, 404, 409, 413, 415) },
  },
  changePassword: {
    method: 'POST',
    path: '/users/:id/reset-password',
    metadata: docs(7, 'user'),
    summary: 'Change the password (current, new)',
    description: definedByUs(
      'product rules 7: payload and answer not shown. 422 CURRENT_PASSWORD_WRONG when the current password is wrong.',
    ),
    pathParams: byId,
    body: ChangePasswordBodySchema,
    responses: { 200: MessageReplySchema, ...errors(401, 403, 404, 413, 415, 422, 429) },
  },
});
