import { FAULT_HEADER } from '@formation/contract';

import { isApiRoute } from '../api-routes';
import type { Step } from './exchange';

/** Records the status each API route answered, for GET /__mock/coverage (absent when MOCK_ADMIN=false). */
export const recordStatus: Step = {
  name: 'record-status',
  enabled: (host) => host.statuses !== undefined,
  async run(exchange, next) {
    await next();
    const { pattern, reply } = exchange;
    if (pattern === undefined || reply === null || !isApiRoute(pattern)) return;
    exchange.host.statuses?.record({
      method: exchange.method,
      path: pattern,
      status: reply.status,
      injected: FAULT_HEADER in reply.headers,
    });
  },
};
