import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { CouponQuote, CouponUsageSchema } from '@formation/contract';
import { finalPrice, orderTotals, type Discount, type OrderTotals } from '@formation/domain';

import { ApiError, forbidden, notFound } from '../../api-error';
import type { Store } from '../../core/call';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema';
import { findCourse, type CourseRow } from '../../views/course.view';
import { findEnrollment, updateEnrollment } from '../enrollments/enrollments.repository';
import {
  countUse,
  findCouponByCode,
  findCouponById,
  insertUsage,
  usageOfEnrollment,
  type CouponRow,
  type CouponUsageRow,
} from './coupons.repository';

/** Product rules 5 and 8: the exact text the site shows for a code that does not apply to the course. */
export const PROMO_INVALID_MESSAGE = 'Invalid promo code for this course';
export const PROMO_EXPIRED_MESSAGE = 'This promo code has expired';
export const PROMO_EXHAUSTED_MESSAGE = 'This promo code has reached its usage limit';

type CouponUsage = z.output<typeof CouponUsageSchema>;

const promoInvalid = () => new ApiError(422, 'PROMO_INVALID', PROMO_INVALID_MESSAGE);
/** Recording a use when the limit is reached is a conflict with the current state: 409, same code. */
const limitReachedOnApply = () => new ApiError(409, 'PROMO_EXHAUSTED', PROMO_EXHAUSTED_MESSAGE);

/** A course that may be enrolled in, commented or quoted: it exists and is PUBLISHED. */
export function publishedCourse(db: Db, id: number): CourseRow {
  const course = findCourse(db, id);
  if (course?.status !== 'PUBLISHED') throw notFound('Course');
  return course;
}

export function isExhausted(coupon: CouponRow): boolean {
  return coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit;
}

/**
 * The one validity rule of a code for a course, shared by /coupon-usage/verify, /coupon-usage/apply and
 * POST /enrollments: unknown → 422 PROMO_INVALID, for another course → 422 PROMO_NOT_APPLICABLE (both
 * with the product rules' "Invalid promo code for this course"), past its expiry → 422
 * PROMO_EXPIRED, limit reached → PROMO_EXHAUSTED (422 for a quote, 409 when recording a use).
 */
export function validCoupon(
  db: Db,
  code: string,
  courseId: number,
  now: Date,
  purpose: 'quote' | 'apply' = 'quote',
): CouponRow {
  const coupon = findCouponByCode(db, code);
  if (coupon === undefined) throw promoInvalid();
  // Same words for the learner (product rules 8), a distinct code for the tools.
  if (coupon.courseId !== null && coupon.courseId !== courseId) {
    throw new ApiError(422, 'PROMO_NOT_APPLICABLE', PROMO_INVALID_MESSAGE);
  }
  if (coupon.expiresAt !== null && new Date(coupon.expiresAt).getTime() < now.getTime()) {
    throw new ApiError(422, 'PROMO_EXPIRED', PROMO_EXPIRED_MESSAGE);
  }
  if (isExhausted(coupon)) {
    throw purpose === 'apply'
      ? limitReachedOnApply()
      : new ApiError(422, 'PROMO_EXHAUSTED', PROMO_EXHAUSTED_MESSAGE);
  }
  return coupon;
}

export function discountOf(coupon: CouponRow): Discount {
  return coupon.discountType === 'percent'
    ? { type: 'percent', value: coupon.discountValue }
    : { type: 'fixed', value: coupon.discountValue };
}

/**
 * One participant at the course's final price (product rules 9), less the code's discount, in exact millimes.
 */
export function totalsFor(course: CourseRow, coupon: CouponRow | null): OrderTotals {
  return orderTotals(finalPrice(course), 1, coupon === null ? null : discountOf(coupon));
}

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
 * Records the use of a code for one of the caller's enrolments and reprices it. One use per
 * enrolment: applying again answers the use already recorded. The checks, the guarded count and the
 * writes run in one synchronous transaction, so parallel applies never exceed the usage limit.
 */
export function applyCoupon(store: Store, userId: number, input: ApplyInput): CouponUsage {
  const { db, clock } = store;
  const course = findCourse(db, input.courseId);
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
      throw new ApiError(409, 'PAYMENT_ALREADY_COMPLETED', 'This enrolment is already paid');
    }

    const now = clock.now();
    const coupon = validCoupon(tx, input.code, course.id, now, 'apply');
    // The guard of the UPDATE is what keeps the limit; the check above only words the answer.
    if (!countUse(tx, coupon.id)) throw limitReachedOnApply();
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
    tx.update(payments)
      .set({ amount: totals.total, updatedAt: now.toISOString() })
      .where(and(eq(payments.enrollmentId, enrollment.id), eq(payments.status, 'awaiting')))
      .run();
    return toUsage(usage, coupon.code);
  });
}
