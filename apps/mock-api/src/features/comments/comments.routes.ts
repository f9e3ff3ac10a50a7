import { contract } from '@formation/contract';

import { requireUser } from '../../auth/current-user';
import { feature } from '../../core/handlers';
import { createComment, editComment, listComments, removeComment } from './comments.service';

export const commentsFeature = feature(contract.comments, {
  listForCourse: async ({ params, call }) => ({
    status: 200,
    body: listComments(call.store, params.courseId),
  }),
  create: async ({ body, call }) => {
    const user = requireUser(call);
    return { status: 201, body: createComment(call.store, user, body) };
  },
  update: async ({ params, body, call }) => {
    const user = requireUser(call);
    return { status: 200, body: editComment(call.store, user, params.id, body) };
  },
  remove: async ({ params, call }) => {
    const user = requireUser(call);
    return { status: 200, body: removeComment(call.store, user, params.id) };
  },
});
