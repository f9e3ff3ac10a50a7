import { finalPrice, orderTotals, type Discount, type OrderTotals } from '@formation/domain';

import type { Db } from '../db/database';
import { findCouponByCode, type CouponRow } from '../repositories/coupons.repository';
import type { CourseRow } from '../views/course.view';
import { promoExhausted, promoExpired, promoInvalid, promoNotApplicable } from './commerce-errors';

/*
 * The rules of an order that coupons, enrollments and payments share: whether a code applies, and
 * what one participant pays.
 */

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
  if (coupon.courseId !== null && coupon.courseId !== courseId) throw promoNotApplicable();
  if (coupon.expiresAt !== null && new Date(coupon.expiresAt).getTime() < now.getTime()) {
    throw promoExpired();
  }
  if (isExhausted(coupon)) throw promoExhausted(purpose === 'apply' ? 409 : 422);
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
