import { isAdminPattern } from '../api-routes';
import { isJsonOrNothing } from '../request-guard';
import { transportErrors, withinContract } from '../transport-errors';
import type { Step } from './exchange';

/**
 * An admin write carries JSON or nothing (415 otherwise): a browser sends JSON to another origin only
 * after a preflight, which the mock grants only to the origins it allows.
 */
export const refuseAdminBody: Step = {
  name: 'refuse-admin-body',
  enabled: (host) => host.config.MOCK_ADMIN,
  run(exchange, next) {
    const { method, pattern } = exchange;
    if (
      method !== 'GET' &&
      method !== 'HEAD' &&
      isAdminPattern(pattern) &&
      !isJsonOrNothing(exchange.headers['content-type'])
    ) {
      throw withinContract(transportErrors.unsupportedType(), method, pattern);
    }
    return next();
  },
};
