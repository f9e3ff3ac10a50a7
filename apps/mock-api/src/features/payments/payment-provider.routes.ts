import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import { isTrustedCaller } from '../../auth/admin-key';
import { isAllowedReturnUrl, returnUrlWithOutcome } from '../../commerce/return-url';
import type { Call } from '../../core/call';
import { feature, Redirect } from '../../core/handlers';
import { equalInConstantTime } from '../../portable/crypto';
import { findCourseById } from '../../repositories/courses.repository';
import { findEnrollment } from '../../repositories/enrollments.repository';
import { checkoutPolicy, renderCheckoutPage } from './checkout-page';
import { completePayment, onlinePayment, paymentKeyOf, toPayment } from './payments.service';

const { checkoutPage, completeCheckout } = contract.mock;
const providerContract = { checkoutPage, completeCheckout };

/**
 * The page's plain HTML form posts to /complete?redirect=1 and expects the provider's 303 back to the
 * site; the contract declares only 200 for this route, so that answer is a Redirect the transports
 * send as is. Without ?redirect=1 the route answers 200 with the payment.
 */
const wantsRedirect = (call: Call) => call.rawQuery.redirect === '1';

/**
 * On a mock other machines reach, the page and its settlement need the payment's key, which only the
 * link handed to the learner carries (or the admin key, for QA): payment ids are easy to guess.
 * On loopback and in the in-browser demo only this machine can call, so the id is enough.
 */
function assertMayOpen(call: Call, id: number): void {
  if (isTrustedCaller(call.config, call.headers)) return;
  const key = call.rawQuery.key;
  const expected = paymentKeyOf(call.store, call.config, id);
  if (typeof key !== 'string' || !equalInConstantTime(key, expected)) throw notFound('Payment');
}

/**
 * The payment's return URL while it is one the learner may be sent back to. A route never stores
 * another, and a data set's rows are checked as they load; asked again here, a row that somehow holds
 * another address (or settings changed since) names no origin in the page's policy and redirects nowhere.
 */
function allowedReturnUrl(call: Call, returnUrl: string | null): string | null {
  return returnUrl !== null && isAllowedReturnUrl(returnUrl, call.config) ? returnUrl : null;
}

export const paymentProviderFeature = feature(
  providerContract,
  {
    checkoutPage: async ({ params, call }) => {
      assertMayOpen(call, params.id);
      const { db } = call.store;
      const payment = onlinePayment(db, params.id);
      const enrollment = findEnrollment(db, payment.enrollmentId);
      const course = findCourseById(db, payment.courseId);
      if (enrollment === undefined || course === undefined) throw notFound('Payment');
      const html = renderCheckoutPage({
        paymentKey: paymentKeyOf(call.store, call.config, payment.id),
        paymentId: payment.id,
        courseTitle: course.title,
        payerName: enrollment.fullName,
        amount: payment.amount,
        status: payment.status,
      });
      return {
        status: 200,
        body: html,
        headers: {
          'content-security-policy': checkoutPolicy(allowedReturnUrl(call, payment.returnUrl)),
          'cache-control': 'no-store',
        },
      };
    },
    completeCheckout: async ({ params, body, call }) => {
      assertMayOpen(call, params.id);
      if (wantsRedirect(call)) {
        const returnUrl = allowedReturnUrl(call, onlinePayment(call.store.db, params.id).returnUrl);
        // Online payments always carry one (POST /payments/online requires it); checked before settling.
        if (returnUrl === null) throw notFound('Return URL');
        const payment = completePayment(call.store, params.id, body.outcome);
        const status = payment.status === 'succeeded' ? 'succeeded' : 'failed';
        throw new Redirect(returnUrlWithOutcome(returnUrl, payment.id, status));
      }
      const payment = completePayment(call.store, params.id, body.outcome);
      return { status: 200, body: toPayment(payment, call.store, call.config) };
    },
  },
  // Its page's form posts application/x-www-form-urlencoded.
  { forms: 'url-encoded' },
);
