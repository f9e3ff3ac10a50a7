import { contract } from '@formation/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireSelf, requireUser } from '../../auth/current-user';
import { storeOf } from '../../context';
import { mountRouter, s } from '../../plugins/mount-router';
import { recordConnectionUser } from './connection-users.service';
import { createEnrollment, enrollmentsOf } from './enrollments.service';

const router = s.router(contract.enrollments, {
  create: async ({ body, request }) => {
    const user = requireUser(request);
    return { status: 201, body: createEnrollment(storeOf(request), user, body) };
  },
  mine: async ({ request }) => {
    const user = requireUser(request);
    return { status: 200, body: enrollmentsOf(storeOf(request), user.id) };
  },
  connectionUser: async ({ body, request }) => {
    // Anonymous callers are welcome; a token, when sent, must be valid (currentUser throws 401).
    const caller = body.userId === undefined ? currentUser(request) : requireSelf(request, body.userId);
    return { status: 201, body: recordConnectionUser(storeOf(request), caller, body) };
  },
});

export function registerEnrollments(app: FastifyInstance): void {
  mountRouter(app, contract.enrollments, router);
}
