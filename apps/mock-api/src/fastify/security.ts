import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

import { ADMIN_KEY_HEADER, DATA_SET_HEADER, DATA_SET_ID_PATTERN, PROFILE_HEADER } from '@formation/contract';

import { firstHeader } from '../auth/admin-key';
import type { Config } from '../config';
import { allowsOrigin } from '../core/cors-origins';
import { isOwnHost, misdirected, ownHostNames } from '../core/request-guard';
import { transportErrors } from '../core/transport-errors';
import { securityHeaders } from './security-headers';

/**
 * Fastify's trustProxy: the balancer's addresses, or none. With them, request.ip is the last
 * X-Forwarded-For address that is not the balancer's own: the one the balancer appended for the
 * connection it took, never one the client wrote before it.
 */
export function proxyTrust(config: Pick<Config, 'TRUSTED_PROXIES'>): false | string[] {
  return config.TRUSTED_PROXIES.length === 0 ? false : [...config.TRUSTED_PROXIES];
}

/** Routes a stranger could hammer to guess passwords, codes or emails. */
const RATE_LIMITED_PREFIXES = ['/auth/', '/users/:id/reset-password'];

/** CORS allow-list, security headers, and a rate limit on the auth routes. Loaded before any route. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cors, {
    // A request without Origin (curl, a server, same-origin) needs no CORS answer.
    origin: (origin, done) => {
      done(null, origin === undefined || allowsOrigin(config.CORS_ORIGINS, origin));
    },
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', DATA_SET_HEADER, PROFILE_HEADER, ADMIN_KEY_HEADER],
    // A page on another origin reads the Date header only when told it may: it is the mock clock, the
    // day the site shows (stamp-date.ts).
    exposedHeaders: ['date'],
    maxAge: 600,
  });
  const ownHosts = ownHostNames(config);
  app.addHook('onRequest', (request, _reply, done) => {
    done(isOwnHost(request.headers.host, ownHosts) ? undefined : misdirected(request.headers.host ?? ''));
  });
  const security = securityHeaders({
    // The API answers JSON; the few HTML pages (docs, provider and payment stand-ins) set their own.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(security);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: transportErrors.rateLimited,
  });
  const limiter = app.rateLimit({
    max: config.AUTH_RATE_LIMIT,
    timeWindow: '1 minute',
    // Per client: behind a balancer (TRUSTED_PROXIES) the address it forwards, else the connection's.
    // Parallel test runs on one machine share an IP: each private data set gets its own allowance.
    // (The header counts only where private data sets exist: behind the admin key off loopback.)
    keyGenerator: (request) => {
      const dataSet = config.MOCK_ADMIN ? firstHeader(request.headers[DATA_SET_HEADER]) : undefined;
      return dataSet === undefined || !DATA_SET_ID_PATTERN.test(dataSet)
        ? request.ip
        : `${request.ip} ${dataSet}`;
    },
  });
  app.addHook('onRoute', (route) => {
    if (!RATE_LIMITED_PREFIXES.some((p) => route.url.startsWith(p))) return;
    const existing = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), limiter];
  });
}
