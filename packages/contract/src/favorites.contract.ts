import { z } from 'zod';

import { c } from './contract-instance.js';
import { errors } from './responses.js';
import { docs } from './route-docs.js';
import { IdParamSchema } from './schemas/common.schemas.js';
import { FavoriteBodySchema, FavoriteRemovedSchema, FavoriteSchema } from './schemas/favorite.schemas.js';

const byCourse = z.object({ courseId: IdParamSchema });

export const favoritesContract = c.router({
  add: {
    method: 'POST',
    path: '/favorites/:courseId',
    metadata: docs(7, 'user'),
    summary: 'Add a course to the favorites of the signed-in user (adding twice keeps one)',
    pathParams: byCourse,
    body: FavoriteBodySchema,
    responses: { 200: FavoriteSchema, 201: FavoriteSchema, ...errors(401, 403, 404, 413, 415) },
  },
  remove: {
    method: 'DELETE',
    path: '/favorites/:courseId',
    metadata: docs(7, 'user'),
    summary: 'Remove a course from the favorites',
    pathParams: byCourse,
    body: FavoriteBodySchema,
    responses: { 200: FavoriteRemovedSchema, ...errors(401, 403, 404, 413, 415) },
  },
  listForUser: {
    method: 'GET',
    path: '/favorites/:userId',
    metadata: docs(7, 'user'),
    summary: "The user's favorites, each entry with its course",
    pathParams: z.object({ userId: IdParamSchema }),
    responses: { 200: z.array(FavoriteSchema), ...errors(401, 403) },
  },
});
