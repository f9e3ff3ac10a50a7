import type { z } from 'zod';

import type { CouponQuote, CouponUsageSchema } from '@formation/contract';
import { orderTotals } from '@formation/domain';

import { ApiError, forbidden, notFound } from '../../api-error';
import { alreadyPaid, promoExhausted } from '../../commerce/commerce-errors';
import { discountOf, totalsFor, validCoupon } from '../../commerce/order-rules';
import type { Store } from '../../core/call';
import {
  countUse,
  findCouponById,
  insertUsage,
  usageOfEnrollment,
  type CouponUsageRow,
} from '../../repositories/coupons.repository';
import { findCourseById } from '../../repositories/courses.repository';
import { findEnrollment, updateEnrollment } from '../../repositories/enrollments.repository';
import { repriceAwaitingPayment } from '../../repositories/payments.repository';
import { publishedCourse } from '../../views/course.view';

type CouponUsage = z.output<typeof CouponUsageSchema>;

export function verifyCoupon(store: Store, code: string, courseId: number): CouponQuote {
  const course = publishedCourse(store.db, courseId);
  const coupon = validCoupon(store.db, code, course.id, store.clock.now());
  return {
    valid: true,
    code: coupon.code,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    ...totalsFor(course, coupon),
    expiresAt: coupon.expiresAt,
  };
}

function toUsage(row: CouponUsageRow, code: string): CouponUsage {
  return {
    id: row.id,
    code,
    courseId: row.courseId,
    enrollmentId: row.enrollmentId,
    userId: row.userId,
    discount: row.discount,
    createdAt: row.createdAt,
  };
}

export interface ApplyInput {
  code: string;
  courseId: number;
  enrollmentId: number;
}

/**
 * Records the use of a code for one of the caller's enrollments and reprices it. One use per
 * enrollment: applying again answers the use already recorded. The checks, the guarded count and the
 * writes run in one synchronous transaction, so parallel applies never exceed the usage limit.
 */
export function applyCoupon(store: Store, userId: number, input: ApplyInput): CouponUsage {
  const { db, clock } = store;
  const course = findCourseById(db, input.courseId);
  if (course === undefined) throw notFound('Course');
  return db.transaction((tx) => {
    const enrollment = findEnrollment(tx, input.enrollmentId);
    if (enrollment === undefined) throw notFound('Enrollment');
    if (enrollment.userId !== userId) throw forbidden();
    if (enrollment.courseId !== course.id) throw notFound('Enrollment for this course');

    const existing = usageOfEnrollment(tx, enrollment.id);
    if (existing !== undefined) {
      return toUsage(existing, findCouponById(tx, existing.couponId)?.code ?? input.code);
    }
    // A paid or confirmed order is not repriced.
    if (enrollment.status === 'confirmed' || enrollment.paymentStatus === 'succeeded') {
      throw alreadyPaid();
    }

    const now = clock.now();
    const coupon = validCoupon(tx, input.code, course.id, now, 'apply');
    // The guard of the UPDATE is what keeps the limit; the check above only words the answer.
    if (!countUse(tx, coupon.id)) throw promoExhausted(409);
    const totals = orderTotals(enrollment.subtotal, 1, discountOf(coupon));
    const usage = insertUsage(tx, {
      couponId: coupon.id,
      enrollmentId: enrollment.id,
      userId,
      courseId: course.id,
      discount: totals.discount,
      createdAt: now.toISOString(),
    });
    // Unreachable in one process (the transaction is synchronous); another process sharing the file
    // could have recorded it in between: roll the count back by failing the transaction.
    if (usage === undefined) {
      throw new ApiError(409, 'PROMO_EXHAUSTED', 'A promo code is already applied to this enrolment');
    }
    updateEnrollment(tx, enrollment.id, { promoCode: coupon.code, ...totals, updatedAt: now.toISOString() });
    // An online payment already opened is for the old total: it now asks the new one.
    repriceAwaitingPayment(tx, enrollment.id, totals.total, now.toISOString());
    return toUsage(usage, coupon.code);
  });
}
