import { contract } from '@formation/contract';

import { currentUser, requireSelf, requireUser } from '../../auth/current-user';
import { feature } from '../../core/handlers';
import { recordConnectionUser } from './connection-users.service';
import { createEnrollment, enrollmentsOf } from './enrollments.service';

export const enrollmentsFeature = feature(contract.enrollments, {
  create: async ({ body, call }) => {
    const user = requireUser(call);
    return { status: 201, body: createEnrollment(call.store, user, body) };
  },
  mine: async ({ call }) => {
    const user = requireUser(call);
    return { status: 200, body: enrollmentsOf(call.store, user.id) };
  },
  connectionUser: async ({ body, call }) => {
    // Anonymous callers are welcome; a token, when sent, must be valid (currentUser throws 401).
    const caller = body.userId === undefined ? currentUser(call) : requireSelf(call, body.userId);
    return { status: 201, body: recordConnectionUser(call.store, caller, body) };
  },
});
