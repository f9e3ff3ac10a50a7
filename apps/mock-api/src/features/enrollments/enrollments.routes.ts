import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import { currentUser, requireSelf, requireUser } from '../../auth/current-user';
import { alreadyEnrolled, promoInvalid } from '../../commerce/commerce-errors';
import { feature } from '../../core/handlers';
import { recordConnectionUser } from './connection-users.service';
import { createEnrollment, enrollmentsOf } from './enrollments.service';

export const enrollmentsFeature = feature(
  contract.enrollments,
  {
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
  },
  {
    facts: {
      // An enrollment takes a place of the session.
      create: {
        changes: ['courses'],
        failures: { 404: () => notFound('Course'), 409: alreadyEnrolled, 422: promoInvalid },
      },
      connectionUser: { changes: [], failures: { 404: () => notFound('Enrollment') } },
    },
  },
);
