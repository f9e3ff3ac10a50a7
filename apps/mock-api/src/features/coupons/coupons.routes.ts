import { contract } from '@formation/contract';

import { requireUser } from '../../auth/current-user';
import { feature } from '../../core/handlers';
import { applyCoupon, verifyCoupon } from './coupons.service';

export const couponsFeature = feature(contract.coupons, {
  verify: async ({ body, call }) => {
    requireUser(call);
    return { status: 200, body: verifyCoupon(call.store, body.code, body.courseId) };
  },
  apply: async ({ body, call }) => {
    const user = requireUser(call);
    return { status: 201, body: applyCoupon(call.store, user.id, body) };
  },
});
