import type { FastifyInstance, FastifyRequest } from 'fastify';

import { ApiError } from '../../api-error';
import { ADMIN_TOKEN_HEADER, firstHeader, isAdminKey, offeredAdminKey } from '../../auth/admin-key';
import type { Config } from '../../config';
import { crossSiteWrite, isJsonOrNothing, isTrustedWriteOrigin } from '../../core/request-guard';
import { transportErrors, withinContract } from '../../core/transport-errors';
import { DATA_SET_HEADER } from './private-data-sets';

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

const isMockRoute = (route: string | undefined): route is string => route?.startsWith('/__mock/') === true;

/** A route of QA's levers (not a provider's stand-in), by its pattern. */
export function isAdminPattern(route: string | undefined): boolean {
  return isMockRoute(route) && !STAND_IN_PREFIXES.some((p) => route.startsWith(p));
}

const isAdminRoute = (request: FastifyRequest) => isAdminPattern(request.routeOptions.url);

/** An admin write whose body is not JSON: refused on both adapters (see registerWriteOrigins). */
export function adminBodyRefusal(method: string, route: string, contentType: string | undefined) {
  if (method === 'GET' || method === 'HEAD' || !isAdminPattern(route) || isJsonOrNothing(contentType)) {
    return undefined;
  }
  return withinContract(transportErrors.unsupportedType(), method, route);
}

/**
 * A page of another site must not drive the mock on a developer's machine: /__mock writes from a
 * foreign origin are refused (403), and admin writes take JSON only (415), so a browser always needs
 * a preflight for them, which CORS grants only to the origins it allows.
 */
function writeRefusal(request: FastifyRequest, config: Config): ApiError | undefined {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  if (!isMockRoute(request.routeOptions.url)) return;
  const write = {
    host: request.headers.host,
    origin: request.headers.origin,
    secFetchSite: firstHeader(request.headers['sec-fetch-site']),
  };
  if (!isTrustedWriteOrigin(write, config.CORS_ORIGINS)) return crossSiteWrite();
  return adminBodyRefusal(request.method, request.routeOptions.url, request.headers['content-type']);
}

function registerWriteOrigins(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(writeRefusal(request, config));
  });
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
  if (access !== 'absent') registerWriteOrigins(app, config);
  if (access === 'open' || access === 'absent') return;
  app.addHook('onRequest', async (request, reply) => {
    const adminRoute = isAdminRoute(request);
    if (!adminRoute && request.headers[DATA_SET_HEADER] === undefined) return;
    if (isAdminKey(config, offeredAdminKey(request.headers, adminRoute))) return;
    void reply.header('www-authenticate', `Bearer realm="mock-admin"`);
    throw refusal(access, config);
  });
}
