import { REPLICA_HEADER } from '../mock-headers';
import type { Step } from './exchange';

/**
 * Marks every answer with the replica that gave it (MOCK_REPLICA_ID), errors and injected faults
 * included: behind a load balancer, a tester sees where a data set lives.
 */
export const nameReplica: Step = {
  name: 'name-replica',
  enabled: (host) => host.config.MOCK_REPLICA_ID !== undefined,
  async run(exchange, next) {
    await next();
    const { reply } = exchange;
    const replica = exchange.host.config.MOCK_REPLICA_ID;
    if (reply === null || replica === undefined) return;
    exchange.reply = { ...reply, headers: { ...reply.headers, [REPLICA_HEADER]: replica } };
  },
};
