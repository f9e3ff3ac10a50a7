import { contract } from '@formation/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/current-user';
import { storeOf } from '../../context';
import { mountRouter, s } from '../../plugins/mount-router';
import { applyCoupon, verifyCoupon } from './coupons.service';

const router = s.router(contract.coupons, {
  verify: async ({ body, request }) => {
    requireUser(request);
    return { status: 200, body: verifyCoupon(storeOf(request), body.code, body.courseId) };
  },
  apply: async ({ body, request }) => {
    const user = requireUser(request);
    return { status: 201, body: applyCoupon(storeOf(request), user.id, body) };
  },
});

export function registerCoupons(app: FastifyInstance): void {
  mountRouter(app, contract.coupons, router);
}
