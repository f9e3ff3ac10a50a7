import type { FastifyInstance, FastifyRequest } from 'fastify';

import { DATA_SET_HEADER } from '@formation/contract';

import { cameThroughProxy, firstHeader, isAdminKey, offeredAdminKey } from '../auth/admin-key';
import type { Config } from '../config';
import { isAdminPattern, isMockRoute } from '../core/api-routes';
import { crossSiteWrite, isTrustedWriteOrigin, READ_METHODS } from '../core/request-guard';
import { adminAccessOf, adminLocked } from '../features/mock-admin/admin-access';

/**
 * A page of another site must not drive the mock on a developer's machine: /__mock writes from a
 * foreign origin are refused (403); the pipeline refuses an admin write that is not JSON (415).
 */
function foreignWrite(request: FastifyRequest, config: Config) {
  if (READ_METHODS.has(request.method)) return;
  if (!isMockRoute(request.routeOptions.url)) return;
  const write = {
    host: request.headers.host,
    origin: request.headers.origin,
    secFetchSite: firstHeader(request.headers['sec-fetch-site']),
  };
  return isTrustedWriteOrigin(write, config.CORS_ORIGINS) ? undefined : crossSiteWrite();
}

/**
 * What only a mock on a network needs before the pipeline: foreign pages' writes refused, and QA's
 * levers (/__mock and x-mock-session) behind the admin key when one is set or the mock is exposed,
 * before a private data set is made for anyone. On loopback without a key, a request that came
 * through a proxy may come from any machine: it is refused the levers too. A request that touches
 * neither passes untouched.
 */
export function registerAdminGuard(app: FastifyInstance, config: Config): void {
  const access = adminAccessOf(config);
  if (access === 'absent') return;
  app.addHook('onRequest', (request, _reply, done) => {
    done(foreignWrite(request, config));
  });
  app.addHook('onRequest', async (request, reply) => {
    const adminRoute = isAdminPattern(request.routeOptions.url);
    if (!adminRoute && request.headers[DATA_SET_HEADER] === undefined) return;
    if (access === 'open' && !cameThroughProxy(request.headers)) return;
    if (isAdminKey(config, offeredAdminKey(request.headers, adminRoute))) return;
    void reply.header('www-authenticate', `Bearer realm="mock-admin"`);
    throw adminLocked(access === 'open' ? 'proxied' : access, config);
  });
}
