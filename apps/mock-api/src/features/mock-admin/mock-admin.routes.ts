import { contract, listRoutes, siteContract, type Scenario } from '@formation/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../api-error';
import { storeOf } from '../../context';
import { writeMockState } from '../../db/mock-state';
import { enrollments, outbox } from '../../db/schema';
import { seedDatabase } from '../../db/seed-database';
import { mountRouter, s } from '../../plugins/mount-router';
import { enrollmentView } from '../../views/enrollment.view';
import { assertFaultRules, FaultInjector } from './faults';
import { buildStatusCoverage } from './status-coverage';

// health is always on; the providers' stand-ins belong to their features.
const { health, providerScript, providerToken, providerUserInfo, checkoutPage, completeCheckout, ...admin } =
  contract.mock;

function state(request: FastifyRequest) {
  const store = storeOf(request);
  return {
    status: 200 as const,
    body: {
      scenario: store.scenario,
      now: store.clock.nowIso(),
      session: request.mockSessionId ?? 'default',
    },
  };
}

/**
 * A re-seed makes a new data set (so in-memory state tied to the old one, like provider tokens,
 * goes with it): a private one is a fresh copy of its scenario's image, the shared one is re-seeded
 * in place. Both keep their clock and lose their fault rules.
 */
async function reseed(request: FastifyRequest, scenario: Scenario) {
  const { ctx } = request.server;
  const current = storeOf(request);
  if (request.mockSessionId !== null && ctx.sessions !== undefined) {
    request.mockStore = await ctx.sessions.replace(request.mockSessionId, scenario, current.clock);
  } else {
    const generation = await seedDatabase(current.db, scenario, current.clock.nowIso());
    current.random.reset();
    ctx.store = { ...current, scenario, generation, faults: new FaultInjector() };
  }
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
  getFaults: async ({ request }) => ({ status: 200, body: { rules: storeOf(request).faults.list() } }),
  setFaults: async ({ body, request }) => {
    assertFaultRules(body.rules);
    storeOf(request).faults.set(body.rules);
    return { status: 200, body: { rules: storeOf(request).faults.list() } };
  },
  clearFaults: async ({ request }) => {
    storeOf(request).faults.set([]);
    return { status: 200, body: { rules: [] } };
  },
  dropSession: async ({ request }) => {
    const id = request.mockSessionId;
    const dropped = id !== null && request.server.ctx.sessions?.drop(id) === true;
    request.mockStore = null;
    return { status: 200, body: { session: id ?? 'default', dropped } };
  },
  coverage: async ({ request }) => ({
    status: 200,
    body: buildStatusCoverage(listRoutes(siteContract), request.server.statusCoverage?.entries() ?? []),
  }),
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
