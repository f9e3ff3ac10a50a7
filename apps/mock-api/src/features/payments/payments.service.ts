import type { HasPaymentReply, Payment } from '@formation/contract';

import { ApiError, forbidden, notFound, validationFailed } from '../../api-error';
import { alreadyPaid, onlinePaymentUnavailable } from '../../commerce/commerce-errors';
import { isAllowedReturnUrl, RETURN_URL_OFF_SITE } from '../../commerce/return-url';
import type { Config } from '../../config';
import type { Store } from '../../core/call';
import type { Db } from '../../db/database';
import { base64UrlOf, hmacSha256 } from '../../portable/crypto';
import {
  findEnrollment,
  findEnrollmentOf,
  updateEnrollment,
  type EnrollmentRow,
} from '../../repositories/enrollments.repository';
import {
  findPayment,
  insertPayment,
  pendingOnsitePaymentOf,
  setPaymentStatus,
  type PaymentRow,
} from '../../repositories/payments.repository';

export const CURRENCY = 'TND';

/**
 * The payment's key on the stand-in's page: derived from the secret, the data set's generation and
 * the payment, so nobody who was not handed the link can open or settle a payment on a shared mock.
 */
export function paymentKeyOf(
  store: Pick<Store, 'generation'>,
  config: Pick<Config, 'AUTH_SECRET'>,
  id: number,
) {
  return base64UrlOf(hmacSha256(config.AUTH_SECRET, `payment-key\n${store.generation}\n${String(id)}`)).slice(
    0,
    32,
  );
}

export function checkoutUrlOf(store: Store, config: Config, paymentId: number): string {
  const key = paymentKeyOf(store, config, paymentId);
  return `${config.publicUrl}/__mock/payments/${String(paymentId)}/checkout?key=${key}`;
}

export function toPayment(row: PaymentRow, store: Store, config: Config): Payment {
  return {
    id: row.id,
    enrollmentId: row.enrollmentId,
    userId: row.userId,
    courseId: row.courseId,
    method: row.method,
    status: row.status,
    amount: row.amount,
    currency: CURRENCY,
    checkoutUrl: row.method === 'online' ? checkoutUrlOf(store, config, row.id) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function isSettled(enrollment: EnrollmentRow): boolean {
  return enrollment.status === 'confirmed' || enrollment.paymentStatus === 'succeeded';
}

/** Product rules 7: whether the user has paid for, or pre-enrolled in, the course (pending or confirmed). */
export function hasPayment(store: Store, userId: number, courseId: number): HasPaymentReply {
  const enrollment = findEnrollmentOf(store.db, userId, courseId);
  return enrollment === undefined
    ? { hasPayment: false, status: null, enrollmentId: null }
    : { hasPayment: true, status: enrollment.status, enrollmentId: enrollment.id };
}

/** One of the caller's enrollments that is not paid yet. */
function payableEnrollment(db: Db, userId: number, enrollmentId: number): EnrollmentRow {
  const enrollment = findEnrollment(db, enrollmentId);
  if (enrollment === undefined) throw notFound('Enrollment');
  if (enrollment.userId !== userId) throw forbidden();
  if (isSettled(enrollment)) throw alreadyPaid();
  return enrollment;
}

/**
 * Pay on site: the enrollment stays pending until the back office confirms it. Choosing on site again
 * answers the on-site payment already waiting.
 */
export function payOnsite(store: Store, config: Config, userId: number, enrollmentId: number): Payment {
  const { db, clock } = store;
  const row = db.transaction((tx) => {
    const enrollment = payableEnrollment(tx, userId, enrollmentId);
    const now = clock.nowIso();
    updateEnrollment(tx, enrollment.id, {
      paymentMethod: 'onsite',
      paymentStatus: 'pending',
      updatedAt: now,
    });
    return (
      pendingOnsitePaymentOf(tx, enrollment.id) ??
      insertPayment(tx, {
        enrollmentId: enrollment.id,
        userId,
        courseId: enrollment.courseId,
        method: 'onsite',
        status: 'pending',
        amount: enrollment.total,
        returnUrl: null,
        createdAt: now,
        updatedAt: now,
      })
    );
  });
  if (row === undefined) throw new Error('payment not stored');
  return toPayment(row, store, config);
}

/**
 * Start an online payment: the answer carries the provider page (the mock's stand-in). Each call opens
 * a new payment, so a failed one can be retried.
 */
export function payOnline(
  store: Store,
  config: Config,
  userId: number,
  input: { enrollmentId: number; returnUrl: string },
): Payment {
  const { db, clock } = store;
  if (!isAllowedReturnUrl(input.returnUrl, config)) {
    throw validationFailed([{ path: 'body.returnUrl', message: RETURN_URL_OFF_SITE }]);
  }
  const row = db.transaction((tx) => {
    const enrollment = payableEnrollment(tx, userId, input.enrollmentId);
    if (!config.MOCK_ADMIN) {
      throw onlinePaymentUnavailable();
    }
    const now = clock.nowIso();
    updateEnrollment(tx, enrollment.id, {
      paymentMethod: 'online',
      paymentStatus: 'awaiting',
      updatedAt: now,
    });
    return insertPayment(tx, {
      enrollmentId: enrollment.id,
      userId,
      courseId: enrollment.courseId,
      method: 'online',
      status: 'awaiting',
      amount: enrollment.total,
      returnUrl: input.returnUrl,
      createdAt: now,
      updatedAt: now,
    });
  });
  if (row === undefined) throw new Error('payment not stored');
  return toPayment(row, store, config);
}

export function paymentOf(store: Store, config: Config, userId: number, id: number): Payment {
  const row = findPayment(store.db, id);
  if (row === undefined) throw notFound('Payment');
  if (row.userId !== userId) throw forbidden();
  return toPayment(row, store, config);
}

/** An online payment as the provider stand-in sees it (on-site payments are unknown to the provider). */
export function onlinePayment(db: Db, id: number): PaymentRow {
  const row = findPayment(db, id);
  if (row?.method !== 'online') throw notFound('Payment');
  return row;
}

/**
 * The provider settles an online payment. Success confirms the enrollment; failure leaves it pending
 * with a failed payment status, and a new POST /payments/online can retry. Only an awaiting payment of
 * an unpaid enrollment can be settled.
 */
export function completePayment(store: Store, id: number, outcome: 'succeed' | 'fail'): PaymentRow {
  const { db, clock } = store;
  return db.transaction((tx) => {
    const payment = onlinePayment(tx, id);
    if (payment.status !== 'awaiting') {
      throw new ApiError(409, 'PAYMENT_ALREADY_COMPLETED', 'This payment is already completed');
    }
    const enrollment = findEnrollment(tx, payment.enrollmentId);
    if (enrollment === undefined) throw notFound('Enrollment');
    if (isSettled(enrollment)) throw alreadyPaid();
    const now = clock.nowIso();
    const settled = setPaymentStatus(tx, payment.id, outcome === 'succeed' ? 'succeeded' : 'failed', now);
    if (settled === undefined) throw notFound('Payment');
    updateEnrollment(
      tx,
      enrollment.id,
      outcome === 'succeed'
        ? { status: 'confirmed', paymentMethod: 'online', paymentStatus: 'succeeded', updatedAt: now }
        : { paymentStatus: 'failed', updatedAt: now },
    );
    return settled;
  });
}
