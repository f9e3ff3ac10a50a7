import type { z } from 'zod';

import type { ConnectionUserBodySchema, ConnectionUserSchema } from '@formation/contract';

import { forbidden, notFound, unauthenticated, validationFailed } from '../../api-error';
import type { UserRow } from '../../auth/current-user';
import { addSeconds } from '../../clock';
import type { Store } from '../../core/call';
import { findEnrollment, insertConnectionUser } from '../../repositories/enrollments.repository';
import { publishedCourse } from '../../views/course.view';

type ConnectionUserBody = z.output<typeof ConnectionUserBodySchema>;
type ConnectionUser = z.output<typeof ConnectionUserSchema>;

/** Product rules 9: an advisor follows up within 24 hours. */
export const FOLLOW_UP_SECONDS = 24 * 3600;

/**
 * Records the pre-registration contact the advisor calls back. Anonymous visitors may leave one; a
 * signed-in caller's id is recorded with it. A given userId or enrollmentId must be the caller's own
 * (the route has already checked userId against the token).
 */
export function recordConnectionUser(
  store: Store,
  caller: UserRow | null,
  body: ConnectionUserBody,
): ConnectionUser {
  const { db, clock } = store;
  if (body.enrollmentId !== undefined) {
    if (caller === null) throw unauthenticated();
    const enrollment = findEnrollment(db, body.enrollmentId);
    if (enrollment === undefined) throw notFound('Enrollment');
    if (enrollment.userId !== caller.id) throw forbidden();
    if (enrollment.courseId !== body.courseId) {
      throw validationFailed([
        { path: 'body.enrollmentId', message: 'This enrolment is for another course' },
      ]);
    }
  }
  publishedCourse(db, body.courseId);
  const now = clock.now();
  const userId = body.userId ?? caller?.id ?? null;
  const row = insertConnectionUser(db, {
    fullName: body.fullName,
    email: body.email,
    appointmentTime: body.appointmentTime,
    courseId: body.courseId,
    userId,
    enrollmentId: body.enrollmentId ?? null,
    createdAt: now.toISOString(),
  });
  if (row === undefined) throw new Error('connection user not stored');
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    appointmentTime: row.appointmentTime,
    courseId: row.courseId,
    ...(row.userId === null ? {} : { userId: row.userId }),
    ...(row.enrollmentId === null ? {} : { enrollmentId: row.enrollmentId }),
    createdAt: row.createdAt,
    followUpBy: addSeconds(new Date(row.createdAt), FOLLOW_UP_SECONDS).toISOString(),
  };
}
