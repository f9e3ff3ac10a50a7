import { FAULT_HEADER } from '@formation/contract';

import type { ApiError } from '../../api-error';
import { isApiRoute } from '../api-routes';
import type { Store } from '../call';
import { faultAnswer } from '../fault-answers';
import { errorReply } from '../reply';
import { ConnectionDropped, type Step } from './exchange';
import type { Operation } from './route-table';

/** A fault to answer with: a dropped connection, or an error answer marked with FAULT_HEADER. */
export type InjectedFault = 'drop' | ApiError;

/**
 * Waits the latency of the rule of the data set that matches, then says how the call fails, or null.
 * Faults apply to the API's own routes, never to the admin surface that sets them.
 */
export async function injectedFault(
  store: Store,
  method: string,
  operation: Operation,
): Promise<InjectedFault | null> {
  const { pattern } = operation;
  if (!isApiRoute(pattern)) return null;
  const failure = await store.faults.apply(method, pattern);
  if (failure === null) return null;
  if (failure.network === 'reset') return 'drop';
  if (failure.status === undefined) return null;
  return faultAnswer(operation, {
    status: failure.status,
    code: failure.code,
    message: failure.message,
  });
}

/** QA's fault rules (POST /__mock/faults) on the data set of the request: latency, an error, a drop. */
export const injectFault: Step = {
  name: 'inject-fault',
  enabled: (host) => host.config.MOCK_ADMIN,
  async run(exchange, next) {
    const operation = exchange.routed?.operation;
    // No rule on this data set, the usual case: straight on, with no promise of its own to wait for.
    if (operation === undefined || !exchange.store.faults.any) return next();
    const fault = await injectedFault(exchange.store, exchange.method, operation);
    if (fault === 'drop') throw new ConnectionDropped();
    if (fault !== null) {
      exchange.reply = errorReply(fault, { [FAULT_HEADER]: 'injected' });
      return;
    }
    await next();
  },
};
