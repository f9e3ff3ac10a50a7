import type { Enrollment } from '@formation/contract';

import { notFound } from '../api-error';
import type { Store } from '../core/call';
import type { courses, enrollments } from '../db/schema';
import { findEnrollmentWithCourse } from '../repositories/enrollments.repository';
import { nextSessionOf } from './course.view';

export type EnrollmentRow = typeof enrollments.$inferSelect;

/** An enrollment as the API sends it, with its course summary. */
export function toEnrollment(
  row: EnrollmentRow,
  course: typeof courses.$inferSelect,
  today: string,
): Enrollment {
  return {
    id: row.id,
    userId: row.userId,
    courseId: row.courseId,
    course: {
      id: course.id,
      title: course.title,
      slug: course.slug,
      image: course.image,
      nextSession: nextSessionOf(course, today),
      location: course.location,
      type: course.type,
    },
    status: row.status,
    fullName: row.fullName,
    email: row.email,
    appointmentTime: row.appointmentTime,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    promoCode: row.promoCode,
    totals: { subtotal: row.subtotal, discount: row.discount, total: row.total },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function enrollmentView(store: Store, id: number): Enrollment {
  const row = findEnrollmentWithCourse(store.db, id);
  if (row === undefined) throw notFound('Enrollment');
  return toEnrollment(row.enrollment, row.course, store.clock.today());
}
