import { contract } from '@formation/contract';
import type { FastifyInstance } from 'fastify';
import { requireSelf, requireUser } from '../../auth/current-user';
import { configOf, storeOf } from '../../context';
import { mountRouter, s } from '../../plugins/mount-router';
import { hasPayment, paymentOf, payOnline, payOnsite } from './payments.service';

const router = s.router(contract.payments, {
  hasPayment: async ({ query, request }) => {
    requireSelf(request, query.userId);
    return { status: 200, body: hasPayment(storeOf(request), query.userId, query.courseId) };
  },
  onsite: async ({ body, request }) => {
    const user = requireUser(request);
    return { status: 201, body: payOnsite(storeOf(request), configOf(request), user.id, body.enrollmentId) };
  },
  online: async ({ body, request }) => {
    const user = requireUser(request);
    return { status: 201, body: payOnline(storeOf(request), configOf(request), user.id, body) };
  },
  byId: async ({ params, request }) => {
    const user = requireUser(request);
    return { status: 200, body: paymentOf(storeOf(request), configOf(request), user.id, params.id) };
  },
});

export function registerPayments(app: FastifyInstance): void {
  mountRouter(app, contract.payments, router);
}
