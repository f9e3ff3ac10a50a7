import { contract, type Scenario } from '@formation/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../api-error';
import { storeOf } from '../../context';
import { writeMockState } from '../../db/mock-state';
import { enrollments, outbox } from '../../db/schema';
import { seedDatabase } from '../../db/seed-database';
import { mountRouter, s } from '../../plugins/mount-router';
import { enrollmentView } from '../../views/enrollment.view';

// health is always on; the providers' stand-ins belong to their features.
const { health, providerScript, providerToken, providerUserInfo, checkoutPage, completeCheckout, ...admin } =
  contract.mock;

function state(request: FastifyRequest) {
  const store = storeOf(request);
  return {
    status: 200 as const,
    body: { scenario: store.scenario, now: store.clock.nowIso(), session: 'default' },
  };
}

async function reseed(request: FastifyRequest, scenario: Scenario) {
  const store = storeOf(request);
  store.generation = await seedDatabase(store.db, scenario, store.clock.nowIso());
  store.scenario = scenario;
  store.random.reset();
  request.server.ctx.faults.set([]);
  for (const forget of request.server.ctx.onReset) forget();
  return state(request);
}

const router = s.router(admin, {
  state: async ({ request }) => state(request),
  reset: async ({ request }) => reseed(request, storeOf(request).scenario),
  scenario: async ({ params, request }) => reseed(request, params.name),
  getClock: async ({ request }) => state(request),
  setClock: async ({ body, request }) => {
    const store = storeOf(request);
    store.clock.freeze(new Date(body.now));
    writeMockState(store.db, 'clock', store.clock.nowIso());
    return state(request);
  },
  getFaults: async ({ request }) => ({ status: 200, body: { rules: request.server.ctx.faults.list() } }),
  setFaults: async ({ body, request }) => {
    request.server.ctx.faults.set(body.rules);
    return { status: 200, body: { rules: request.server.ctx.faults.list() } };
  },
  clearFaults: async ({ request }) => {
    request.server.ctx.faults.set([]);
    return { status: 200, body: { rules: [] } };
  },
  outbox: async ({ query, request }) => {
    const { db } = storeOf(request);
    const rows = db
      .select()
      .from(outbox)
      .where(
        and(
          query.to === undefined ? undefined : eq(outbox.to, query.to.trim().toLowerCase()),
          query.kind === undefined ? undefined : eq(outbox.kind, query.kind),
        ),
      )
      .orderBy(desc(outbox.id))
      .all();
    return { status: 200, body: rows };
  },
  setEnrollmentStatus: async ({ params, body, request }) => {
    const store = storeOf(request);
    const row = store.db.select().from(enrollments).where(eq(enrollments.id, params.id)).get();
    if (row === undefined) throw notFound('Enrollment');
    // The back office confirms once the learner has paid (on site or online).
    const paymentStatus =
      body.status === 'confirmed'
        ? 'succeeded'
        : row.paymentStatus === 'succeeded'
          ? 'pending'
          : row.paymentStatus;
    store.db
      .update(enrollments)
      .set({ status: body.status, paymentStatus, updatedAt: store.clock.nowIso() })
      .where(eq(enrollments.id, params.id))
      .run();
    return { status: 200, body: enrollmentView(store, params.id) };
  },
});

/** QA's levers; absent when MOCK_ADMIN=false. */
export function registerMockAdmin(app: FastifyInstance): void {
  mountRouter(app, admin, router);
}
