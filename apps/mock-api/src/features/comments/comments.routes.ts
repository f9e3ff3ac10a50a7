import { contract } from '@formation/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/current-user';
import { storeOf } from '../../context';
import { mountRouter, s } from '../../plugins/mount-router';
import { createComment, editComment, listComments, removeComment } from './comments.service';

const router = s.router(contract.comments, {
  listForCourse: async ({ params, request }) => ({
    status: 200,
    body: listComments(storeOf(request), params.courseId),
  }),
  create: async ({ body, request }) => {
    const user = requireUser(request);
    return { status: 201, body: createComment(storeOf(request), user, body) };
  },
  update: async ({ params, body, request }) => {
    const user = requireUser(request);
    return { status: 200, body: editComment(storeOf(request), user, params.id, body) };
  },
  remove: async ({ params, request }) => {
    const user = requireUser(request);
    return { status: 200, body: removeComment(storeOf(request), user, params.id) };
  },
});

export function registerComments(app: FastifyInstance): void {
  mountRouter(app, contract.comments, router);
}
