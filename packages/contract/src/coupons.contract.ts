import { c } from './contract-instance.js';
import { definedByUs, errors } from './responses.js';
import { docs } from './route-docs.js';
import {
  ApplyCouponBodySchema,
  CouponQuoteSchema,
  CouponUsageSchema,
  VerifyCouponBodySchema,
} from './schemas/coupon.schemas.js';

export const couponsContract = c.router({
  verify: {
    method: 'POST',
    path: '/coupon-usage/verify',
    metadata: docs(7, 'user'),
    summary: 'Check a promo code for a course and quote the discount',
    description: definedByUs(
      'product rules 7: payload and answer not shown. 422 with the message "Invalid promo code for this course" ' +
        'and a code per case: PROMO_INVALID (unknown code), PROMO_NOT_APPLICABLE (a code for another ' +
        'course), PROMO_EXPIRED, PROMO_EXHAUSTED. An empty code is a 400 VALIDATION_FAILED.',
    ),
    body: VerifyCouponBodySchema,
    responses: { 200: CouponQuoteSchema, ...errors(401, 404, 413, 415, 422) },
  },
  apply: {
    method: 'POST',
    path: '/coupon-usage/apply',
    metadata: docs(7, 'user'),
    summary: 'Record the use of a promo code once the order is confirmed',
    description: definedByUs('product rules 7: payload and answer not shown. Never exceeds a usage limit.'),
    body: ApplyCouponBodySchema,
    responses: { 201: CouponUsageSchema, ...errors(401, 403, 404, 409, 413, 415, 422) },
  },
});
