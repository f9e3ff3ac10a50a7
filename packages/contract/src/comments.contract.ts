import { z } from 'zod';

import { c } from './contract-instance.js';
import { errors } from './responses.js';
import { docs } from './route-docs.js';
import {
  CommentSchema,
  CreateCommentBodySchema,
  DeletedReplySchema,
  UpdateCommentBodySchema,
} from './schemas/comment.schemas.js';
import { IdParamSchema } from './schemas/common.schemas.js';

const byId = z.object({ id: IdParamSchema });

export const commentsContract = c.router({
  listForCourse: {
    method: 'GET',
    path: '/comments/course/:courseId',
    metadata: docs(7),
    summary: "A course's comments, each with its rate, newest first",
    pathParams: z.object({ courseId: IdParamSchema }),
    responses: { 200: z.array(CommentSchema), ...errors(404) },
  },
  create: {
    method: 'POST',
    path: '/comments',
    metadata: docs(7, 'user'),
    summary: 'Comment on and rate a course (signed in)',
    body: CreateCommentBodySchema,
    responses: { 201: CommentSchema, ...errors(401, 404, 413, 415) },
  },
  update: {
    method: 'PUT',
    path: '/comments/:id',
    metadata: docs(7, 'user'),
    summary: "Edit one's own comment",
    pathParams: byId,
    body: UpdateCommentBodySchema,
    responses: { 200: CommentSchema, ...errors(401, 403, 404, 413, 415) },
  },
  remove: {
    method: 'DELETE',
    path: '/comments/:id',
    metadata: docs(7, 'user'),
    summary: "Delete one's own comment",
    pathParams: byId,
    body: c.noBody(),
    responses: { 200: DeletedReplySchema, ...errors(401, 403, 404) },
  },
});
