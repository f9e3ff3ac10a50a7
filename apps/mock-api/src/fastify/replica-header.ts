import type { FastifyInstance } from 'fastify';

import { REPLICA_HEADER } from '@formation/contract';

import type { Config } from '../config';

/**
 * Behind a load balancer, every answer names the replica that gave it (MOCK_REPLICA_ID): the site's
 * answers, and the refusals made before any route runs (the admin key's 401, a wrong host's 421, the
 * rate limit's 429), so a tester sees where a data set lives.
 */
export function registerReplicaHeader(app: FastifyInstance, config: Config): void {
  const replica = config.MOCK_REPLICA_ID;
  if (replica === undefined) return;
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header(REPLICA_HEADER, replica);
    done(null, payload);
  });
}
