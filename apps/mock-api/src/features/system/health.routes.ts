import { contract } from '@formation/contract';
import type { FastifyInstance } from 'fastify';
import { storeOf } from '../../context';
import { mountRouter, s } from '../../plugins/mount-router';

const routes = { health: contract.mock.health };

const router = s.router(routes, {
  health: async ({ request }) => {
    storeOf(request).database.sqlite.prepare('SELECT 1').get();
    return { status: 200, body: { status: 'ok' as const, now: storeOf(request).clock.nowIso() } };
  },
});

/** Liveness, on even when the /__mock admin surface is off. */
export function registerHealth(app: FastifyInstance): void {
  mountRouter(app, routes, router);
}
