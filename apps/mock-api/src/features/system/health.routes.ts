import { contract } from '@formation/contract';

import { feature } from '../../core/handlers';

const routes = { health: contract.mock.health };

/** Liveness, on even when the /__mock admin surface is off. */
export const healthFeature = feature(routes, {
  health: async ({ call }) => {
    call.store.database.ping();
    const replica = call.config.MOCK_REPLICA_ID;
    const body = { status: 'ok' as const, now: call.store.clock.nowIso() };
    return { status: 200, body: replica === undefined ? body : { ...body, replica } };
  },
});
