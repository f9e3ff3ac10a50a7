import { z } from 'zod';

import { c } from './contract-instance.js';
import { definedByUs, errors } from './responses.js';
import { docs } from './route-docs.js';
import {
  ConnectionUserBodySchema,
  ConnectionUserSchema,
  CreateEnrollmentBodySchema,
  EnrollmentSchema,
} from './schemas/enrollment.schemas.js';

export const enrollmentsContract = c.router({
  create: {
    method: 'POST',
    path: '/enrollments',
    metadata: docs(7, 'user'),
    summary: 'Pre-enroll the signed-in user in a session',
    description: definedByUs(
      '409 ALREADY_ENROLLED ("You are already enrolled in this course. Please complete your payment."), ' +
        '409 SESSION_FULL, 409 SESSION_ENDED, 422 PROMO_INVALID.',
    ),
    body: CreateEnrollmentBodySchema,
    responses: { 201: EnrollmentSchema, ...errors(401, 404, 409, 413, 415, 422) },
  },
  mine: {
    method: 'GET',
    path: '/enrollments/me',
    metadata: docs(2, 'user'),
    summary: "The signed-in user's courses with status confirmed or pending",
    description: definedByUs('product rules 2, My courses.'),
    responses: { 200: z.array(EnrollmentSchema), ...errors(401) },
  },
  connectionUser: {
    method: 'POST',
    path: '/connection-users',
    metadata: docs(7, 'user'),
    summary: 'Record the pre-registration contact for the advisor follow-up (24 hours)',
    description: definedByUs('product rules 7: payload and answer not shown.'),
    body: ConnectionUserBodySchema,
    responses: { 201: ConnectionUserSchema, ...errors(401, 403, 404, 413, 415) },
  },
});
