import { ADMIN_KEY_HEADER, DATA_SET_HEADER } from '@formation/contract';

import { ApiError } from '../../api-error';
import type { Config } from '../../config';

/**
 * Who may use QA's levers (/__mock and x-mock-session):
 * - open: the mock listens on loopback only and no key is set;
 * - key: MOCK_ADMIN_TOKEN is set, every call must carry it;
 * - locked: the mock is reachable from the network and no key is set, so nobody may;
 * - absent: MOCK_ADMIN=false, the surface is not even routed.
 */
export type AdminAccess = 'open' | 'key' | 'locked' | 'absent';

export function adminAccessOf(
  config: Pick<Config, 'MOCK_ADMIN' | 'MOCK_ADMIN_TOKEN' | 'exposed'>,
): AdminAccess {
  if (!config.MOCK_ADMIN) return 'absent';
  if (config.MOCK_ADMIN_TOKEN !== undefined) return 'key';
  return config.exposed ? 'locked' : 'open';
}

/** The start log's words for each access. */
export function describeAdminAccess(access: AdminAccess): string {
  switch (access) {
    case 'open':
      return 'admin on, open (loopback only)';
    case 'key':
      return `admin on, protected by MOCK_ADMIN_TOKEN (header ${ADMIN_KEY_HEADER} or a bearer)`;
    case 'locked':
      return 'admin off on this network address or replica: set MOCK_ADMIN_TOKEN (16+ characters) to turn it on';
    case 'absent':
      return 'admin off (MOCK_ADMIN=false)';
  }
}

/**
 * The refusal of a request to QA's levers without the key (or with none to give: `locked`, or
 * `proxied`, a request a proxy passed on to a mock on loopback that has no key).
 */
export function adminLocked(access: 'key' | 'locked' | 'proxied', config: Config): ApiError {
  if (access === 'proxied') {
    return new ApiError(
      401,
      'MOCK_ADMIN_LOCKED',
      `This request came through a proxy, so it may come from another machine: the mock's admin ` +
        `surface (/__mock, ${DATA_SET_HEADER}) then needs its key. Start the mock with MOCK_ADMIN_TOKEN ` +
        `set and send it as ${ADMIN_KEY_HEADER}`,
    );
  }
  return access === 'locked'
    ? new ApiError(
        401,
        'MOCK_ADMIN_LOCKED',
        `The mock's admin surface (/__mock, ${DATA_SET_HEADER}) is off on ${config.reachedAs}: ` +
          `start the mock with MOCK_ADMIN_TOKEN set and send it as ${ADMIN_KEY_HEADER}`,
      )
    : new ApiError(
        401,
        'MOCK_ADMIN_LOCKED',
        `The mock's admin surface (/__mock, ${DATA_SET_HEADER}) needs its key: send MOCK_ADMIN_TOKEN ` +
          `as ${ADMIN_KEY_HEADER} (or as a bearer on /__mock)`,
      );
}
