import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import { requireSelf, requireUser } from '../../auth/current-user';
import { alreadyPaid, onlinePaymentUnavailable } from '../../commerce/commerce-errors';
import { feature } from '../../core/handlers';
import { hasPayment, paymentOf, payOnline, payOnsite } from './payments.service';

export const paymentsFeature = feature(
  contract.payments,
  {
    hasPayment: async ({ query, call }) => {
      requireSelf(call, query.userId);
      return { status: 200, body: hasPayment(call.store, query.userId, query.courseId) };
    },
    onsite: async ({ body, call }) => {
      const user = requireUser(call);
      return { status: 201, body: payOnsite(call.store, call.config, user.id, body.enrollmentId) };
    },
    online: async ({ body, call }) => {
      const user = requireUser(call);
      return { status: 201, body: payOnline(call.store, call.config, user.id, body) };
    },
    byId: async ({ params, call }) => {
      const user = requireUser(call);
      return { status: 200, body: paymentOf(call.store, call.config, user.id, params.id) };
    },
  },
  {
    facts: {
      // A payment changes the learner's enrollment, which no public read shows; a payment online is
      // completed by its checkout (/__mock), which drops everything.
      onsite: { changes: [], failures: { 404: () => notFound('Enrollment'), 409: alreadyPaid } },
      online: {
        changes: [],
        failures: { 404: () => notFound('Enrollment'), 409: alreadyPaid, 503: onlinePaymentUnavailable },
      },
      byId: { failures: { 404: () => notFound('Payment') } },
    },
  },
);
