import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import { requireUser } from '../../auth/current-user';
import { promoExhausted, promoInvalid } from '../../commerce/commerce-errors';
import { feature } from '../../core/handlers';
import { applyCoupon, verifyCoupon } from './coupons.service';

export const couponsFeature = feature(
  contract.coupons,
  {
    verify: async ({ body, call }) => {
      requireUser(call);
      return { status: 200, body: verifyCoupon(call.store, body.code, body.courseId) };
    },
    apply: async ({ body, call }) => {
      const user = requireUser(call);
      return { status: 201, body: applyCoupon(call.store, user.id, body) };
    },
  },
  {
    facts: {
      verify: { changes: [], failures: { 404: () => notFound('Course'), 422: promoInvalid } },
      apply: {
        changes: [],
        failures: { 404: () => notFound('Enrollment'), 409: () => promoExhausted(409), 422: promoInvalid },
      },
    },
  },
);
