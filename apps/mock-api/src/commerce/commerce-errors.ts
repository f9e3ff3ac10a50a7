import { ApiError } from '../api-error';

/**
 * The failures of promo codes, enrollments and payments, in one place: the services throw them, and
 * an injected fault (features/mock-admin/fault-answers.ts) answers the same code and words.
 */
/** Product rules 5 and 8: the exact text the site shows for a code that does not apply to the course. */
export const PROMO_INVALID_MESSAGE = 'Invalid promo code for this course';
export const PROMO_EXPIRED_MESSAGE = 'This promo code has expired';
export const PROMO_EXHAUSTED_MESSAGE = 'This promo code has reached its usage limit';
/** Product rules 8: the exact text of the already-enrolled case. */
export const ALREADY_ENROLLED_MESSAGE =
  'You are already enrolled in this course. Please complete your payment.';

export const promoInvalid = () => new ApiError(422, 'PROMO_INVALID', PROMO_INVALID_MESSAGE);
/** Same words for the learner (product rules 8), a distinct code for the tools. */
export const promoNotApplicable = () => new ApiError(422, 'PROMO_NOT_APPLICABLE', PROMO_INVALID_MESSAGE);
export const promoExpired = () => new ApiError(422, 'PROMO_EXPIRED', PROMO_EXPIRED_MESSAGE);
/** 422 for a quote; recording a use when the limit is reached is a conflict with the current state: 409. */
export const promoExhausted = (status: 409 | 422) =>
  new ApiError(status, 'PROMO_EXHAUSTED', PROMO_EXHAUSTED_MESSAGE);
export const alreadyEnrolled = () => new ApiError(409, 'ALREADY_ENROLLED', ALREADY_ENROLLED_MESSAGE);
export const alreadyPaid = () =>
  new ApiError(409, 'PAYMENT_ALREADY_COMPLETED', 'This enrolment is already paid');
export const onlinePaymentUnavailable = () =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', 'Online payment is unavailable, please pay on site');
