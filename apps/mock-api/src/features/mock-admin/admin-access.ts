import type { FastifyInstance, FastifyRequest } from 'fastify';

import { ApiError } from '../../api-error';
import type { Config } from '../../config';
import { equalInConstantTime, sha256Of } from '../../portable/crypto';
import { DATA_SET_HEADER } from './private-data-sets';

/** The header that carries MOCK_ADMIN_TOKEN (a bearer works too on /__mock itself). */
export const ADMIN_TOKEN_HEADER = 'x-mock-admin-token';

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
      return `admin on, protected by MOCK_ADMIN_TOKEN (header ${ADMIN_TOKEN_HEADER} or a bearer)`;
    case 'locked':
      return 'admin off on this network address: set MOCK_ADMIN_TOKEN (16+ characters) to turn it on';
    case 'absent':
      return 'admin off (MOCK_ADMIN=false)';
  }
}

/**
 * The identity and payment providers' stand-ins are part of the site's own flows (a visitor's
 * browser opens them), so they answer without the key wherever the mock runs.
 */
const STAND_IN_PREFIXES = ['/__mock/identity/', '/__mock/payments/'];

function isAdminRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (
    route !== undefined && route.startsWith('/__mock/') && !STAND_IN_PREFIXES.some((p) => route.startsWith(p))
  );
}

const digest = sha256Of;

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The key the request offers: the dedicated header anywhere, a bearer only on /__mock itself. */
function offeredKey(request: FastifyRequest, adminRoute: boolean): string | undefined {
  const header = headerText(request.headers[ADMIN_TOKEN_HEADER]);
  if (header !== undefined) return header;
  // On the site's routes the bearer is the learner's token, never the admin key.
  if (!adminRoute) return undefined;
  return /^Bearer (.+)$/i.exec(headerText(request.headers.authorization) ?? '')?.[1];
}

function refusal(access: 'key' | 'locked', config: Config): ApiError {
  return access === 'locked'
    ? new ApiError(
        401,
        'MOCK_ADMIN_LOCKED',
        `The mock's admin surface (/__mock, ${DATA_SET_HEADER}) is off on ${config.HOST}, which other ` +
          `machines can reach: start the mock with MOCK_ADMIN_TOKEN set and send it as ${ADMIN_TOKEN_HEADER}`,
      )
    : new ApiError(
        401,
        'MOCK_ADMIN_LOCKED',
        `The mock's admin surface (/__mock, ${DATA_SET_HEADER}) needs its key: send MOCK_ADMIN_TOKEN ` +
          `as ${ADMIN_TOKEN_HEADER} (or as a bearer on /__mock)`,
      );
}

/**
 * Runs before the private data sets are looked up (a stranger must not even make one) and before
 * every admin route. A request that touches neither passes untouched.
 */
export function registerAdminAccess(app: FastifyInstance, config: Config): void {
  const access = adminAccessOf(config);
  if (access === 'open' || access === 'absent') return;
  const expected = config.MOCK_ADMIN_TOKEN === undefined ? undefined : digest(config.MOCK_ADMIN_TOKEN);
  app.addHook('onRequest', async (request, reply) => {
    const adminRoute = isAdminRoute(request);
    if (!adminRoute && request.headers[DATA_SET_HEADER] === undefined) return;
    const offered = offeredKey(request, adminRoute);
    if (expected !== undefined && offered !== undefined && equalInConstantTime(digest(offered), expected))
      return;
    void reply.header('www-authenticate', `Bearer realm="mock-admin"`);
    throw refusal(access, config);
  });
}
